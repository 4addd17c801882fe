export * from './register.schemas.ts';
export * from './register-details.ts';
