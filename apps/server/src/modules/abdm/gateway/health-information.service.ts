import { CARE_CONTEXT_KINDS, type CareContextKind, type HealthDocumentType } from '@clinic/shared/abdm';
import { createHash } from 'node:crypto';
import type { Actor } from '../../../kernel/actor.ts';
import { careContextReference, gatewayActor, HI_TYPES } from './care-context-link.service.ts';
import { encrypt, FideliusKeyError, generateKeyMaterial, readPublicKey } from './fidelius.ts';
import type { ConsentNotify, HealthInformationRequest } from './gateway-callbacks.schemas.ts';
import { gatewayOff } from './gateway-client.ts';
import type { HipDeps } from './hip-deps.ts';
import { gatewayRepository as repo, type ConsentRow } from './gateway.repository.ts';

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
      // The consent names the patient by ABHA address: it must be the one our record holds, and
      // the HIP it names must be us.
      const named = consentDetail.patient?.id?.toLowerCase();
      const hip = consentDetail.hip?.id;
      if (patient && patientId && named && named === patient.abhaAddress && (!hip || hip === deps.hipId)) {
        await db.transaction(async (tx) => {
          await repo.insertConsent(tx, {
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
    } else if (status === 'GRANTED') acknowledged = false;
    else {
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

  /** The consented documents of the consented care contexts dated in both ranges, and which contexts gave one. */
  async function consentedDocuments(consent: ConsentRow, request: HealthInformationRequest, actor: Actor) {
    const from = Math.max(new Date(request.hiRequest.dateRange.from).getTime(), consent.dateFrom.getTime());
    const to = Math.min(new Date(request.hiRequest.dateRange.to).getTime(), consent.dateTo.getTime());
    const contexts = await records.careContexts(consent.patientId, actor);
    const documents: { text: string; reference: string }[] = [];
    const delivered = new Map<string, boolean>();
    for (const asked of consent.careContexts) {
      const ref = parseReference(asked.careContextReference);
      const context = ref && contexts.find((c) => c.kind === ref.kind && c.id === ref.id);
      const at = context ? new Date(context.at).getTime() : NaN;
      delivered.set(asked.careContextReference, false);
      if (!context || asked.patientReference !== consent.patientId || at < from || at > to) continue;
      const types = context.documents.filter((t: HealthDocumentType) => consent.hiTypes.includes(HI_TYPES[t]));
      for (const type of types) {
        const bundle = await records
          .document(
            consent.patientId,
            context.kind,
            context.id,
            type,
            actor,
            `Shared the ${type} of ${context.kind} ${context.id} through ABDM under consent ${consent.consentId} (transaction ${request.transactionId})`,
          )
          // A document that cannot be built (its record since changed) is reported as not delivered.
          .catch(() => null);
        if (!bundle) continue;
        documents.push({ text: JSON.stringify(bundle), reference: careContextReference(context) });
        delivered.set(asked.careContextReference, true);
      }
    }
    return { documents, delivered };
  }

  /**
   * One document a page, each encrypted with key material of its own: Fidelius derives the AES key
   * and IV from the key pair and the nonces alone, so two documents under one key material would
   * share key and IV, which AES-GCM must never do.
   */
  async function push(request: HealthInformationRequest, documents: { text: string; reference: string }[]) {
    const { transactionId, hiRequest } = request;
    const pages = documents.length === 0 ? [null] : documents;
    for (const [index, document] of pages.entries()) {
      const own = generateKeyMaterial();
      const entries = document
        ? [
            encrypt({
              text: document.text,
              senderPrivateKey: own.privateKey,
              senderNonce: own.nonce,
              requesterPublicKey: hiRequest.keyMaterial.dhPublicKey.keyValue,
              requesterNonce: hiRequest.keyMaterial.nonce,
            }),
          ].map((content) => ({
            content,
            media: 'application/fhir+json',
            checksum: createHash('md5').update(content).digest('hex'),
            careContextReference: document.reference,
          }))
        : [];
      await gateway().pushHealthInformation(hiRequest.dataPushUrl, {
        pageNumber: index + 1,
        pageCount: pages.length,
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
    }
  }

  const notice = (consent: ConsentRow, transactionId: string, delivered: Map<string, boolean>, pushed: boolean) => ({
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
            pushed && sent ? 'Delivered' : pushed ? 'No record in the consented dates and types' : 'Not sent',
        })),
      },
    },
  });

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
    if (Buffer.from(hiRequest.keyMaterial.nonce, 'base64').length !== 32) return refuse('The nonce is not 32 bytes');
    try {
      readPublicKey(hiRequest.keyMaterial.dhPublicKey.keyValue);
    } catch (error) {
      if (error instanceof FideliusKeyError) return refuse(error.message);
      throw error;
    }
    // The gateway may send one request twice; the transaction is served once.
    if (!(await repo.claimTransfer(db, transactionId, consent.consentId))) return;
    let delivered = new Map<string, boolean>(consent.careContexts.map((c) => [c.careContextReference, false]));
    let pushed = false;
    try {
      await gateway().healthInformationOnRequest({
        hiRequest: { transactionId, sessionStatus: 'ACKNOWLEDGED' },
        response: { requestId },
      });
      const found = await consentedDocuments(consent, body, gatewayActor(ip));
      delivered = found.delivered;
      await push(body, found.documents);
      pushed = true;
      await repo.finishTransfer(db, transactionId, 'transferred', found.documents.length);
      await gateway().notifyHealthInformation(notice(consent, transactionId, delivered, true));
    } catch (error) {
      // Whatever broke, the transfer is not left looking under way, nor marked failed once sent.
      if (!pushed) {
        await repo.finishTransfer(db, transactionId, 'failed', 0, (error as Error).message);
        await gateway()
          .notifyHealthInformation(notice(consent, transactionId, delivered, false))
          .catch(() => undefined);
      }
      throw error;
    }
  }

  return { consentNotified, informationRequested };
}

export type HealthInformationSharing = ReturnType<typeof createHealthInformationSharing>;
