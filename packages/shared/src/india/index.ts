export * from './states.ts';
export * from './gstin.ts';
export * from './financial-year.ts';
export * from './mobile.ts';
export * from './aadhaar.ts';
