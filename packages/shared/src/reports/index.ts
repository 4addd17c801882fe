export * from './report.schemas.ts';
export * from './report-range.ts';
export * from './dashboard.schemas.ts';
