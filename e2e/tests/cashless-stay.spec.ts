import { readFile } from 'node:fs/promises';
import { randomUUID } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { apiAs, CLINIC_TIMEZONE, DEMO, signedIn } from './support.ts';

test('a whole cashless stay: pre-auth and enhancement, surgery under a package with an excluded item, the split bill after final approval, and the payer settling short with TDS until it owes nothing', async ({
  browser,
  baseURL,
  playwright,
}) => {
  test.setTimeout(180_000);
  const tag = Date.now().toString().slice(-6);
  const today = new Date().toLocaleDateString('en-CA', { timeZone: CLINIC_TIMEZONE });
  const year = Number(today.slice(0, 4));
  type Api = Awaited<ReturnType<typeof apiAs>>;
  const [reception, doctor, nurse, desk] = await Promise.all([
    apiAs(playwright, baseURL!, DEMO.reception!),
    apiAs(playwright, baseURL!, DEMO.doctor!),
    apiAs(playwright, baseURL!, DEMO.nurse!),
    apiAs(playwright, baseURL!, DEMO.billing!),
  ]);
  const call = async (as: Api, url: string, data: object = {}, status = 201) => {
    const res = await as.request.post(url, { headers: { ...as.headers, 'idempotency-key': randomUUID() }, data });
    expect(res.status(), `${url}: ${await res.text()}`).toBe(status);
    return (await res.json()) as { _id: string };
  };
  const get = async <T>(as: Api, url: string) =>
    (await (await as.request.get(url, { headers: as.headers })).json()) as T;

  // Admitted with a TPA policy; pre-authorised and enhanced (the claim screens have their own test).
  const payers = await get<{ _id: string; code: string }[]>(reception, '/api/payers');
  const patient = await call(reception, '/api/patients?allowDuplicate=true', {
    givenName: `Cashless${tag}`,
    familyName: 'Deshmukh',
    age: 49,
    gender: 'Female',
    phone: `93${tag}55`,
    address: 'Karve Nagar, Pune',
  });
  const cover = await call(reception, `/api/patients/${patient._id}/coverages`, {
    payerId: payers.find((p) => p.code === 'STAR')!._id,
    tpaId: payers.find((p) => p.code === 'MEDIASSIST')!._id,
    policyNumber: `SH/CL/${tag}`,
    copayPercent: 10,
    validFrom: `${year - 1}-04-01`,
    validTo: `${year + 1}-03-31`,
  });
  const beds = await get<{ _id: string; number: string; wardId: string; wardName: string; roomType: string }[]>(
    reception,
    '/api/beds/available',
  );
  // General Ward B, away from the beds the in-patient (B2, B5) and package (B6) tests take.
  const bed = beds.find((b) => b.wardName === 'General Ward B' && !['B2', 'B5', 'B6'].includes(b.number))!;
  const doctors = await get<{ _id: string; name: string }[]>(reception, '/api/doctors');
  const stay = await call(reception, '/api/admissions', {
    patientId: patient._id,
    admissionDate: today,
    department: 'Cardiology',
    admittingDoctorId: doctors.find((d) => d.name === 'Dr. Vikram Rao')!._id,
    reasonForAdmission: 'Symptomatic gallstones',
    wardId: bed.wardId,
    roomType: bed.roomType,
    bedId: bed._id,
    coverageId: cover._id,
  });
  const claim = await call(desk, `/api/admissions/${stay._id}/claims`, {
    provisionalDiagnosis: 'Calculus of gallbladder with cholecystitis',
    icd10Code: 'K80.1',
    lineOfTreatment: 'Surgical',
    plannedProcedure: 'Laparoscopic cholecystectomy',
    expectedDays: 3,
    estimate: { packagePaise: 55_000_00 },
  });
  const move = (data: object) => call(desk, `/api/claims/${claim._id}/moves`, data, 200);
  await move({ to: 'Requested' });
  await move({ to: 'Approved', amountPaise: 40_000_00 });
  await move({ to: 'Requested', stage: 'Enhancement' });
  await move({ to: 'Approved', amountPaise: 70_000_00 });

  // The surgery is done and charged; a mesh the package excludes is added by hand.
  const procedures = await get<{ _id: string; name: string }[]>(desk, '/api/service/all');
  const surgery = await call(doctor, `/api/admissions/${stay._id}/care-orders`, {
    kind: 'Procedure',
    serviceId: procedures.find((s) => s.name === 'Laparoscopic cholecystectomy')!._id,
    urgency: 'Routine',
    instructions: '',
  });
  await call(nurse, `/api/care-orders/${surgery._id}/done`, {}, 200);
  await call(desk, `/api/billing/ip/${stay._id}/misc-lines`, {
    description: 'Polypropylene mesh',
    amountPaise: 6_000_00,
    reason: 'Used in theatre',
  });
  await call(nurse, `/api/admissions/${stay._id}/initiate-discharge`, {}, 200);

  const billing = await signedIn(browser, DEMO.billing!);
  await billing.goto(`/billing/patient-bill?admission=${stay._id}&tab=contract`);
  await billing.getByRole('combobox', { name: 'Package' }).click();
  await billing.getByRole('option', { name: 'LAPCHOLE — Laparoscopic cholecystectomy package' }).click();
  await billing.getByRole('button', { name: 'Apply package' }).click();
  await expect(billing.getByLabel('Stay package')).toContainText(
    'LAPCHOLE — Laparoscopic cholecystectomy package (General)',
  );
  await billing.getByRole('tab', { name: 'BILL DETAILS' }).click();
  await expect(billing.getByRole('table', { name: 'Package', exact: true })).toContainText(
    'Laparoscopic cholecystectomy — included in package',
  );
  await expect(billing.getByRole('table', { name: 'Miscellaneous' })).toContainText(
    'Polypropylene mesh — excluded from package',
  );

  // The payer's final approval, then the split bill: the payer's share and the patient's.
  await billing.getByRole('tab', { name: 'AUTHORIZATION' }).click();
  await billing.getByRole('button', { name: 'Ask for final approval' }).click();
  await billing
    .getByRole('dialog', { name: 'Ask for final approval' })
    .getByRole('button', { name: 'Mark as sent' })
    .click();
  await billing.getByRole('button', { name: "Record payer's reply" }).click();
  const reply = billing.getByRole('dialog', { name: "Record payer's reply" });
  await reply.getByLabel('Approved', { exact: true }).check();
  await reply.getByLabel('Total approved so far').fill('70000');
  await reply.getByRole('button', { name: 'Record reply' }).click();
  await expect(reply).toBeHidden();

  const view = await get<{
    totalPaise: number;
    split: { payerPaise: number; patientPaise: number; copayPaise: number };
  }>(desk, `/api/billing/ip/${stay._id}`);
  const rupees = (paise: number) =>
    `₹${(paise / 100).toLocaleString('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
  await billing.getByRole('tab', { name: 'BILL SUMMARY' }).click();
  const shares = billing.getByRole('table', { name: 'Payer and patient shares' });
  await expect(shares.getByRole('row', { name: /^Co-pay/ })).toContainText(rupees(view.split.copayPaise));
  await expect(shares.getByRole('row', { name: /^Payer pays/ })).toContainText(rupees(view.split.payerPaise));
  await expect(shares.getByRole('row', { name: /^Patient pays/ })).toContainText(rupees(view.split.patientPaise));

  await billing.getByRole('tab', { name: 'DISCHARGE' }).click();
  await billing.getByRole('button', { name: 'Finalize bill' }).click();
  await billing
    .getByRole('dialog', { name: 'Finalize bill' })
    .getByRole('button', { name: /^Finalize/ })
    .click();
  await expect(billing.getByText(/^Finalized BL\//).first()).toBeVisible();

  // The receivables desk submits the payer's bill and posts a short settlement with TDS.
  await billing.goto('/billing/receivables');
  const row = billing.getByRole('row', { name: new RegExp(`Cashless${tag}`) });
  await expect(row).toContainText('Not submitted');
  // The claim file: the papers as PDFs and the FHIR claim bundle, in one zip.
  const download = billing.waitForEvent('download');
  await row.getByRole('link', { name: /^Claim file of BL\// }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^claim-file-BL-[\w-]+\.zip$/);
  const zip = await readFile(await file.path());
  expect(zip.subarray(0, 2).toString()).toBe('PK');
  for (const name of ['01-final-bill-BL-', '05-pharmacy-bill.pdf', '06-pre-authorisation-PA-', 'claim-bundle.json'])
    expect(zip.toString('latin1')).toContain(name);
  await row.getByRole('button', { name: 'Submit' }).click();
  const send = billing.getByRole('dialog', { name: 'Submit to the payer' });
  await send.getByLabel("Payer's claim reference").fill(`MA-CLM-${tag}`);
  await send.getByRole('button', { name: 'Submit' }).click();
  await expect(row).toContainText('Submitted');
  await row.getByRole('button', { name: 'Settlement' }).click();
  const settle = billing.getByRole('dialog', { name: 'Record settlement' });
  const claimed = view.split.payerPaise;
  const deduction = 1_000_00;
  const tds = Math.round((claimed - deduction) / 10);
  await settle.getByLabel('Amount received').fill(String((claimed - deduction - tds) / 100));
  await settle.getByLabel('TDS (s.194J)').fill(String(tds / 100));
  await settle.getByLabel('UTR').fill(`UTIB${tag}0042`);
  await settle.getByRole('button', { name: 'Add deduction' }).click();
  await settle.getByLabel('Deduction 1 reason').fill('Registration and file charges not payable');
  await settle.getByLabel('Deduction 1 amount').fill(String(deduction / 100));
  await expect(settle.getByText(`Shortfall ${rupees(deduction)}`)).toBeVisible();
  await settle.getByLabel('Move it to the patient').check();
  await settle.getByRole('button', { name: 'Record settlement' }).click();
  await expect(settle).toBeHidden();
  await expect(row).toHaveCount(0);

  await billing.getByText('All', { exact: true }).click();
  const closed = billing.getByRole('row', { name: new RegExp(`Cashless${tag}`) });
  await expect(closed).toContainText('Closed');
  await expect(closed.getByRole('cell').nth(6)).toHaveText('₹0.00');
  const receivables = await get<{ patientName: string; outstandingPaise: number }[]>(
    desk,
    '/api/receivables?status=all',
  );
  expect(receivables.find((r) => r.patientName.includes(`Cashless${tag}`))?.outstandingPaise).toBe(0);

  // The patient's bill now carries what the payer did not pay.
  await billing.goto(`/billing/patient-bill?admission=${stay._id}&tab=summary`);
  await expect(billing.getByRole('row', { name: /^Not paid by the payer, moved to the patient/ })).toContainText(
    rupees(deduction),
  );
  await expect(billing.getByRole('row', { name: /^Patient's share/ })).toContainText(
    rupees(view.split.patientPaise + deduction),
  );
});
