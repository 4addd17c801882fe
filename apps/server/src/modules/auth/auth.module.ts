import { demoAccountSource } from '../../seed/demo-accounts.ts';
import { defineModule, routeSet } from '../../module-kit.ts';
import { authRoutes } from './auth.routes.ts';

/** Sign-in, sessions, the signed-in user and the demo accounts of the sign-in page. */
export const authModule = defineModule({
  name: 'auth',
  routes: [routeSet(authRoutes, (c) => ({ auth: c.services.auth, demoAccounts: demoAccountSource(c.demo) }))],
  // Sessions that end: every instance closes their open event streams (app.ts).
  live: [
    { name: 'sessionEnded', channel: 'session_ended', event: 'session.ended' },
    { name: 'userSessionsEnded', channel: 'user_sessions_ended', event: 'user.sessions_ended' },
  ],
});
