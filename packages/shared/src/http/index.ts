export * from './api-error.ts';
export * from './messages.ts';
export * from './paging.ts';
export * from './number-field.ts';
