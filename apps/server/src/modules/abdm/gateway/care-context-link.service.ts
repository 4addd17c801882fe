import type { AbdmLink, CareContext, HealthDocumentType } from '@clinic/shared/abdm';
import type { Patient } from '@clinic/shared/patients';
import { randomUUID } from 'node:crypto';
import type { Actor } from '../../../kernel/actor.ts';
import { AppError } from '../../../lib/errors.ts';
import { gatewayOff, type AbdmGateway } from './gateway-client.ts';
import type { HipDeps } from './hip-deps.ts';
import { gatewayRepository as repo, type LinkRequestRow } from './gateway.repository.ts';

/** ABDM's health-information types of our documents. */
export const HI_TYPES: Record<HealthDocumentType, string> = {
  OPConsultRecord: 'OPConsultation',
  PrescriptionRecord: 'Prescription',
  DiagnosticReportRecord: 'DiagnosticReport',
  DischargeSummaryRecord: 'DischargeSummary',
  InvoiceRecord: 'Invoice',
};

export const NO_ABHA = "Record the patient's ABHA number and address before linking records to it";
export const NOTHING_TO_LINK = 'The patient has no records to link yet';
export const HFR_ID_MISSING = "Set the hospital's Health Facility Registry id (ABDM_HFR_ID) before linking records";

/** A care context as ABDM names it: its kind and our id, one string. */
export const careContextReference = (c: Pick<CareContext, 'kind' | 'id'>) => `${c.kind}:${c.id}`;

/** The gateway acting on the patient's records: who the audit trail names for what it asked of us. */
export const gatewayActor = (ip: string | null): Actor => ({ userId: null, name: 'ABDM gateway', role: null, ip });

export type LinkStatus = AbdmLink;
const statusOf = (row: LinkRequestRow): LinkStatus => ({
  requestId: row.requestId,
  status: row.status as AbdmLink['status'],
  careContexts: row.careContexts,
  detail: row.detail,
  at: row.updatedAt.toISOString(),
});

/**
 * HIP-initiated linking: the desk asks the gateway for a link token for the patient's ABHA; when
 * the token arrives by callback, the patient's care contexts go to the gateway, grouped by type,
 * and its answer marks the request linked or failed. Each step is kept, so the desk sees where it is.
 */
export function createCareContextLinking(deps: HipDeps) {
  const { db, audit, records } = deps;

  function ready(): { gateway: AbdmGateway; hipId: string } {
    if (!deps.gateway) throw gatewayOff();
    if (!deps.hipId) throw new AppError(409, 'ABDM_HFR_ID_MISSING', HFR_ID_MISSING);
    return { gateway: deps.gateway, hipId: deps.hipId };
  }

  async function linkBody(patient: Patient, contexts: CareContext[]) {
    const byType = new Map<string, CareContext[]>();
    for (const context of contexts)
      for (const type of context.documents)
        byType.set(HI_TYPES[type], [...(byType.get(HI_TYPES[type]) ?? []), context]);
    return {
      abhaNumber: (patient.abhaNumber ?? '').replaceAll('-', ''),
      abhaAddress: patient.abhaAddress ?? '',
      patient: [...byType].map(([hiType, list]) => ({
        referenceNumber: patient._id,
        display: `${patient.givenName} ${patient.familyName}`.trim(),
        careContexts: list.map((c) => ({
          referenceNumber: careContextReference(c),
          display: `${c.label}, ${c.at.slice(0, 10)}`,
        })),
        hiType,
        count: list.length,
      })),
    };
  }

  return {
    async request(patientId: string, actor: Actor): Promise<LinkStatus> {
      const { gateway, hipId } = ready();
      const patient = await deps.patient(patientId);
      if (!patient.abhaNumber || !patient.abhaAddress) throw new AppError(409, 'ABHA_MISSING', NO_ABHA);
      const contexts = await records.careContexts(patientId, actor);
      if (contexts.length === 0) throw new AppError(409, 'NOTHING_TO_LINK', NOTHING_TO_LINK);
      const requestId = randomUUID();
      await db.transaction(async (tx) => {
        await repo.insertLinkRequest(tx, {
          requestId,
          patientId,
          status: 'asked-token',
          careContexts: contexts.length,
        });
        await audit.record(tx, actor, {
          action: 'export',
          entityType: 'patient',
          entityId: patientId,
          summary: `Asked ABDM to link ${contexts.length} care contexts to the patient's ABHA (request ${requestId})`,
        });
      });
      const birth = patient.dateOfBirth
        ? Number(patient.dateOfBirth.slice(0, 4))
        : new Date().getFullYear() - patient.age;
      try {
        await gateway.generateLinkToken(requestId, hipId, {
          abhaNumber: patient.abhaNumber.replaceAll('-', ''),
          abhaAddress: patient.abhaAddress,
          name: `${patient.givenName} ${patient.middleName ?? ''} ${patient.familyName}`.replace(/\s+/g, ' ').trim(),
          gender: patient.gender === 'Male' ? 'M' : patient.gender === 'Female' ? 'F' : 'O',
          yearOfBirth: birth,
        });
      } catch (error) {
        await repo.updateLinkRequest(db, requestId, { status: 'failed', detail: (error as Error).message });
        throw error;
      }
      return statusOf((await repo.linkRequest(db, requestId))!);
    },

    async status(patientId: string): Promise<LinkStatus | null> {
      await deps.patient(patientId);
      const row = await repo.latestLinkRequest(db, patientId);
      return row ? statusOf(row) : null;
    },

    /** The gateway's answer to the token request: the token, so the care contexts go, or why not. */
    async onLinkToken(
      body: {
        linkToken?: string | undefined;
        error?: { message: string } | null | undefined;
        response: { requestId: string };
      },
      ip: string | null,
    ) {
      const row = await repo.linkRequest(db, body.response.requestId);
      if (!row || row.status !== 'asked-token') return;
      if (!body.linkToken) {
        await repo.updateLinkRequest(db, row.requestId, {
          status: 'failed',
          detail: body.error?.message ?? 'No link token',
        });
        return;
      }
      const { gateway, hipId } = ready();
      const patient = await deps.patient(row.patientId);
      const contexts = await records.careContexts(row.patientId, gatewayActor(ip));
      const linkRequestId = randomUUID();
      await repo.updateLinkRequest(db, row.requestId, { status: 'linking', linkRequestId });
      try {
        await gateway.linkCareContexts(linkRequestId, hipId, body.linkToken, await linkBody(patient, contexts));
      } catch (error) {
        await repo.updateLinkRequest(db, row.requestId, { status: 'failed', detail: (error as Error).message });
      }
    },

    async onLinked(body: {
      status?: string | undefined;
      error?: { message: string } | null | undefined;
      response: { requestId: string };
    }) {
      const row = await repo.linkRequestByLink(db, body.response.requestId);
      if (!row) return;
      await repo.updateLinkRequest(
        db,
        row.requestId,
        body.error ? { status: 'failed', detail: body.error.message } : { status: 'linked', detail: body.status ?? '' },
      );
    },
  };
}

export type CareContextLinking = ReturnType<typeof createCareContextLinking>;
