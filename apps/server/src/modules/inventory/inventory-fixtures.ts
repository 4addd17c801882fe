import type { TestApp } from '../../test/build-test-app.ts';

export const SUPPLIER = {
  name: 'Mahalaxmi Pharma Distributors',
  gstNumber: '27AAPFU0939F1ZV',
  regionType: 'Local',
  phoneNumber: '9822012345',
  address: 'Budhwar Peth, Pune',
  city: 'Pune',
  state: 'Maharashtra',
  pinCode: '411002',
  dueDateForBill: '45 days after bill date',
};
export const DRUG = {
  name: 'Paracetamol 500mg Tablet',
  molecule: 'Paracetamol',
  manufacturer: 'Cipla',
  category: 'Tablet',
  schedule: 'OTC',
  hsn: '30049099',
  packing: '10x10',
  weight: '',
  measurement: 'mg',
  gst: 5,
  mrp: 30,
};

export function futureDate(days: number): string {
  const d = new Date();
  d.setDate(d.getDate() + days);
  return d.toISOString().slice(0, 10);
}

export function invoice(overrides: Record<string, unknown> = {}, items?: Record<string, unknown>[]) {
  return {
    supplier: SUPPLIER.name,
    invoiceNumber: 'INV-0001',
    invoiceDate: new Date().toISOString().slice(0, 10),
    dueDate: futureDate(45),
    status: 'Pending',
    totalItems: 0,
    totalValue: 0,
    totalGST: 0,
    itemDetails: items ?? [
      {
        drug: DRUG.name,
        batchNumber: 'PCM001',
        expiryDate: futureDate(400),
        mrp: 30,
        ptr: 20,
        quantity: 100,
        freeQuantity: 10,
        disc: 5,
      },
    ],
    ...overrides,
  };
}

export const as = (t: TestApp, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  t.injectAs(['inventory'], { method, url: `/api/inventory${url}`, payload });

/** A multipart body with one file in field `file`, as a browser sends it. */
export function upload(filename: string, contentType: string, content: string | Buffer) {
  const boundary = '----clinic-test-boundary';
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: ${contentType}\r\n\r\n`;
  const body = Buffer.concat([
    Buffer.from(head),
    Buffer.isBuffer(content) ? content : Buffer.from(content),
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload: body, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}
