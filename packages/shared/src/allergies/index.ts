export * from './allergy.schemas.ts';
export * from './allergy-match.ts';
