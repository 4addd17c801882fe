import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    globalSetup: ['src/test/global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 120_000,
    pool: 'forks',
    // Vitest leaves one core free by default: on a 2-core runner that is one file at a time.
    maxWorkers: Math.max(2, availableParallelism()),
    // Files share a worker's loaded modules (PGlite's compiled WASM, the app's code): the server
    // has no module-level state and the tests mock no modules, so each file still starts from a
    // fresh database copy of its own (decision 0008).
    isolate: false,
  },
});
