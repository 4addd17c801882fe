/**
 * The sign-in replies' schemas on an entry of their own, so the web app can load them (and zod)
 * after the sign-in page draws: `@clinic/shared/auth` is also imported statically by that page
 * for its texts and landing paths, and a bundle keeps a module imported both ways in the first
 * chunk (issue 34).
 */
export { demoAccountListSchema, loginReplySchema, meReplySchema } from '../auth/auth.schemas.ts';
