export * from './ranges.ts';
export * from './parameter.schemas.ts';
export * from './order.schemas.ts';
export * from './differential.ts';
