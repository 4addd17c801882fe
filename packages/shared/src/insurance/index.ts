export * from './payer.schemas.ts';
export * from './coverage.schemas.ts';
export * from './claim.schemas.ts';
export * from './claim-document.schemas.ts';
export * from './receivable.schemas.ts';
export * from './tariff.schemas.ts';
