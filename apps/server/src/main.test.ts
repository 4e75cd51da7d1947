import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';
import { REPO_ROOT } from './config';
import { entryArgs } from '../test/kits/process-entry';

// The product as `npm start` and `npm run worker` start it: real processes, each from its own
// working directory, on one data folder.
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'gatling-main-'));
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

type TRun = { code: number | null; output: string };

/** Starts main.ts; stops it once it serves, or answers how it ended on its own. */
function start(cwd: string, env: Record<string, string> = {}): Promise<TRun> {
  const { DATABASE_URL: _ignored, HOST: _host, ...inherited } = process.env;
  const child = spawn(process.execPath, entryArgs('main'), {
    cwd,
    env: { ...inherited, NODE_ENV: 'development', PORT: '0', LOG_LEVEL: 'info', DATA_DIR: dataDir, ...env },
  });
  let output = '';
  return new Promise((resolve) => {
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('is running at')) child.kill('SIGTERM');
    };
    child.stdout.on('data', read);
    child.stderr.on('data', read);
    child.on('exit', (code) => resolve({ code, output }));
  });
}

// Each test starts the product once or twice, in order, on the one data folder: 1.5-4 s a test
// alone, 7-23 s measured in CI beside the browser journeys (the first start creates the embedded
// database). The bound is the suite's 30 s doubled for that, and for nothing else in this file.
describe('processes share one data folder and one token key', { timeout: 60_000 }, () => {
  // A quickstart must not be open to the network: in development mode the dev outbox, the test
  // checkout and the sandbox's pages are there for the person at this machine.
  let key = '';

  test('started from the root, it creates the data folder and its key, and serves this machine only', async () => {
    const fromRoot = await start(REPO_ROOT);
    expect(fromRoot.output).toContain('is running at');
    expect(fromRoot.output).toMatch(/"address":"127\.0\.0\.1"/);
    expect(fromRoot.output).not.toContain('other machines can reach this server');
    key = fs.readFileSync(path.join(dataDir, 'token-encryption.secret'), 'utf8');
  });

  test('started from apps/server (where npm run worker runs), it opens the same data and key; HOST opens it to the network, and it says so', async () => {
    const fromServer = await start(path.join(REPO_ROOT, 'apps/server'), { HOST: '0.0.0.0' });
    expect(fromServer.output).toContain('is running at');
    expect(fromServer.output).toMatch(/"address":"0\.0\.0\.0"/);
    expect(fromServer.output).toContain('other machines can reach this server');
    expect(fromServer.output).not.toContain('differs');
    expect(fs.readFileSync(path.join(dataDir, 'token-encryption.secret'), 'utf8')).toBe(key);
  });

  test("another token key than the data folder's stops at once", async () => {
    const otherKey = await start(REPO_ROOT, { TOKEN_ENCRYPTION_KEY: randomBytes(32).toString('base64url') });
    expect(otherKey.code).toBe(1);
    expect(otherKey.output).toContain('The token encryption key differs');
    expect(otherKey.output).not.toContain('is running at');
  });

  test('npm run rotate-token-key replaces the key in the data folder; the product starts with it', async () => {
    const before = fs.readFileSync(path.join(dataDir, 'token-encryption.secret'), 'utf8');
    const { DATABASE_URL: _ignored, ...inherited } = process.env;
    const rotate = spawnSync(process.execPath, entryArgs('rotate-token-key-main'), {
      cwd: REPO_ROOT,
      env: { ...inherited, DATA_DIR: dataDir },
      encoding: 'utf8',
    });
    expect(rotate.stderr).toBe('');
    expect(rotate.stdout).toMatch(
      /Re-sealed 0 stored secrets \(OAuth tokens, model API keys\); the new key is in/,
    );
    const after = fs.readFileSync(path.join(dataDir, 'token-encryption.secret'), 'utf8');
    expect(after).not.toBe(before);
    expect((await start(REPO_ROOT)).output).toContain('is running at');
    // The old key is refused from now on.
    const old = await start(REPO_ROOT, { TOKEN_ENCRYPTION_KEY: before });
    expect(old.code).toBe(1);
  });

  test('rotate-token-key never prints a key: a given one stays unsaid, a fresh one goes to a private file', async () => {
    const { DATABASE_URL: _ignored, ...inherited } = process.env;
    const rotate = (env: Record<string, string>) =>
      spawnSync(process.execPath, entryArgs('rotate-token-key-main'), {
        cwd: REPO_ROOT,
        env: { ...inherited, DATA_DIR: dataDir, ...env },
        encoding: 'utf8',
      });
    const current = fs.readFileSync(path.join(dataDir, 'token-encryption.secret'), 'utf8').trim();
    const given = randomBytes(32).toString('base64url');
    const first = rotate({ TOKEN_ENCRYPTION_KEY: current, NEW_TOKEN_ENCRYPTION_KEY: given });
    expect(first.stderr).toBe('');
    expect(first.stdout).toContain('Set TOKEN_ENCRYPTION_KEY to the value of NEW_TOKEN_ENCRYPTION_KEY');
    expect(first.stdout).not.toContain(given);
    expect(first.stdout).not.toContain(current);

    const second = rotate({ TOKEN_ENCRYPTION_KEY: given });
    expect(second.stderr).toBe('');
    const keyFile = path.join(dataDir, 'token-encryption.new-key');
    const fresh = fs.readFileSync(keyFile, 'utf8').trim();
    expect(fresh).toMatch(/^[\w-]{43}$/);
    expect(fs.statSync(keyFile).mode & 0o077).toBe(0);
    expect(second.stdout).toContain(keyFile);
    expect(second.stdout).not.toContain(fresh);
    expect(second.stdout).not.toContain(given);
  });
});
