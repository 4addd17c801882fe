export * from './vitals.ts';
export * from './prescription.ts';
export * from './medical-history.schemas.ts';
export * from './encounter.schemas.ts';
export * from './prescription-templates.schemas.ts';
