export * from './display.ts';
export * from './calendar-date.ts';
