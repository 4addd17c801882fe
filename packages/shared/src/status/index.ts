export * from './machine.ts';
export * from './machines.ts';
