import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { apiAs, DEMO, signedIn } from './support.ts';

test("the patient record lists the demo patient's care contexts and downloads a consultation as a FHIR document", async ({
  browser,
  playwright,
  baseURL,
}) => {
  const admin = await apiAs(playwright, baseURL ?? '', DEMO.clinicAdmin!);
  const found = await admin.request.get('/api/patients?search=asha.kulkarni@sbx', { headers: admin.headers });
  const [asha] = ((await found.json()) as { data: { _id: string }[] }).data;

  const page = await signedIn(browser, DEMO.clinicAdmin!);
  await page.goto(`/reception/patient-record/${asha!._id}`);
  const records = page.getByRole('table', { name: 'Health records' });
  await expect(records).toContainText('OP visit, Dr. Priya Sharma');
  await expect(records).toContainText('Stay ');
  const download = page.waitForEvent('download');
  await records.getByRole('link', { name: /^Download the consultation of OP visit/ }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^OPConsultRecord-[0-9a-f]{8}\.json$/);
  const bundle = JSON.parse(await readFile(await file.path(), 'utf8')) as {
    type: string;
    entry: { resource: { resourceType: string; type?: { coding?: { code: string }[] } } }[];
  };
  expect(bundle.type).toBe('document');
  expect(bundle.entry[0]!.resource.resourceType).toBe('Composition');
  expect(bundle.entry[0]!.resource.type?.coding?.[0]?.code).toBe('371530004');
});
