import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const server = (file: string) => fileURLToPath(new URL(`../../apps/server/${file}`, import.meta.url));

export default defineConfig({
  resolve: {
    // The server's test harness imports 'vitest' from the repository's node_modules; it must be
    // this runner's own copy, or its hooks would register with a runner that never runs them.
    alias: [{ find: /^vitest$/, replacement: fileURLToPath(import.meta.resolve('vitest')) }],
  },
  test: {
    include: ['*.test.ts'],
    // The server's own setup: a console.error nobody expected fails the test.
    setupFiles: [server('test/setup.ts')],
    // Migrates the template database every app's database is created from (DATABASE_URL below).
    globalSetup: [server('test/global-setup.ts')],
    env: {
      DATABASE_URL: process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test',
      REDIS_HOST: process.env.REDIS_HOST ?? '127.0.0.1:6379',
    },
    environment: 'node',
    globals: false,
    // Each file starts a whole network (PLC, PDS, AppView: about 570 MB); one at a time.
    fileParallelism: false,
    // One module cache for the four files: each used to import dev-env and the product again (41 s
    // of 104 s alone). Every file starts and closes its own network and app, so no state is shared
    // (decision 0089): 83 → 55 s of CPU.
    isolate: false,
    testTimeout: 30_000,
    hookTimeout: 120_000,
  },
});
