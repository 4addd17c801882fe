import type { Db } from '../../db/client.ts';
import { foldInChunks, type Fold } from '../../lib/scheduled-folds.ts';
import { billDuesRepository } from './bill-dues.repository.ts';

/** Marks taken per transaction: a few milliseconds of the embedded database's one connection. */
export const DUES_CHUNK = 100;

/** Works out the kept dues of every marked bill (decision 0037). */
export const foldBillDues = (db: Db) => foldInChunks((limit) => billDuesRepository.fold(db, limit), DUES_CHUNK);

/** The server keeps the bills' dues current every five seconds. */
export function billDuesFold(db: Db): Fold {
  return { name: 'keeping bill dues', everyMs: 5_000, fold: () => foldBillDues(db) };
}
