import { availableParallelism } from 'node:os';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  plugins: [react()],
  server: { proxy: { '/api': 'http://localhost:3000' } },
  build: { sourcemap: false, chunkSizeWarningLimit: 600 },
  test: {
    environment: 'jsdom',
    // Vitest leaves one core free by default: on a 2-core runner that is one file at a time. Two
    // files at once slow each test down, so a test gets 15 s rather than 5.
    maxWorkers: Math.max(2, availableParallelism()),
    testTimeout: 15_000,
    // One jsdom window per worker instead of one per file: the suite ran 110 s isolated and 39 s
    // not. The setup file cleans what tests leave behind (DOM, toasts, MSW handlers).
    isolate: false,
    setupFiles: ['./src/testing/setup.ts'],
    include: ['src/**/*.test.{ts,tsx}'],
    css: false,
  },
});
