export * from './ward.schemas.ts';
export * from './admission.schemas.ts';
export * from './news2.ts';
export * from './vitals.schemas.ts';
export * from './mar.ts';
export * from './ward-round.schemas.ts';
export * from './discharge.schemas.ts';
export * from './news2-alert.schemas.ts';
