export * from './pricing.ts';
export * from './sale.schemas.ts';
