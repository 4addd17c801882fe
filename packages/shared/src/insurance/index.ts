export * from './payer.schemas.ts';
export * from './coverage.schemas.ts';
export * from './claim.schemas.ts';
export * from './claim-document.schemas.ts';
