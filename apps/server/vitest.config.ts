import os from 'node:os';
import { configDefaults, defineConfig } from 'vitest/config';
import { RUNS_ONCE } from './test/runs-once.ts';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    // On PostgreSQL only the files that open a database run again (test/runs-once.ts).
    exclude: [...configDefaults.exclude, ...(process.env.DATABASE_URL?.trim() ? RUNS_ONCE : [])],
    setupFiles: ['./test/setup.ts'],
    globalSetup: ['./test/global-setup.ts'],
    isolate: false,
    environment: 'node',
    globals: false,
    // One worker per core (vitest's default leaves one idle): every file opens its own database
    // (PGlite in memory, or a fresh PostgreSQL database), so files do not share state.
    maxWorkers: Math.max(2, os.availableParallelism()),
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
