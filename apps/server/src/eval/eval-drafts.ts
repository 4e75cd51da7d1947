/**
 * Draft evaluation: drafts replies for sandbox personas with whichever language model is configured
 * (offline by default) and prints, per persona and overall, the slop-phrase rate before and after
 * the voice guard, length validity, style distance to the persona's held-out posts, and rule
 * compliance. Run: npm run eval:drafts -- [--personas N] [--posts N] [--seed S] [--show]
 * (--show prints every post with its draft; otherwise one draft per persona).
 */
import { loadConfig } from '../config';
import { openDatabase } from '../db/client';
import { createLanguageService } from '../boot';
import { analyzeStyleTask } from '../drafting/tasks/analyze-style';
import { draftReplyTask } from '../drafting/tasks/draft-reply';
import type { LanguageService, TCallContext, TTask } from '../integrations/llm/types';
import type { TDraftInput, TDraftOutput } from '../drafting/types';
import { findCliches } from '../drafting/voice-guard/apply-cliches';
import { createLogger } from '../lib/logger';
import { followsRule, isValidLength, styleDistance } from './draft-metrics';
import { buildEvalCases } from './eval-cases';
import { emptyRow, formatTable, LEGEND, overall, type TRow } from './eval-report';

const out = (line = '') => process.stdout.write(`${line}\n`);
/** A bad command line: said in one line, without a stack. */
class UsageError extends Error {}
const ctx: TCallContext = { userId: null };

function option(args: string[], name: string): string | undefined {
  const at = args.indexOf(`--${name}`);
  return at >= 0 ? args[at + 1] : args.find((a) => a.startsWith(`--${name}=`))?.split('=')[1];
}

function count(value: string | undefined, fallback: number, max: number): number {
  const n = value === undefined ? fallback : Number(value);
  if (!Number.isInteger(n) || n < 1 || n > max)
    throw new UsageError(`expected a whole number from 1 to ${max}, got ${value}`);
  return n;
}

/** The draft as the model (or the offline drafter) wrote it, and as the product would show it. */
async function draftBothWays(
  service: LanguageService,
  input: TDraftInput,
): Promise<{ raw: string; final: string }> {
  const unguarded: TTask<TDraftInput, TDraftOutput> = { ...draftReplyTask, postProcess: undefined };
  const answer = await service.run(unguarded, input, ctx);
  const final = draftReplyTask.postProcess ? draftReplyTask.postProcess(answer, input).text : answer.text;
  return { raw: answer.text, final };
}

async function evaluate(
  service: LanguageService,
  options: { seed: string; personas: number; posts: number; show: boolean },
) {
  const rows: TRow[] = [];
  for (const { persona, features, cases } of buildEvalCases(options)) {
    const row = emptyRow(persona.username);
    const analyzed = await service.run(
      analyzeStyleTask,
      { username: persona.username, posts: persona.voicePosts, features },
      ctx,
    );
    const voice = {
      style_prompt: analyzed.style_prompt,
      features,
      examples: [],
      own_posts: persona.voicePosts,
    };
    const drafts: string[] = [];
    for (const c of cases) {
      row.drafts += 1;
      let text = '';
      try {
        const { raw, final } = await draftBothWays(service, { ...c.input, voice });
        row.slopBefore += findCliches(raw, persona.voicePosts).length;
        text = final;
      } catch (err) {
        row.errors += 1;
        process.stderr.write(`  @${persona.username}: ${err instanceof Error ? err.message : String(err)}\n`);
      }
      row.slopAfter += findCliches(text, persona.voicePosts).length;
      if (isValidLength(text)) row.valid += 1;
      if (text) drafts.push(text);
      if (c.rule?.semantic_response) {
        row.ruleCases += 1;
        if (followsRule(text, c.rule.semantic_response)) row.ruleOk += 1;
      }
      if (options.show) {
        out(`  post  @${c.input.post.author.username}: ${c.input.post.text.replace(/\s+/gu, ' ')}`);
        out(`  draft @${persona.username}: ${text}`);
        if (c.rule?.semantic_response) out(`  rule  ${c.rule.semantic_response}`);
        out();
      }
    }
    if (drafts[0] && !options.show) out(`  @${persona.username}: "${drafts[0]}"`);
    row.style = styleDistance(drafts, persona.heldOutPosts).total;
    row.self = styleDistance(persona.voicePosts, persona.heldOutPosts).total;
    rows.push(row);
  }
  return rows;
}

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const config = loadConfig();
  const seed = option(args, 'seed') ?? config.SANDBOX_SEED;
  const personas = count(option(args, 'personas'), 6, 50);
  const posts = count(option(args, 'posts'), 8, 100);
  const started = performance.now();
  // A throwaway in-memory database: a configured model records its usage rows there.
  const database = await openDatabase({ dataDir: null });
  try {
    await database.migrate();
    const service = createLanguageService({ config, db: database.db, logger: createLogger('silent') });
    out(
      `Draft evaluation: ${service.kind} (${service.model}), seed "${seed}", ${personas} personas x ${posts} posts`,
    );
    const rows = await evaluate(service, { seed, personas, posts, show: args.includes('--show') });
    const total = overall(rows);
    out();
    for (const line of [...formatTable([...rows, total]), '', ...LEGEND]) out(line);
    if (total.errors > 0) out(`${total.errors} drafts failed (reported above).`);
    out(`${((performance.now() - started) / 1000).toFixed(1)} s`);
  } finally {
    await database.close();
  }
}

main().catch((err: unknown) => {
  const message =
    err instanceof UsageError ? err.message : err instanceof Error ? (err.stack ?? err.message) : String(err);
  process.stderr.write(`${message}\n`);
  process.exit(1);
});
