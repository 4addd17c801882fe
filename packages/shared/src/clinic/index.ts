export * from './clinic.schemas.ts';
