import type { ReactNode } from 'react';
import './form.css';

/** A paper form's body inside a PrintDocument: its parts, boxes and blanks set a little smaller than a letter. */
export function PrintForm({ children }: { children: ReactNode }) {
  return <div className="print-form">{children}</div>;
}

/**
 * A paper form's boxes: every option printed, ☑ before the chosen ones and ☐ before the rest, so
 * the reader sees what was not chosen as well. With nothing chosen, all are left to tick by hand.
 */
export function PrintChoices({ options, chosen }: { options: readonly string[]; chosen: readonly string[] }) {
  return (
    <span className="print-choices">
      {options.map((option) => (
        <span key={option} className="print-choice">
          {`${chosen.includes(option) ? '☑' : '☐'} ${option}`}
        </span>
      ))}
    </span>
  );
}

/** "☑ Yes ☐ No" for a question the record answers. */
export const PrintYesNo = ({ yes }: { yes: boolean }) => (
  <PrintChoices options={['Yes', 'No']} chosen={[yes ? 'Yes' : 'No']} />
);

/** A line to write on by hand, where the form asks for something the record does not hold. */
export function PrintBlank({ wide = false }: { wide?: boolean }) {
  return <span className={wide ? 'print-blank print-blank-wide' : 'print-blank'} />;
}
