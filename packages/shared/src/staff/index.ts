export * from './staff.schemas.ts';
export * from './department.schemas.ts';
