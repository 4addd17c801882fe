import type { DisplayBoard } from '@clinic/shared/appointments';
import { render, screen, within } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { describe, expect, it, vi } from 'vitest';
import { theme } from '../../../app/theme.ts';
import { WaitingHallBoard } from './waiting-hall-board.tsx';

const playChime = vi.fn();

const board = (calledAt: string | null, token = 12): DisplayBoard => ({
  name: 'OPD hall',
  at: '2026-11-25T05:00:00.000Z',
  doctors: [
    {
      doctorId: 'd1',
      doctorName: 'Dr. Priya Sharma',
      nowServing: calledAt ? { token, firstName: 'Asha', calledAt } : null,
      next: [
        { token: 14, firstName: 'Bina' },
        { token: 15, firstName: 'Chandra' },
      ],
    },
  ],
});

const shown = (b: DisplayBoard, online = true) => (
  <MantineProvider theme={theme}>
    <WaitingHallBoard board={b} online={online} chime={playChime} />
  </MantineProvider>
);

describe('The waiting-hall board', () => {
  it('shows each doctor’s token being seen and the next ones, first names only', () => {
    render(shown(board('2026-11-25T05:00:00.000Z')));
    const queue = screen.getByRole('region', { name: 'Queue of Dr. Priya Sharma' });
    expect(within(queue).getByLabelText('Token now serving')).toHaveTextContent('12');
    expect(within(queue).getByLabelText('Next tokens')).toHaveTextContent('14 Bina · 15 Chandra');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(playChime).not.toHaveBeenCalled();
  });

  it('chimes and fills the screen when a token is called, and says when it is reconnecting', () => {
    playChime.mockClear();
    const { rerender } = render(shown(board(null)));
    rerender(shown(board('2026-11-25T05:01:00.000Z', 13)));
    expect(screen.getByRole('alert')).toHaveTextContent('Token13Ashaplease go to Dr. Priya Sharma');
    expect(playChime).toHaveBeenCalledTimes(1);
    rerender(shown(board('2026-11-25T05:01:00.000Z', 13), false));
    expect(screen.getByText('Reconnecting…')).toBeInTheDocument();
    expect(playChime).toHaveBeenCalledTimes(1);
  });
});
