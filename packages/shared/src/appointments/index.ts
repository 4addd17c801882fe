export * from './appointment.schemas.ts';
