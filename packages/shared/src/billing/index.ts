export * from './bill.schemas.ts';
export * from './bill-math.ts';
