export * from './message.schemas.ts';
