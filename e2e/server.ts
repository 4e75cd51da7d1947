// The product for the browser tests: API and web app from one process, on a fresh data folder
// (embedded database, secrets, uploads) that is removed when the server stops, beside the local
// services the journeys need. serve.mjs runs it, bundled (apps/server/dist/e2e-server.mjs); the port and
// public URL come from the Playwright config.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { REPO_ROOT } from '../apps/server/src/lib/repo-root';

const builtIndex = path.join(REPO_ROOT, 'apps/web/dist/index.html');
if (!fs.existsSync(builtIndex)) {
  console.error(`[e2e] The web app is not built (${builtIndex} is missing). Run \`npm run build\` first.`);
  process.exit(1);
}

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'gatling-e2e-'));
process.env.DATA_DIR = dataDir;
process.on('exit', () => {
  try {
    fs.rmSync(dataDir, { recursive: true, force: true });
  } catch {
    // a leftover folder in the temp directory is harmless
  }
});

// A local Google Sheets for the core-user import journeys, on the port the journeys derive from
// the product's (fixtures/sheets.ts); the server reads its configuration when main.ts loads, so
// set it first.
const { fakeSheetsPortFor } = await import('./fixtures/sheets');
const { PORT } = await import('./env');
const { startFakeSheetsServer } = await import('../apps/server/test/fakes/sheets-server');
const fakeSheets = await startFakeSheetsServer({
  port: fakeSheetsPortFor(Number(process.env.PORT) || PORT),
});
process.env.GOOGLE_SHEETS_BASE_URL = fakeSheets.url;

// A local Ollama (its model list and its OpenAI-compatible chat) for the drafting model journey,
// on a port derived the same way (fixtures/ollama.ts).
const { fakeOllamaPortFor, FAKE_OLLAMA_ANSWER } = await import('./fixtures/ollama');
const { startFakeOllama } = await import('../apps/server/test/fakes/ollama-server');
const fakeOllama = await startFakeOllama({
  port: fakeOllamaPortFor(Number(process.env.PORT) || PORT),
  defaultText: FAKE_OLLAMA_ANSWER,
});
process.env.OLLAMA_URL = fakeOllama.url;
// The operator allows one server of users' own (nothing listens there), so the screen offers an
// OpenAI-compatible server and the journey sees the server refuse an address it does not allow.
// Loopback stays refused (LLM_ALLOW_LOOPBACK unset), as on any server by default.
process.env.LLM_ALLOWED_BASE_URLS = 'https://llm.internal.example/v1';

// A local Bluesky (the XRPC wire fake) with the journeys' accounts (fixtures/bluesky.ts), on a
// port of its own choosing: only this server talks to it. It stops with the server. A server for a
// journey on the defaults (E2E_BLUESKY_FAKE=off) has none: with BLUESKY_SERVICE_URL unset, Bluesky
// is the sandbox network's (docs/decisions/0067).
if (process.env.E2E_BLUESKY_FAKE !== 'off') {
  const { blueskyFakeAccounts } = await import('./fixtures/bluesky');
  const { startBlueskyFake } = await import('../apps/server/test/fakes/bluesky/server');
  const fakeBluesky = await startBlueskyFake({ accounts: blueskyFakeAccounts() });
  process.env.BLUESKY_SERVICE_URL = fakeBluesky.url;
  for (const signal of ['SIGINT', 'SIGTERM']) {
    process.once(signal, () => void fakeBluesky.close().catch(() => undefined));
  }
}

await import('../apps/server/src/main');
