import fs from 'node:fs';
import { analyzeStyleTask } from '../drafting/tasks/analyze-style';
import type { TStyleBrief } from '../drafting/types';
import { DRAFT_BATCH_MAX } from '../drafting/tasks/draft-replies';
import { findCliches } from '../drafting/voice-guard/apply-cliches';
import { followsRule, isValidLength, styleDistance } from './draft-metrics';
import { buildEvalCases } from './eval-cases';
import { stanceCases, stanceFits, stanceSummary, type TStanceResult } from './stance';
import { emptyRow, formatTable, LEGEND, overall, type TRow } from './eval-report';
import {
  batchInput,
  costLines,
  counting,
  ctx,
  draftBatch,
  remember,
  type TDraftCost,
  type TEvalVoice,
  type TRecent,
} from './eval-drafting';
import { formatQuality, QUALITY_LEGEND, qualityRows } from './quality-report';
import { GOALS, type TDrafted } from './quality-metrics';
import type { LanguageService } from '../integrations/llm/types';
import type { TTokens } from '../integrations/llm/usage';

/**
 * One draft evaluation (eval-drafts.ts is its command line): sandbox personas draft the way
 * monitoring drafts (batches of five through the voice guard, each post with why it was picked, with
 * their reply examples, business, rules, audience and platform, X or Bluesky, and recent replies
 * growing as the run drafts), with whichever language service it is given.
 * A model's figures are printed beside their goals; the offline demo writer's are figures only.
 * Answers the goals a model missed overall (always empty for the demo writer).
 */
export type TEvalOptions = {
  seed: string;
  personas: number;
  posts: number;
  /** Print every post with its draft, and every stance misfit. */
  show: boolean;
  /** Write every post and draft as JSON to this file. */
  outFile: string | null;
  /** How many posts of the labelled stance set to draft (all of them by default). */
  stancePosts?: number;
  /** The tokens drafting calls have used so far (llm_calls), read before and after: tokens per draft. */
  tokens?: () => Promise<TTokens>;
};

async function evaluate(
  service: LanguageService,
  options: { seed: string; personas: number; posts: number; show: boolean },
  cost: TDraftCost,
  recent: TRecent,
  out: (line?: string) => void,
) {
  const rows: TRow[] = [];
  const run: (TDrafted & { postId: string })[] = [];
  const personas: TEvalVoice[] = [];
  for (const { persona, features, cases, rules } of buildEvalCases(options)) {
    const row = emptyRow(persona.username);
    const analyzed = await service.run(
      analyzeStyleTask,
      { username: persona.username, posts: persona.voicePosts, features },
      ctx,
    );
    const voice: TStyleBrief = {
      style_prompt: analyzed.style_prompt,
      features,
      examples: [],
      own_posts: persona.voicePosts,
      replies: persona.replies,
    };
    const evalVoice: TEvalVoice = {
      username: persona.username,
      posts: persona.voicePosts,
      heldOut: persona.heldOutPosts,
      voice,
      business: persona.business,
      audienceSummary: persona.audienceSummary,
      platform: persona.platform,
    };
    personas.push(evalVoice);
    const drafts: string[] = [];
    for (let from = 0; from < cases.length; from += DRAFT_BATCH_MAX) {
      const batch = cases.slice(from, from + DRAFT_BATCH_MAX);
      const items = batch.map((c) => ({
        post: c.input.post,
        pick: c.input.pick ?? null,
        thread: c.input.thread,
        matched_rule: c.input.matched_rule,
      }));
      const answers = await draftBatch(service, batchInput(evalVoice, items, rules, recent), cost);
      remember(recent, persona.username, answers);
      for (const [i, c] of batch.entries()) {
        const a = answers[i]!;
        row.drafts += 1;
        const text = a.text ?? '';
        if (a.failed) {
          row.errors += 1;
          process.stderr.write(`  @${persona.username}: ${a.skip}\n`);
        }
        row.slopBefore += findCliches(a.raw ?? '', persona.voicePosts).length;
        run.push({
          persona: persona.username,
          postId: c.input.post.id,
          post: c.input.post.text,
          draft: a.text,
          skipReason: a.text ? null : a.skip,
          rule: c.rule?.semantic_response ?? null,
        });
        row.slopAfter += findCliches(text, persona.voicePosts).length;
        if (isValidLength(text, persona.platform.length)) row.valid += 1;
        if (text) drafts.push(text);
        if (c.rule?.semantic_response) {
          row.ruleCases += 1;
          if (followsRule(text, c.rule.semantic_response)) row.ruleOk += 1;
        }
        if (options.show) {
          out(`  post  @${c.input.post.author.username}: ${c.input.post.text.replace(/\s+/gu, ' ')}`);
          out(`  draft @${persona.username}: ${text || `(skipped: ${a.skip})`}`);
          if (c.rule?.semantic_response) out(`  rule  ${c.rule.semantic_response}`);
          out();
        }
      }
    }
    if (drafts[0] && !options.show) out(`  @${persona.username}: "${drafts[0]}"`);
    row.style = styleDistance(drafts, persona.heldOutPosts).total;
    row.self = styleDistance(persona.voicePosts, persona.heldOutPosts).total;
    rows.push(row);
  }
  cost.drafts += run.filter((d) => d.draft).length;
  return { rows, run, personas };
}

/** The qualifier's reason for a labelled post: neutral, so it gives away nothing of the label. */
const STANCE_PICK_REASON = 'Worth a reply from them.';

/**
 * Drafts the labelled stance set in batches of five, the personas taking the batches in turn (each
 * with its voice, business and recent replies), and judges each draft.
 */
async function evaluateStance(
  service: LanguageService,
  personas: TEvalVoice[],
  cost: TDraftCost,
  recent: TRecent,
  limit?: number,
): Promise<TStanceResult[]> {
  const cases = stanceCases().slice(0, limit);
  const results: TStanceResult[] = [];
  for (let from = 0; from < cases.length; from += DRAFT_BATCH_MAX) {
    const batch = cases.slice(from, from + DRAFT_BATCH_MAX);
    const persona = personas[(from / DRAFT_BATCH_MAX) % personas.length]!;
    const items = batch.map((c, i) => ({
      post: {
        id: `stance-${from + i}`,
        text: c.post,
        author: { username: 'someone', name: 'Someone' },
        tweet_type: 'SINGLE' as const,
        original: null,
      },
      // Someone the persona follows closely: the labelled posts name nothing to search for.
      pick: { source: 'core_user' as const, value: 'someone', reason: STANCE_PICK_REASON },
      thread: [],
      matched_rule: null,
    }));
    const answers = await draftBatch(service, batchInput(persona, items, [], recent), cost);
    remember(recent, persona.username, answers);
    for (const [i, c] of batch.entries()) {
      const a = answers[i]!;
      if (a.failed) process.stderr.write(`  stance ${c.kind}: ${a.skip}\n`);
      results.push({ ...c, draft: a.text, fits: stanceFits(c.stance, c.post, a.text) });
    }
  }
  cost.drafts += results.filter((r) => r.draft).length;
  return results;
}

export async function runEvaluation(
  service: LanguageService,
  options: TEvalOptions,
  out: (line?: string) => void,
): Promise<string[]> {
  const started = performance.now();
  // The offline writer's figures are figures, not goals: it exists to show the whole loop without
  // keys, and tuning it until goals turned green made drafts that fit a handful of skeletons. The
  // goals are what a model's drafts must meet to be worth sending.
  const offline = service.kind === 'offline';
  const cost: TDraftCost = { calls: 0, runs: 0, posts: 0, sentBack: 0, drafts: 0 };
  const tokensBefore = options.tokens ? await options.tokens() : null;
  // Drafting's HTTP requests are watched for the run's length only.
  const { service: counted, stop } = counting(service, cost);
  try {
    return await evaluateAll(counted, options, { offline, started, cost, tokensBefore }, out);
  } finally {
    stop();
  }
}

async function evaluateAll(
  counted: LanguageService,
  options: TEvalOptions,
  spent: { offline: boolean; started: number; cost: TDraftCost; tokensBefore: TTokens | null },
  out: (line?: string) => void,
): Promise<string[]> {
  const { seed, personas, posts } = options;
  const { offline, started, cost, tokensBefore } = spent;
  const recent: TRecent = new Map();
  if (offline) {
    out(`Demo writer (offline), seed "${seed}", ${personas} personas x ${posts} posts`);
    for (const line of DEMO_NOTE) out(line);
  } else {
    out(
      `Draft evaluation: ${counted.kind} (${counted.model}), seed "${seed}", ${personas} personas x ${posts} posts, drafted in batches of ${DRAFT_BATCH_MAX}`,
    );
  }
  const evaluated = await evaluate(counted, { seed, personas, posts, show: options.show }, cost, recent, out);
  const { rows, run } = evaluated;
  const total = overall(rows);
  out();
  for (const line of [...formatTable([...rows, total]), '', ...LEGEND]) out(line);
  if (total.errors > 0) out(`${total.errors} drafts failed (reported above).`);
  const quality = qualityRows(run, evaluated.personas, !offline);
  out();
  for (const line of [...formatQuality(quality, !offline), '', ...QUALITY_LEGEND]) out(line);
  const stance = await evaluateStance(counted, evaluated.personas, cost, recent, options.stancePosts);
  const stanceRows = stanceSummary(stance);
  out();
  out(
    `Stance (${offline ? '' : `goal >= ${GOALS.stance * 100}% fitting; `}${stance.length} labelled posts, stance.ts):`,
  );
  for (const r of stanceRows) out(`  ${r.kind.padEnd(12)} ${String(r.fit).padStart(3)}/${r.of}`);
  if (options.show) {
    for (const r of stance.filter((x) => !x.fits))
      out(`  misfit ${r.kind}: "${r.post}" -> ${JSON.stringify(r.draft)}`);
  }
  const stanceAll = stanceRows.at(-1)!;
  const stanceMissed = stanceAll.fit / Math.max(1, stanceAll.of) < GOALS.stance;
  const tokensAfter = options.tokens ? await options.tokens() : null;
  const tokens =
    tokensBefore && tokensAfter && !offline
      ? {
          inputTokens: tokensAfter.inputTokens - tokensBefore.inputTokens,
          outputTokens: tokensAfter.outputTokens - tokensBefore.outputTokens,
        }
      : null;
  out();
  for (const line of costLines(cost, tokens, offline)) out(line);
  const callsMissed = cost.drafts > 0 && cost.calls / cost.drafts > GOALS.callsPerDraft;
  const skips = run.filter((d) => d.skipReason);
  if (skips.length > 0) {
    out();
    out(`Skipped (${skips.length}):`);
    for (const d of skips) out(`  @${d.persona} on ${d.postId}: ${d.skipReason}`);
  }
  const file = options.outFile;
  if (file) {
    const report = {
      personas: evaluated.personas.map((p) => ({
        username: p.username,
        posts: [...p.posts, ...p.heldOut],
      })),
      drafts: run.map((d) => ({
        persona: d.persona,
        post: { id: d.postId, text: d.post },
        draft: d.draft,
        skip_reason: d.skipReason,
        rule: d.rule ?? null,
      })),
      stance: stance.map((r) => ({
        kind: r.kind,
        stance: r.stance,
        post: r.post,
        draft: r.draft,
        fits: r.fits,
      })),
    };
    fs.writeFileSync(file, `${JSON.stringify(report, null, 2)}\n`);
    out(`Every draft written to ${file}`);
  }
  out(`${((performance.now() - started) / 1000).toFixed(1)} s`);
  if (offline) return [];
  const missed = [
    ...quality.at(-1)!.missed,
    ...(stanceMissed ? ['stance'] : []),
    ...(callsMissed ? ['calls per draft'] : []),
  ];
  out(missed.length > 0 ? `Goals missed overall: ${missed.join(', ')}` : 'Every goal met overall.');
  return missed;
}

/** Said under the demo writer's heading, so nobody reads its figures as drafts worth sending. */
const DEMO_NOTE = [
  'These figures describe the demo writer, which exists to show the whole loop without keys, not',
  'drafts worth sending; they are held to no bar. To judge drafts, run with --model PROVIDER:MODEL.',
];
