import { setupServer } from 'msw/node';

/**
 * The API mocked at the network layer for component tests: each test declares the replies it
 * needs with `server.use(http.get('/api/…', …))`; a request nobody declared fails the test.
 */
export const server = setupServer();
