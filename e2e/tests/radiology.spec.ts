import { expect, test } from '@playwright/test';
import { apiAs, DEMO, paidAtDesk, signedIn } from './support.ts';

const XSS =
  '<p>Probe text</p><img src=x onerror="window.__xss=1"><script>window.__xss=2</script>' +
  '<p onmouseover="window.__xss=4">hover</p><a href="javascript:window.__xss=3">click me</a>';

test('an X-ray from a consultation is reported from a template, signed, printed, amended and read by the doctor; a hostile template is inert', async ({
  browser,
  playwright,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const given = `Xray${Date.now().toString().slice(-6)}`;
  const reception = await apiAs(playwright, baseURL!, DEMO.reception!);
  const patient = await reception.request.post('/api/patients?allowDuplicate=true', {
    headers: reception.headers,
    data: {
      givenName: given,
      familyName: 'Kamat',
      age: 52,
      gender: 'Male',
      phone: `94${Date.now().toString().slice(-8)}`,
      address: 'Kothrud, Pune',
    },
  });
  const patientId = ((await patient.json()) as { _id: string })._id;
  const doctorApi = await apiAs(playwright, baseURL!, DEMO.doctor!);
  const services = (await (await doctorApi.request.get('/api/service/all', { headers: doctorApi.headers })).json()) as {
    _id: string;
    name: string;
  }[];
  const visit = await doctorApi.request.post('/api/encounters', {
    headers: { ...doctorApi.headers, 'idempotency-key': `rad-e2e-${Date.now()}` },
    data: {
      patientId,
      medicalHistory: {},
      diagnoses: [{ description: 'Cough for three weeks' }],
      radiologyStudies: [services.find((s) => s.name === 'X-Ray Chest PA View')?._id],
    },
  });
  expect(visit.status()).toBe(201);
  await paidAtDesk(playwright, baseURL!, patientId);
  const radiologyApi = await apiAs(playwright, baseURL!, DEMO.radiology!);
  const probeName = `XSS probe ${given}`;
  const probe = await radiologyApi.request.post('/api/radiology/templates', {
    headers: radiologyApi.headers,
    data: { name: probeName, modality: 'X-ray', content: XSS },
  });
  expect(probe.status()).toBe(201);

  // The radiologist finds the study among the open cases and takes it.
  const rad = await signedIn(browser, DEMO.radiology!);
  await rad.goto('/radiology');
  await rad.getByLabel('Search by patient').fill(given);
  const row = rad.getByRole('table', { name: 'Radiology cases' }).getByRole('row', { name: new RegExp(given) });
  await expect(row).toContainText('X-Ray Chest PA View');
  await expect(row).toContainText('Pending');
  await row.getByRole('link', { name: new RegExp(given) }).click();
  await expect(rad.getByText('Cough for three weeks')).toBeVisible();
  await rad.getByRole('combobox', { name: 'Radiologist' }).click();
  await rad.getByRole('option', { name: 'Dr. Lakshmi Rao' }).click();
  await rad.getByRole('button', { name: 'Assign' }).click();
  await expect(rad.getByText('Assignment saved')).toBeVisible();

  // A report from the chest X-ray template, signed.
  await rad.getByRole('link', { name: 'Write report' }).click();
  await rad.getByRole('combobox', { name: 'Template' }).click();
  await rad.getByRole('option', { name: 'Chest X-ray PA — normal' }).click();
  const editor = rad.locator('.ProseMirror').first();
  await expect(editor).toContainText('Trachea central');
  await editor.locator('p').last().click();
  await rad.keyboard.press('End');
  await rad.keyboard.type(' Follow up if the cough persists.');
  await rad.getByRole('button', { name: 'Save & sign' }).click();
  await expect(rad.getByText('Report signed')).toBeVisible();
  const signed = rad.getByTestId('signed-report');
  await expect(signed).toContainText('No significant abnormality detected. Follow up if the cough persists.');
  await expect(rad.getByText(/Signed by Dr\. Lakshmi Rao, MBBS, MD \(Radiodiagnosis\)/)).toBeVisible();

  // Printed on the print kit with the radiologist's credentials.
  await rad.evaluate(() => {
    (window as unknown as { printed: number }).printed = 0;
    window.print = () => {
      (window as unknown as { printed: number }).printed += 1;
    };
  });
  await rad.getByRole('button', { name: 'Print' }).click();
  await expect.poll(() => rad.evaluate(() => (window as unknown as { printed: number }).printed)).toBe(1);
  const printout = rad.getByTestId('radiology-report-print');
  await expect(printout).toContainText('Radiology Report');
  await expect(printout).toContainText(given);
  await expect(printout).toContainText('X-Ray Chest PA View');
  await expect(printout).toContainText('Reg. No. MMC-2009/11872');

  // An addendum keeps the signed text and says who added what, when.
  await rad.getByLabel('Addendum').locator('.ProseMirror').click();
  await rad.keyboard.type('Compared with the 2025 film: no interval change.');
  await rad.getByRole('button', { name: 'Add addendum' }).click();
  await expect(rad.getByText('Addendum added')).toBeVisible();
  await expect(rad.getByTestId('addendum')).toContainText('Addendum by Dr. Lakshmi Rao');
  await expect(signed).toContainText('Follow up if the cough persists.');

  // The ordering doctor reads it in the patient's record.
  const doctor = await signedIn(browser, DEMO.doctor!);
  await doctor.goto(`/doctor/patient-record-medicalform/${patientId}`);
  const report = doctor.getByTestId('radiology-report');
  await expect(report).toContainText('X-Ray Chest PA View');
  await expect(report).toContainText('No significant abnormality detected');
  await expect(report).toContainText('no interval change');

  // The hostile template shows its text and runs nothing, in the view and in the editor.
  await rad.goto('/radiology/saved-templates?view=table');
  await rad.getByRole('link', { name: probeName, exact: true }).click();
  const content = rad.getByTestId('template-content');
  await expect(content).toContainText('Probe text');
  await content.getByText('hover').hover();
  await content.getByText('click me').click();
  expect(await rad.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined();
  await expect(content.locator('img, script')).toHaveCount(0);
  await rad.getByRole('link', { name: 'Edit' }).click();
  await expect(rad.locator('.ProseMirror').first()).toContainText('Probe text');
  expect(await rad.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined();
});
