export * from './pricing.ts';
export * from './sale.schemas.ts';
export * from './counter.schemas.ts';
export * from './returns.schemas.ts';
export * from './ward-issue.schemas.ts';
export * from './day-end.schemas.ts';
