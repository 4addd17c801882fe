import { CARE_CONTEXT_KINDS, type CareContextKind, type HealthDocumentType } from '@clinic/shared/abdm';
import { createHash } from 'node:crypto';
import { careContextReference, gatewayActor, HI_TYPES } from './care-context-link.service.ts';
import { encrypt, FideliusKeyError, generateKeyMaterial, readPublicKey } from './fidelius.ts';
import type { ConsentNotify, HealthInformationRequest } from './gateway-callbacks.schemas.ts';
import { gatewayOff } from './gateway-client.ts';
import type { HipDeps } from './hip-deps.ts';
import { gatewayRepository as repo } from './gateway.repository.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Our reference of a care context read back: its kind and id, or nothing when it is not ours. */
function parseReference(reference: string): { kind: CareContextKind; id: string } | null {
  const at = reference.indexOf(':');
  const kind = reference.slice(0, at) as CareContextKind;
  const id = reference.slice(at + 1);
  return at > 0 && CARE_CONTEXT_KINDS.includes(kind) && UUID.test(id) ? { kind, id } : null;
}

/**
 * The HIP's side of a consent: the gateway tells us of a consent artefact (kept, or ended when
 * revoked or expired), then asks for the health information under it. We acknowledge, build each
 * consented document of each consented care context in the dates asked, encrypt them for the
 * requester, push them to its address and tell the gateway what was delivered. Every document
 * sent is audited as an export naming the consent and transaction.
 */
export function createHealthInformationSharing(deps: HipDeps) {
  const { db, audit, records } = deps;
  const gateway = () => {
    if (!deps.gateway) throw gatewayOff();
    return deps.gateway;
  };

  async function consentNotified(body: ConsentNotify, requestId: string, ip: string | null) {
    const { consentId, status, consentDetail } = body.notification;
    let acknowledged = true;
    if (status === 'GRANTED' && consentDetail) {
      const patientIds = new Set(consentDetail.careContexts.map((c) => c.patientReference));
      const [patientId] = patientIds;
      const patient =
        patientIds.size === 1 && patientId && UUID.test(patientId)
          ? await deps.patient(patientId).catch(() => null)
          : null;
      // The consent names the patient by ABHA address: it must be the one our record holds.
      const named = consentDetail.patient?.id;
      if (patient && patientId && (!named || named.toLowerCase() === patient.abhaAddress)) {
        await db.transaction(async (tx) => {
          await repo.upsertConsent(tx, {
            consentId,
            patientId,
            status,
            hiTypes: consentDetail.hiTypes,
            careContexts: consentDetail.careContexts,
            dateFrom: new Date(consentDetail.permission.dateRange.from),
            dateTo: new Date(consentDetail.permission.dateRange.to),
            eraseAt: consentDetail.permission.dataEraseAt ? new Date(consentDetail.permission.dataEraseAt) : null,
          });
          await audit.record(tx, gatewayActor(ip), {
            action: 'update',
            entityType: 'patient',
            entityId: patientId,
            summary: `ABDM consent ${consentId} granted: ${consentDetail.hiTypes.join(', ')} of ${consentDetail.careContexts.length} care contexts`,
          });
        });
      } else acknowledged = false;
    } else {
      const ended = await repo.setConsentStatus(db, consentId, status);
      if (ended)
        await audit.record(db, gatewayActor(ip), {
          action: 'update',
          entityType: 'patient',
          entityId: ended.patientId,
          summary: `ABDM consent ${consentId} ${status.toLowerCase()}`,
        });
    }
    await gateway().consentOnNotify({
      acknowledgement: acknowledged
        ? { status: 'ok', consentId }
        : {
            status: 'unknown',
            consentId,
            error: { code: 'ABDM-1010', message: 'The care contexts are not of one patient of this hospital' },
          },
      response: { requestId },
    });
  }

  /** Refuses the request (ERRORED) with why, or acknowledges it and serves it. */
  async function informationRequested(body: HealthInformationRequest, requestId: string, ip: string | null) {
    const { transactionId, hiRequest } = body;
    const refuse = (message: string) =>
      gateway().healthInformationOnRequest({
        hiRequest: { transactionId, sessionStatus: 'ERRORED' },
        error: { code: 'ABDM-1000', message },
        response: { requestId },
      });
    const consent = await repo.consent(db, hiRequest.consent.id);
    if (!consent || consent.status !== 'GRANTED') return refuse('No granted consent with this id');
    if (consent.eraseAt && consent.eraseAt < new Date()) return refuse('The consent has expired');
    try {
      readPublicKey(hiRequest.keyMaterial.dhPublicKey.keyValue);
    } catch (error) {
      if (error instanceof FideliusKeyError) return refuse(error.message);
      throw error;
    }
    // The gateway may send one request twice; the transaction is served once.
    if (!(await repo.claimTransfer(db, transactionId, consent.consentId))) return;
    await gateway().healthInformationOnRequest({
      hiRequest: { transactionId, sessionStatus: 'ACKNOWLEDGED' },
      response: { requestId },
    });

    try {
      const from = Math.max(new Date(hiRequest.dateRange.from).getTime(), consent.dateFrom.getTime());
      const to = Math.min(new Date(hiRequest.dateRange.to).getTime(), consent.dateTo.getTime());
      const actor = gatewayActor(ip);
      const contexts = await records.careContexts(consent.patientId, actor);
      const own = generateKeyMaterial();
      const entries: { content: string; media: string; checksum: string; careContextReference: string }[] = [];
      const delivered = new Map<string, boolean>();
      for (const asked of consent.careContexts) {
        const ref = parseReference(asked.careContextReference);
        const context = ref && contexts.find((c) => c.kind === ref.kind && c.id === ref.id);
        const at = context ? new Date(context.at).getTime() : NaN;
        const types = (context?.documents ?? []).filter((t: HealthDocumentType) =>
          consent.hiTypes.includes(HI_TYPES[t]),
        );
        delivered.set(asked.careContextReference, false);
        if (!context || asked.patientReference !== consent.patientId || at < from || at > to) continue;
        for (const type of types) {
          const bundle = await records
            .document(
              consent.patientId,
              context.kind,
              context.id,
              type,
              actor,
              `Shared the ${type} of ${context.kind} ${context.id} through ABDM under consent ${consent.consentId} (transaction ${transactionId})`,
            )
            // A document that cannot be built (its record since changed) is reported as not delivered.
            .catch(() => null);
          if (!bundle) continue;
          const content = encrypt({
            text: JSON.stringify(bundle),
            senderPrivateKey: own.privateKey,
            senderNonce: own.nonce,
            requesterPublicKey: hiRequest.keyMaterial.dhPublicKey.keyValue,
            requesterNonce: hiRequest.keyMaterial.nonce,
          });
          entries.push({
            content,
            media: 'application/fhir+json',
            checksum: createHash('md5').update(content).digest('hex'),
            careContextReference: careContextReference(context),
          });
          delivered.set(asked.careContextReference, true);
        }
      }

      let pushed = true;
      try {
        await gateway().pushHealthInformation(hiRequest.dataPushUrl, {
          pageNumber: 1,
          pageCount: 1,
          transactionId,
          entries,
          keyMaterial: {
            cryptoAlg: 'ECDH',
            curve: 'Curve25519',
            dhPublicKey: {
              expiry: new Date(Date.now() + 24 * 3600_000).toISOString(),
              parameters: 'Curve25519/32byte random key',
              keyValue: own.x509PublicKey,
            },
            nonce: own.nonce,
          },
        });
      } catch {
        pushed = false;
      }
      await repo.finishTransfer(db, transactionId, pushed ? 'transferred' : 'failed', pushed ? entries.length : 0);
      await gateway().notifyHealthInformation({
        notification: {
          consentId: consent.consentId,
          transactionId,
          doneAt: new Date().toISOString(),
          notifier: { type: 'HIP', id: deps.hipId ?? '' },
          statusNotification: {
            sessionStatus: pushed ? 'TRANSFERRED' : 'FAILED',
            hipId: deps.hipId ?? '',
            statusResponses: [...delivered].map(([reference, sent]) => ({
              careContextReference: reference,
              hiStatus: pushed && sent ? 'DELIVERED' : 'ERRORED',
              description:
                pushed && sent
                  ? 'Delivered'
                  : pushed
                    ? 'No record in the consented dates and types'
                    : 'The push failed',
            })),
          },
        },
      });
    } catch (error) {
      // Whatever broke after the acknowledgement, the transfer is not left looking under way.
      await repo.finishTransfer(db, transactionId, 'failed', 0, (error as Error).message);
      throw error;
    }
  }

  return { consentNotified, informationRequested };
}

export type HealthInformationSharing = ReturnType<typeof createHealthInformationSharing>;
