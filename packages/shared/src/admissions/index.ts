export * from './ward.schemas.ts';
export * from './admission.schemas.ts';
