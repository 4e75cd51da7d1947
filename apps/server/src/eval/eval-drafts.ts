/**
 * Draft evaluation, from the command line: drafts replies for sandbox personas the way monitoring
 * does (batches of five through the voice guard) and prints, per persona and overall, the
 * slop-phrase rate before and after the voice guard, length validity, style distance and rule
 * compliance; then the quality figures (quality-metrics.ts): repetition, copying, relevance,
 * authorship, stance (a labelled set, stance-set.ts) and skips; then what drafting cost: model calls
 * per draft (HTTP requests to the model, repairs and retries included), the re-ask rate and tokens
 * per draft. With no --model it runs the offline demo writer,
 * whose figures are printed without goals; with --model the figures stand beside their goals, and
 * the run exits 1 when it misses one (run-eval.ts holds the evaluation itself).
 *
 * Run: npm run eval:drafts -- [--seed S] [--personas N] [--posts N] [--stance N] [--show]
 *        [--out FILE] [--model PROVIDER:MODEL]
 * --model drafts with that model instead of the configured one (eval-model.ts says how it is
 * reached and where its key is read); --show prints every post with its draft; --out writes every
 * post and draft as JSON for anyone to audit; --stance drafts only the first N stance posts.
 */
import { loadConfig } from '../config';
import { openDatabase } from '../db/client';
import { createLanguageService } from '../boot';
import { createLogger } from '../lib/logger';
import { draftingTokens, evalModelService, EvalUsageError } from './eval-model';
import { runEvaluation } from './run-eval';
import { stanceCases } from './stance';

const out = (line = '') => process.stdout.write(`${line}\n`);

function option(args: string[], name: string): string | undefined {
  const at = args.indexOf(`--${name}`);
  return at >= 0 ? args[at + 1] : args.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3);
}

function count(value: string | undefined, fallback: number, max: number): number {
  const n = value === undefined ? fallback : Number(value);
  if (!Number.isInteger(n) || n < 1 || n > max)
    throw new EvalUsageError(`expected a whole number from 1 to ${max}, got ${value}`);
  return n;
}

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const config = loadConfig();
  const logger = createLogger('silent');
  // A throwaway in-memory database: a model records its usage rows there.
  const database = await openDatabase({ dataDir: null });
  try {
    await database.migrate();
    const model = option(args, 'model');
    const service = model
      ? evalModelService(model, { config, db: database.db, logger, env: process.env })
      : createLanguageService({ config, db: database.db, logger });
    const missed = await runEvaluation(
      service,
      {
        seed: option(args, 'seed') ?? config.SANDBOX_SEED,
        personas: count(option(args, 'personas'), 6, 50),
        posts: count(option(args, 'posts'), 8, 100),
        stancePosts: count(option(args, 'stance'), stanceCases().length, stanceCases().length),
        show: args.includes('--show'),
        outFile: option(args, 'out') ?? null,
        tokens: () => draftingTokens(database.db),
      },
      out,
    );
    if (missed.length > 0) process.exitCode = 1;
  } finally {
    await database.close();
  }
}

main().catch((err: unknown) => {
  const message =
    err instanceof EvalUsageError
      ? err.message
      : err instanceof Error
        ? (err.stack ?? err.message)
        : String(err);
  process.stderr.write(`${message}\n`);
  process.exit(1);
});
