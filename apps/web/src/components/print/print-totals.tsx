import { formatPaise } from '@clinic/shared/money';

/** One line of a printed document's totals, in paise. */
export type PrintTotal = {
  label: string;
  paise: number;
  /** The total the document is about: bold, with a rule above it. */
  grand?: boolean;
  /** Left out when it is zero, as a discount that was not given. */
  optional?: boolean;
};

/**
 * The totals under a bill's lines, each amount in rupees the Indian way (₹1,23,456.00), set to
 * the right of the sheet (the full width of a roll). A line given as `null` or `false` is not printed.
 */
export function PrintTotals({ lines }: { lines: readonly (PrintTotal | null | false)[] }) {
  const shown = lines
    .filter((line): line is PrintTotal => Boolean(line))
    .filter((line) => !(line.optional && line.paise === 0));
  return (
    <table className="print-totals">
      <tbody>
        {shown.map((line, index) => (
          <tr key={index} className={line.grand ? 'print-grand' : undefined}>
            <td>{line.label}</td>
            <td>{formatPaise(line.paise)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
