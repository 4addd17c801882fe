export * from './backups.schemas.ts';
