export * from './theatre.schemas.ts';
export * from './surgery.schemas.ts';
