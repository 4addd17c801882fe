export * from './service.schemas.ts';
