export * from './auth/index.ts';
export * from './http/index.ts';
export * from './india/index.ts';
export * from './staff/index.ts';
export * from './clinic/index.ts';
export * from './audit/index.ts';
