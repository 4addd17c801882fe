import type { DischargeSummary } from '@clinic/shared/admissions';
import type { Bill } from '@clinic/shared/billing';
import type { PatientLabTest } from '@clinic/shared/lab';
import type { SignedReport } from '@clinic/shared/radiology';
import type { Bundle } from '@medplum/fhirtypes';
import type { Db } from '../../db/client.ts';
import { notFound, ruleBroken } from '../../lib/errors.ts';
import { renderPdf } from '../../lib/pdf/render-pdf.ts';
import type { Actor } from '../../kernel/actor.ts';
import type { AuditService } from '../audit/audit.service.ts';
import { buildClaimBundle } from './claim-bundle.ts';
import { exchangeOff, type ClaimExchange } from './claim-exchange.ts';
import { claimFileRepository as repo } from './claim-file.repository.ts';
import { zipOf } from './claim-file-zip.ts';
import { dischargeSummaryPaper, labReportsPaper, radiologyPaper } from './claim-papers-clinical.ts';
import { finalBillPaper, pharmacyPaper, preauthPaper, type PaperHead } from './claim-papers.ts';
import { claimNotFound, toClaimCase } from './claim-rules.ts';
import { claimsRepository } from './claims.repository.ts';
import { bundleInputOf, paperHeadOf, preauthInputOf, type ClaimFileSources } from './claim-file-input.ts';

export const NO_PAYER_SHARE = 'This bill has no payer share to claim';
export const DISCHARGE_FIRST = 'A claim goes to the payer once the patient has been discharged';
export const NO_PARTICIPANT_CODE =
  'This payer has no participant code on the claims exchange: add it under Billing → Payers, or send the claim file by hand';

/** A document number as part of a file name: bill numbers carry slashes ("BL/2026-27/0042"). */
export const fileSafe = (name: string) => name.replace(/[/\\:*?"<>|]+/g, '-');

/** The other desks' readers a claim file gathers from; each audits its own read. */
export type ClaimFileReaders = {
  bill: (billId: string, actor: Actor) => Promise<Bill>;
  dischargeSummary: (admissionId: string, actor: Actor) => Promise<DischargeSummary | null>;
  labTests: (patientId: string, actor: Actor) => Promise<PatientLabTest[]>;
  radiologyReports: (patientId: string, actor: Actor) => Promise<SignedReport[]>;
};

/** One paper of the file: what the claims exchange calls it, its name in the zip and its bytes. */
export type ClaimPaper = { code: string; title: string; fileName: string; contentType: string; data: Buffer };

/**
 * The claim file of a payer's bill: the final bill, discharge summary, lab and imaging reports,
 * pharmacy bill and pre-authorisation papers as PDFs, the papers attached to the claim, and the
 * claim in the national claims exchange's FHIR shape, in one zip.
 */
export function createClaimFileService(
  deps: { db: Db; audit: AuditService; timeZone: string; exchange: ClaimExchange | null } & ClaimFileReaders,
) {
  const { db, audit, timeZone } = deps;

  async function sourcesOf(billId: string, actor: Actor): Promise<ClaimFileSources> {
    const row = await repo.billOf(db, billId);
    if (!row) throw notFound(`Bill with ID ${billId} not found`);
    if (!row.bill.payerSplit || !row.coverageId) throw ruleBroken(NO_PAYER_SHARE);
    const [coverage, hospital, surgeries, stayPackage, bill, summary] = await Promise.all([
      repo.coverage(db, row.coverageId),
      repo.hospital(db),
      repo.surgeries(db, row.stay.id),
      repo.packageOf(db, row.stay.id),
      deps.bill(billId, actor),
      deps.dischargeSummary(row.stay.id, actor),
    ]);
    if (!coverage) throw ruleBroken(NO_PAYER_SHARE);
    const cases = (await claimsRepository.casesOf(db, row.stay.id)).filter((c) => c.coverageId === row.coverageId);
    const live = cases.find((c) => c.status !== 'Cancelled') ?? cases[0];
    const claim = live ? toClaimCase(live, await claimsRepository.eventsOf(db, [live.id])) : null;
    return { row, coverage, hospital, surgeries, stayPackage, bill, claim, summary, timeZone };
  }

  async function papersOf(sources: ClaimFileSources, actor: Actor): Promise<ClaimPaper[]> {
    const { row, bill, claim, summary } = sources;
    const head: PaperHead = paperHeadOf(sources);
    const [labTests, imaging] = await Promise.all([
      deps.labTests(row.patient.id, actor),
      deps.radiologyReports(row.patient.id, actor),
    ]);
    // The stay's own tests only: the payer is not sent the patient's other visits.
    const stayTests = labTests.filter((t) => t.admissionId === row.stay.id && t.reports.length > 0);
    const stayImaging = imaging.filter((r) => r.source === row.stay.ipNumber);
    const drawn = [
      {
        code: 'INV',
        title: 'Final invoice',
        fileName: `01-final-bill-${fileSafe(bill.number)}.pdf`,
        paper: finalBillPaper(head, bill),
      },
      ...(summary
        ? [
            {
              code: 'HDS',
              title: 'Discharge summary',
              fileName: '02-discharge-summary.pdf',
              paper: dischargeSummaryPaper(head, summary, {
                admittedAt: row.stay.admittedAt.toISOString(),
                dischargedAt: row.stay.dischargedAt?.toISOString() ?? null,
                dischargeType: row.stay.dischargeType,
              }),
            },
          ]
        : []),
      { code: 'DIA', title: 'Lab reports', fileName: '03-lab-reports.pdf', paper: labReportsPaper(head, stayTests) },
      {
        code: 'RAD',
        title: 'Radiology reports',
        fileName: '04-radiology-reports.pdf',
        paper: radiologyPaper(head, stayImaging),
      },
      {
        code: 'MB',
        title: 'Medical and pharmacy bills',
        fileName: '05-pharmacy-bill.pdf',
        paper: pharmacyPaper(head, bill),
      },
      ...(claim
        ? [
            {
              code: 'FCF',
              title: 'Pre-authorisation request and replies',
              fileName: `06-pre-authorisation-${fileSafe(claim.number)}.pdf`,
              paper: preauthPaper(head, claim),
            },
          ]
        : []),
    ];
    const pdfs = await Promise.all(
      drawn.map(async (d) => ({
        code: d.code,
        title: d.title,
        fileName: d.fileName,
        contentType: 'application/pdf',
        data: await renderPdf(d.paper),
      })),
    );
    const attached = claim ? await repo.documents(db, claim._id) : [];
    return [
      ...pdfs,
      ...attached.map((a, i) => ({
        code: a.code,
        title: a.fileName,
        fileName: `attachments/${String(i + 1).padStart(2, '0')}-${a.code}-${fileSafe(a.fileName)}`,
        contentType: a.contentType,
        data: Buffer.from(a.content),
      })),
    ];
  }

  const audited = (actor: Actor, sources: ClaimFileSources, summary: string) =>
    audit.viewed(actor, { entityType: 'patient', entityIds: [sources.row.patient.id], summary });

  return {
    /** The claim bundle (`use` claim) of a payer's bill, with its papers as base64 attachments. */
    async bundle(billId: string, actor: Actor): Promise<Bundle> {
      const sources = await sourcesOf(billId, actor);
      const papers = await papersOf(sources, actor);
      await audited(actor, sources, `Built the FHIR claim of bill ${sources.row.bill.number}`);
      return buildClaimBundle(bundleInputOf(sources, papers, new Date()));
    },

    /** A cashless request's bundle (`use` preauthorization), with the papers attached to the case. */
    async preauthBundle(caseId: string, actor: Actor): Promise<Bundle> {
      const listed = await claimsRepository.case(db, caseId);
      if (!listed) throw claimNotFound(caseId);
      const [row, coverage, hospital, stayPackage, attached, events] = await Promise.all([
        repo.stayOf(db, listed.admissionId),
        repo.coverage(db, listed.coverageId),
        repo.hospital(db),
        repo.packageOf(db, listed.admissionId),
        repo.documents(db, caseId),
        claimsRepository.eventsOf(db, [caseId]),
      ]);
      if (!row || !coverage) throw claimNotFound(caseId);
      const claim = toClaimCase(listed, events);
      await audit.viewed(actor, {
        entityType: 'patient',
        entityIds: [row.patient.id],
        summary: `Built the FHIR pre-authorisation request of claim ${claim.number}`,
      });
      const documents = attached.map((a) => ({
        code: a.code,
        title: a.fileName,
        contentType: a.contentType,
        data: Buffer.from(a.content),
      }));
      return buildClaimBundle(preauthInputOf({ row, coverage, hospital, stayPackage, claim, documents }, new Date()));
    },

    /**
     * Sends the payer's bill to the claims exchange as a claim (NHCX workflow 15), to the TPA when
     * one processes the cover, else the payer; 409 while sending is not set up, 422 before the
     * patient is discharged or when the payer is not on the exchange.
     */
    async send(billId: string, actor: Actor): Promise<{ correlationId: string; sentAt: string }> {
      if (!deps.exchange) throw exchangeOff();
      const sources = await sourcesOf(billId, actor);
      if (!sources.row.stay.dischargedAt) throw ruleBroken(DISCHARGE_FIRST);
      const { payer, tpa } = sources.coverage;
      const recipientCode = tpa?.participantCode || payer.participantCode;
      if (!recipientCode) throw ruleBroken(NO_PARTICIPANT_CODE);
      const papers = await papersOf(sources, actor);
      const bundle = buildClaimBundle(bundleInputOf(sources, papers, new Date()));
      // Audited before it leaves: a send that fails on the way has still shown the record.
      await audited(actor, sources, `Sent the claim of bill ${sources.row.bill.number} to the claims exchange`);
      const sent = await deps.exchange.send({ path: 'claim/submit', workflowId: '15', recipientCode, bundle });
      return { correlationId: sent.correlationId, sentAt: new Date().toISOString() };
    },

    /** The whole claim file as a zip, named for the bill. */
    async file(billId: string, actor: Actor): Promise<{ fileName: string; bytes: Buffer }> {
      const sources = await sourcesOf(billId, actor);
      const papers = await papersOf(sources, actor);
      const bundle = buildClaimBundle(bundleInputOf(sources, papers, new Date()));
      await audited(actor, sources, `Downloaded the claim file of bill ${sources.row.bill.number}`);
      const bytes = await zipOf([
        ...papers.map((p) => ({ name: p.fileName, data: p.data })),
        // Unindented: the bundle carries every paper as base64 and is already the largest file.
        { name: 'claim-bundle.json', data: Buffer.from(JSON.stringify(bundle)) },
      ]);
      return { fileName: `claim-file-${fileSafe(sources.row.bill.number)}.zip`, bytes };
    },
  };
}

export type ClaimFileService = ReturnType<typeof createClaimFileService>;
