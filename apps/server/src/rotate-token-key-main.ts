import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { ConfigError, loadConfig } from './config';
import { openDatabase } from './db/client';
import { rotateTokenKey } from './db/rotate-token-key';
import { TokenKeyMismatchError } from './db/token-key-check';

/**
 * `npm run rotate-token-key`: re-seals every stored OAuth token and model API key with a new key. Stop every API and
 * worker process first. The new key is NEW_TOKEN_ENCRYPTION_KEY, or a fresh one. Without a
 * configured TOKEN_ENCRYPTION_KEY the key lives in the data folder and is replaced there; with one,
 * the operator sets TOKEN_ENCRYPTION_KEY to the new key before starting the processes again. No
 * key is ever printed: a given one the operator has, a fresh one is written to a file of the data
 * folder that only its owner can read.
 */
async function main(): Promise<void> {
  const config = loadConfig();
  const secretFile = path.join(config.dataDir, 'token-encryption.secret');
  const oldKey =
    config.TOKEN_ENCRYPTION_KEY ??
    (fs.existsSync(secretFile) ? fs.readFileSync(secretFile, 'utf8').trim() : undefined);
  if (!oldKey) {
    console.error(
      `No token key to rotate: TOKEN_ENCRYPTION_KEY is not set and ${secretFile} does not exist.`,
    );
    process.exit(1);
  }
  const given = config.NEW_TOKEN_ENCRYPTION_KEY;
  const newKey = given ?? randomBytes(32).toString('base64url');
  const database = await openDatabase({ url: config.DATABASE_URL, dataDir: config.dataDir });
  try {
    await database.migrate();
    const resealed = await rotateTokenKey(database.db, oldKey, newKey);
    if (config.TOKEN_ENCRYPTION_KEY && given) {
      // The operator has the key already: it is never repeated where logs and terminals keep it.
      process.stdout.write(
        `Re-sealed ${resealed} stored secrets (OAuth tokens, model API keys). Set TOKEN_ENCRYPTION_KEY to the value of NEW_TOKEN_ENCRYPTION_KEY for every process, then start them.\n`,
      );
    } else if (config.TOKEN_ENCRYPTION_KEY) {
      // A key made here goes to a file only its owner reads, never to the output.
      const keyFile = path.join(config.dataDir, 'token-encryption.new-key');
      fs.mkdirSync(config.dataDir, { recursive: true });
      fs.writeFileSync(keyFile, `${newKey}\n`, { mode: 0o600 });
      process.stdout.write(
        `Re-sealed ${resealed} stored secrets (OAuth tokens, model API keys). The new key is in ${keyFile}: set TOKEN_ENCRYPTION_KEY to it for every process, start them, then delete the file.\n`,
      );
    } else {
      fs.writeFileSync(secretFile, newKey, { mode: 0o600 });
      process.stdout.write(
        `Re-sealed ${resealed} stored secrets (OAuth tokens, model API keys); the new key is in ${secretFile}.\n`,
      );
    }
  } finally {
    await database.close();
  }
}

main().catch((err: unknown) => {
  if (err instanceof ConfigError || err instanceof TokenKeyMismatchError) console.error(err.message);
  else console.error(err);
  process.exit(1);
});
