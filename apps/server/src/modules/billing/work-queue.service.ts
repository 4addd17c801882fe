import type { WorkQueue } from '@clinic/shared/billing';
import type { Db } from '../../db/client.ts';
import type { AuditService } from '../audit/audit.service.ts';
import type { Actor } from '../../kernel/actor.ts';
import { workQueueRepository as repo } from './work-queue.repository.ts';

/** The billing desk's work queue: unbilled OP charges, bills with dues, stays awaiting their bill. */
export function createWorkQueueService(deps: { db: Db; audit: AuditService }) {
  return {
    async queue(actor: Actor): Promise<WorkQueue> {
      // One snapshot: the kept dues and the marks of bills whose money moved since (readOwed).
      return deps.db.transaction(
        async (tx) => {
          const [unbilled, dues, awaitingFinal] = [
            await repo.unbilled(tx),
            await repo.dues(tx),
            await repo.awaitingFinal(tx),
          ];
          const patientIds = [...new Set([...unbilled, ...dues, ...awaitingFinal].map((r) => r.patientId))];
          if (patientIds.length > 0)
            await deps.audit.recordViews(tx, actor, {
              entityType: 'patient',
              entityIds: patientIds,
              summary: 'Listed on the billing work queue',
            });
          return { unbilled, dues, awaitingFinal };
        },
        { isolationLevel: 'repeatable read' },
      );
    },
  };
}

export type WorkQueueService = ReturnType<typeof createWorkQueueService>;
