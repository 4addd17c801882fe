export * from './roles.ts';
export * from './landing.ts';
export * from './auth.schemas.ts';
