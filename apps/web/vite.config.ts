import os from 'node:os';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';

// In development the API runs on its own port (see scripts/dev.mjs); the browser talks to Vite only.
const apiTarget = `http://127.0.0.1:${process.env.API_PORT ?? '3001'}`;

export default defineConfig(({ command }) => {
  // The web app is always built for production, whatever NODE_ENV the shell or the server's mode
  // has: NODE_ENV=development in the environment would otherwise build React's development bundle
  // (twice the weight, and slower). Vite reads NODE_ENV again after loading this file.
  if (command === 'build') process.env.NODE_ENV = 'production';
  return {
    plugins: [react(), tailwindcss()],
    resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
    server: {
      port: Number(process.env.PORT ?? 3000),
      proxy: {
        '/api': apiTarget,
        '/dev': apiTarget,
        '/sandbox': apiTarget,
        '/billing': apiTarget,
        '/healthz': apiTarget,
      },
    },
    // The manifest lets bench/web-weight.ts add up what each route loads.
    build: { outDir: 'dist', sourcemap: true, manifest: true },
    test: {
      environment: 'jsdom',
      globals: false,
      setupFiles: ['./src/test/setup.ts'],
      include: ['src/**/*.test.{ts,tsx}'],
      css: false,
      // One worker per core (vitest's default leaves one of two idle).
      maxWorkers: Math.max(2, os.availableParallelism()),
      isolate: false,
      // Bounds on waiting, never speed targets: beside the browser journeys in npm test's other
      // lane, a component test typing into a form took over vitest's default 5 s, and a hook that
      // loads the onboarding's later steps (lazy modules, transformed on first use) over its 10 s.
      testTimeout: 20_000,
      hookTimeout: 60_000,
    },
  };
});
