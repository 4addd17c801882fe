export * from './staff.schemas.ts';
