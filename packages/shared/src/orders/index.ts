export * from './order-life.ts';
