import { expect, test, type Locator, type Page } from '@playwright/test';
import { DEMO, signIn } from './support.ts';

async function choose(scope: Page | Locator, page: Page, label: string, option: string | RegExp): Promise<void> {
  await scope.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option }).first().click();
}

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

test('inventory: masters, a two-line invoice verified into stock, an adjustment, and a CSV import', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const tag = String(Date.now()).slice(-6);
  const maker = `Sun Pharma ${tag}`;
  const supplier = `Pune Medico ${tag}`;
  const drug = `Azithromycin 500 ${tag}`;
  await signIn(page, DEMO.inventory!);

  await page.goto('/inventory/manufacturer-data');
  await page.getByRole('button', { name: 'Add Manufacturer' }).click();
  const mdialog = page.getByRole('dialog');
  await mdialog.getByRole('textbox', { name: /^Brand name/ }).fill(maker);
  await mdialog.getByRole('textbox', { name: /^Address/ }).fill('Goregaon, Mumbai');
  await mdialog.getByRole('button', { name: 'Add' }).click();
  await expect(page.getByText('Manufacturer added successfully!')).toBeVisible();
  await expect(page.getByRole('row', { name: new RegExp(maker) })).toBeVisible();

  await page.goto('/inventory/supplier-distributor-data');
  await page.getByRole('button', { name: 'Add Supplier' }).click();
  const sdialog = page.getByRole('dialog');
  await sdialog.getByRole('textbox', { name: /^Name/ }).fill(supplier);
  await sdialog.getByRole('textbox', { name: /^GST number/ }).fill('27AAPFU0939F1ZO');
  await sdialog.getByRole('textbox', { name: /^Phone number/ }).fill('9822055555');
  await sdialog.getByRole('textbox', { name: /^Address/ }).fill('Shivajinagar, Pune');
  await sdialog.getByRole('button', { name: 'Add' }).click();
  await expect(sdialog.getByText('GSTIN is not valid (check digit does not match)')).toBeVisible();
  await sdialog.getByRole('textbox', { name: /^GST number/ }).fill('27AAPFU0939F1ZV');
  await sdialog.getByRole('button', { name: 'Add' }).click();
  await expect(page.getByText('Supplier added successfully!')).toBeVisible();

  await page.goto('/inventory/add-material-drug');
  await page.getByRole('textbox', { name: /^Name/ }).fill(drug);
  await page.getByRole('combobox', { name: /^Manufacturer/ }).fill(maker);
  await page.getByRole('combobox', { name: /^Category/ }).fill('Tablet');
  await choose(page, page, 'Schedule', 'H1');
  await page.getByRole('textbox', { name: /^HSN code/ }).fill('30042019');
  await choose(page, page, 'GST (%)', /^5$/);
  await page.getByRole('spinbutton', { name: /^MRP/ }).fill('120');
  await page.getByRole('button', { name: 'Add' }).click();
  await expect(page.getByText('Drug added successfully!')).toBeVisible();
  await expect(page).toHaveURL('/inventory/material-drug', { timeout: 5000 });

  await page.goto('/inventory/add-stock-entry');
  await choose(page, page, 'Supplier', supplier);
  await page.getByRole('textbox', { name: /^Invoice number/ }).fill(`PM-${tag}`);
  const line = async (i: number, batch: string, qty: string, free: string) => {
    await page.getByRole('combobox', { name: `Drug ${i}` }).fill(drug);
    await page.getByRole('option', { name: drug }).click();
    await page.getByRole('textbox', { name: `Batch ${i}` }).fill(batch);
    await page.getByLabel(`Expiry ${i}`).fill(inDays(400));
    await page.getByLabel(`MRP ${i}`).fill('120');
    await page.getByLabel(`PTR ${i}`).fill('80');
    await page.getByLabel(`Quantity ${i}`).fill(qty);
    await page.getByLabel(`Free ${i}`).fill(free);
  };
  await line(1, `AZ${tag}A`, '50', '5');
  await page.getByRole('button', { name: 'Add items' }).click();
  await line(2, `AZ${tag}B`, '30', '0');
  await expect(page.getByTestId('total-quantity')).toHaveText('85');
  await expect(page.getByTestId('total-amount')).toHaveText('₹6,400.00');
  await choose(page, page, 'Status', 'Verified');
  await page.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(page.getByText('Stock entry added successfully')).toBeVisible();
  await expect(page).toHaveURL('/inventory/stock-entry', { timeout: 5000 });
  await expect(page.getByRole('row', { name: new RegExp(`PM-${tag}`) })).toContainText('Verified');

  await page.goto('/inventory/stock');
  await expect(page.getByRole('row', { name: new RegExp(`AZ${tag}A`) })).toContainText('55');
  await expect(page.getByRole('row', { name: new RegExp(`AZ${tag}B`) })).toContainText('30');

  await page.goto('/inventory/add-stock-adjustment');
  await choose(page, page, 'Item', drug);
  await choose(page, page, 'Batch number', new RegExp(`AZ${tag}A`));
  await expect(page.getByRole('textbox', { name: 'Current stock' })).toHaveValue('55');
  await page.getByRole('textbox', { name: /^Adjustment value/ }).fill('-60');
  await choose(page, page, 'Reason', 'Damage');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Adjustment would result in negative stock')).toBeVisible();
  await page.getByRole('textbox', { name: /^Adjustment value/ }).fill('-5');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Stock adjustment added successfully')).toBeVisible();
  await expect(page).toHaveURL('/inventory/stock-adjustments', { timeout: 5000 });
  await expect(page.getByRole('row', { name: new RegExp(drug) })).toContainText('-5');

  const csv = [
    'materialName,batch,dosageForm,qoh,stockUnit,purchaseRate,mrp,landedCost,supplier,expiryDate,receivedDate',
    `Pantoprazole 40 ${tag},PAN${tag},Tablet,60,Strip,40,95,,${supplier},${inDays(500)},`,
    `Metformin 500 ${tag},MET${tag},Tablet,90,Strip,15,32,,${supplier},${inDays(600)},`,
    `Betadine ${tag},BET${tag},Solution,12,Bottle,70,125,,,${inDays(700)},`,
  ].join('\n');
  await page.goto('/inventory/stock-migration');
  await page
    .getByLabel('Stock file')
    .setInputFiles({ name: 'opening-stock.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
  await page.getByRole('button', { name: 'Preview Data' }).click();
  await expect(page.getByText('Preview generated with 3 items. Please review before processing.')).toBeVisible();
  await expect(page.getByRole('table', { name: 'Preview' }).getByRole('row')).toHaveCount(4);
  await page.getByRole('button', { name: 'Upload & Process' }).click();
  const progress = page.getByLabel('Import progress', { exact: true });
  await expect(progress.getByText('Stock migration successful: 3 rows imported')).toBeVisible();
  await expect(progress.getByText('Completed')).toBeVisible();
  await expect(page).toHaveURL('/inventory/stock-entry', { timeout: 5000 });
  await page.goto('/inventory/stock');
  await expect(page.getByRole('row', { name: new RegExp(`MET${tag}`) })).toContainText('90');
});
