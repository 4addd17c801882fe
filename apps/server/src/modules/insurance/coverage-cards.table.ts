import { integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { bytea } from '../../db/columns.ts';
import { patientCoverages } from './insurance.table.ts';

/**
 * The scan of a cover's ID card (the insurer's or TPA's e-card, a scheme's card): one a cover, a
 * new scan taking the old one's place. Kept apart from the cover so lists of covers never carry
 * its bytes.
 */
export const coverageCards = pgTable(
  'coverage_cards',
  {
    id: uuid().primaryKey().defaultRandom(),
    coverageId: uuid()
      .notNull()
      .references(() => patientCoverages.id),
    fileName: text().notNull(),
    contentType: text().notNull(),
    sizeBytes: integer().notNull(),
    content: bytea().notNull(),
    uploadedBy: uuid(),
    uploadedByName: text().notNull(),
    uploadedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('coverage_cards_coverage_uq').on(t.coverageId)],
);
