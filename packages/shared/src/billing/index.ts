export * from './bill.schemas.ts';
export * from './bill-math.ts';
export * from './room-rent.ts';
export * from './ip-bill.schemas.ts';
export * from './collections.schemas.ts';
export * from './folio.schemas.ts';
export * from './refund-mode.ts';
export * from './shift.schemas.ts';
