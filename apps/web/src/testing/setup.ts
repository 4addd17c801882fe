import '@testing-library/jest-dom/vitest';
import { notifications } from '@mantine/notifications';
import { cleanup } from '@testing-library/react';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { DEFAULT_CLINIC_TIME_ZONE, setClinicTimeZone } from '../lib/format.ts';
import { server } from './server.ts';

// jsdom lacks these browser APIs that Mantine uses.
Object.defineProperty(window, 'matchMedia', {
  writable: true,
  value: (query: string) => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: () => undefined,
    removeListener: () => undefined,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    dispatchEvent: () => false,
  }),
});
class ResizeObserverStub {
  observe(): void {}
  unobserve(): void {}
  disconnect(): void {}
}
window.ResizeObserver = ResizeObserverStub;
window.HTMLElement.prototype.scrollIntoView = () => undefined;
// Mantine's autosize textarea listens for web fonts loading.
// Configurable: with isolate off, every test file runs this setup again in the same window.
Object.defineProperty(document, 'fonts', {
  configurable: true,
  value: { addEventListener: () => undefined, removeEventListener: () => undefined },
});

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  cleanup();
  // Toasts live in a module-wide store: one test's toast must not show up in the next.
  notifications.clean();
  server.resetHandlers();
  // A test's clock answer sets the zone module-wide; the next file starts from the default.
  setClinicTimeZone(DEFAULT_CLINIC_TIME_ZONE);
});
afterAll(() => server.close());
