export * from './masters.schemas.ts';
export * from './drug.schemas.ts';
export * from './stock.schemas.ts';
export * from './import.schemas.ts';
