export * from './roles.ts';
export * from './permissions.ts';
export * from './role-permissions.ts';
export * from './landing.ts';
export * from './auth-messages.ts';
export * from './auth.schemas.ts';
export * from './custom-roles.schemas.ts';
