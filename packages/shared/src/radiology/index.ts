export * from './radiology.schemas.ts';
export * from './modality.ts';
