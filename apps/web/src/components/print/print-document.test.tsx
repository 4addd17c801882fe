import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clinicProfile } from '../../testing/clinic.ts';
import { pageRule, PrintDocument, rollLengthMm } from './print-document.tsx';

const running = { title: 'Receipt · RCP/2627/000001', printed: 'Printed 23-11-2026 10:00 am by Asha Menon' };
const ruleOf = (testId: string) => screen.getByTestId(testId).querySelector('style')?.textContent ?? '';

afterEach(() => vi.restoreAllMocks());

describe('the page rule', () => {
  it('gives an 80 mm roll a page as long as its content, never a fixed A4 length', () => {
    expect(pageRule('80mm', running)).not.toMatch(/297mm/);
    // 480 px is 5 inches, 127 mm of content; 3 mm margins above and below and 4 mm to spare.
    expect(rollLengthMm(480)).toBe(137);
    expect(pageRule('80mm', running, 480)).toBe('@page { size: 80mm 137mm; margin: 3mm; }');
    expect(pageRule('80mm', running, 4800)).toContain('size: 80mm 1280mm');
  });

  it('keeps sheets at their paper size with running headers and page numbers', () => {
    expect(pageRule('A4', running)).toContain('size: A4;');
    expect(pageRule('A5', running)).toContain('counter(pages)');
  });
});

describe('PrintDocument on a roll', () => {
  it('measures its content for the page length, and again as printing starts', () => {
    const height = vi.spyOn(Element.prototype, 'scrollHeight', 'get').mockReturnValue(480);
    render(
      <PrintDocument paper="80mm" title="Receipt" clinic={clinicProfile} printedBy="Asha Menon" testId="roll">
        <p>Received with thanks</p>
      </PrintDocument>,
    );
    expect(ruleOf('roll')).toBe('@page { size: 80mm 137mm; margin: 3mm; }');
    height.mockReturnValue(960);
    window.dispatchEvent(new Event('beforeprint'));
    expect(ruleOf('roll')).toBe('@page { size: 80mm 264mm; margin: 3mm; }');
  });

  it('leaves an A4 sheet at A4', () => {
    render(
      <PrintDocument paper="A4" title="Bill" clinic={clinicProfile} printedBy="Asha Menon" testId="sheet">
        <p>Lines</p>
      </PrintDocument>,
    );
    expect(ruleOf('sheet')).toContain('size: A4;');
  });
});
