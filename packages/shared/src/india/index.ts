export * from './states.ts';
export * from './gstin.ts';
