import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Money records have one writer each (issue 26): charges and their status only through the
 * charges repository, bills through the bills repository, payments through the payments
 * repository, and no module outside billing writes any of billing's tables; other modules ask
 * billing's services. This reads the server's source for writes (Drizzle insert/update/delete
 * and raw SQL) and fails on any outside its owner.
 */
const OWNERS: Record<string, { drizzle: string; sql: string; owner: string }> = {
  charges: { drizzle: 'patientCharges', sql: 'patient_charges', owner: 'modules/billing/charges.repository.ts' },
  bills: { drizzle: 'bills', sql: 'bills', owner: 'modules/billing/bills.repository.ts' },
  billLines: { drizzle: 'billLines', sql: 'bill_lines', owner: 'modules/billing/bills.repository.ts' },
  payments: { drizzle: 'payments', sql: 'payments', owner: 'modules/billing/payments.repository.ts' },
};
const BILLING_TABLES = [
  ['billDiscounts', 'bill_discounts'],
  ['billContracts', 'bill_contracts'],
  ['creditNotes', 'credit_notes'],
  ['folioClosures', 'folio_closures'],
  ['cashierShifts', 'cashier_shifts'],
  ['creditApprovals', 'credit_approvals'],
] as const;

const root = import.meta.dirname;
function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const path = join(dir, e.name);
    if (e.isDirectory()) return e.name === 'migrations' ? [] : sources(path);
    return e.name.endsWith('.ts') && !e.name.endsWith('.test.ts') ? [path] : [];
  });
}
const files = sources(root).map((path) => ({ file: relative(root, path), text: readFileSync(path, 'utf8') }));

const writes = (text: string, drizzle: string, table: string) =>
  new RegExp(`\\.(insert|update|delete)\\(${drizzle}\\)`).test(text) ||
  new RegExp(`\\b(insert\\s+into|update|delete\\s+from)\\s+"?${table}"?\\s`, 'i').test(text);

describe('who writes the money tables', () => {
  it.each(Object.entries(OWNERS))('%s is written only by its repository', (_, { drizzle, sql, owner }) => {
    const writers = files.filter((f) => writes(f.text, drizzle, sql)).map((f) => f.file);
    expect(writers).toEqual([owner]);
  });

  it("no module outside billing writes billing's other tables", () => {
    const outside = files.filter(
      (f) => !f.file.startsWith('modules/billing/') && BILLING_TABLES.some(([d, s]) => writes(f.text, d, s)),
    );
    expect(outside.map((f) => f.file)).toEqual([]);
  });

  it('finds a write where there is one', () => {
    expect(writes('await tx.update(patientCharges).set({})', 'patientCharges', 'patient_charges')).toBe(true);
    expect(writes('sql`update patient_charges set status = 1`', 'patientCharges', 'patient_charges')).toBe(true);
    expect(writes('select * from patient_charges', 'patientCharges', 'patient_charges')).toBe(false);
  });
});
