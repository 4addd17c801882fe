export * from './abha-number.ts';
export * from './abha-fields.ts';
export * from './abha-address.ts';
export * from './abha-qr.ts';
export * from './abha-scan.schemas.ts';
export * from './health-records.schemas.ts';
