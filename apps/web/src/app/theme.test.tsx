import { Select } from '@mantine/core';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../testing/render.tsx';

describe('theme', () => {
  it('lets staff type into every select (a state out of 36, a supplier, a category)', async () => {
    renderWithProviders(<Select label="State" data={['Karnataka', 'Kerala', 'Maharashtra']} />);
    const box = screen.getByRole('combobox', { name: 'State' });
    expect(box).not.toHaveAttribute('readonly');
    await userEvent.setup().type(box, 'Mah');
    expect(box).toHaveValue('Mah');
  });
});
