export * from './patient.schemas.ts';
export * from './charge.schemas.ts';
export * from './phonetic.ts';
