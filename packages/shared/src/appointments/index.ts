export * from './appointment.schemas.ts';
export * from './queue.schemas.ts';
export * from './display.schemas.ts';
export * from './absence.schemas.ts';
