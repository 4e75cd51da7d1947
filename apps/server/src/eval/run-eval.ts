import fs from 'node:fs';
import { analyzeStyleTask } from '../drafting/tasks/analyze-style';
import { draftGuarded } from '../drafting/tasks/draft-guarded';
import { isDeclined } from '../integrations/llm/errors';
import type { LanguageService, TCallContext } from '../integrations/llm/types';
import type { TBusinessBrief, TRuleBrief, TStyleBrief } from '../drafting/types';
import { draftReplyTask } from '../drafting/tasks/draft-reply';
import {
  DRAFT_BATCH_MAX,
  itemInput,
  type TDraftBatchInput,
  type TDraftBatchItem,
} from '../drafting/tasks/draft-replies';
import { findCliches } from '../drafting/voice-guard/apply-cliches';
import { followsRule, isValidLength, styleDistance } from './draft-metrics';
import { buildEvalCases } from './eval-cases';
import { stanceCases, stanceFits, stanceSummary, type TStanceResult } from './stance';
import { emptyRow, formatTable, LEGEND, overall, type TRow } from './eval-report';
import { formatQuality, QUALITY_LEGEND, type TQualityRow } from './quality-report';
import {
  attributedShare,
  GOALS,
  missedGoals,
  quality,
  repeatedFrames,
  trainAuthorship,
  type TDrafted,
  type TQuality,
} from './quality-metrics';
import type { TTokens } from '../integrations/llm/usage';

/**
 * One draft evaluation (eval-drafts.ts is its command line): sandbox personas draft the way
 * monitoring drafts (batches of five through the voice guard, with their reply examples, business,
 * rules and recent replies growing as the run drafts), with whichever language service it is given.
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

const ctx: TCallContext = { userId: null };

/** The drafting tasks: a run of either is one model call (one llm_calls row) for a model. */
const DRAFTING: ReadonlySet<string> = new Set(['draft-replies', 'draft-reply']);

/** What drafting cost over the run: model calls, posts given, posts sent back, drafts written. */
type TDraftCost = { calls: number; posts: number; sentBack: number; drafts: number };

/** The service as given, counting every drafting call it makes (answered, declined or failed). */
function counting(service: LanguageService, cost: TDraftCost): LanguageService {
  return {
    kind: service.kind,
    model: service.model,
    run: (task, input, callCtx) => {
      if (DRAFTING.has(task.name)) cost.calls += 1;
      return service.run(task, input, callCtx);
    },
    streamChat: (input, callCtx) => service.streamChat(input, callCtx),
  };
}

type TBatchDraft = {
  id: string;
  raw: string | null;
  text: string | null;
  skip: string | null;
  failed: boolean;
};

/**
 * One batch drafted as monitoring drafts it (modules/monitoring/draft-replies.ts): up to five posts
 * in one call through draft-guarded.ts (the voice guard's checks, the posts it sends back asked
 * again once, in one call), a batch the model declines whole asked again post by post. A failure
 * other than declining fails the batch's posts, each reported, and the run goes on.
 */
async function draftBatch(
  service: LanguageService,
  input: TDraftBatchInput,
  cost: TDraftCost,
): Promise<TBatchDraft[]> {
  cost.posts += input.items.length;
  const reason = (err: unknown) => (err instanceof Error ? err.message : String(err));
  try {
    const { output, first, retried } = await draftGuarded(service, input, ctx);
    cost.sentBack += retried;
    return input.items.map((item, i) => {
      const d = output.drafts.find((x) => x.id === item.post.id);
      const text = d?.text?.trim() ? d.text : null;
      return {
        id: item.post.id,
        raw: first[i] ?? null,
        text,
        skip: text ? null : (d?.skip_reason ?? 'No draft for this post.'),
        failed: false,
      };
    });
  } catch (err) {
    if (!isDeclined(err)) {
      const skip = reason(err);
      return input.items.map((item) => ({ id: item.post.id, raw: null, text: null, skip, failed: true }));
    }
  }
  const drafts: TBatchDraft[] = [];
  for (const item of input.items) {
    const id = item.post.id;
    try {
      const { text } = await service.run(draftReplyTask, itemInput(input, item), ctx);
      const kept = text.trim() ? text : null;
      drafts.push({ id, raw: text, text: kept, skip: kept ? null : 'Empty draft.', failed: false });
    } catch (err) {
      drafts.push({ id, raw: null, text: null, skip: reason(err), failed: !isDeclined(err) });
    }
  }
  return drafts;
}

/** Each persona's drafts so far, newest first: its recent replies as the run grows. */
type TRecent = Map<string, string[]>;

/** The batch input of a persona's posts: its voice, rules, business and recent replies so far. */
function batchInput(
  persona: TEvalVoice,
  items: TDraftBatchItem[],
  rules: TRuleBrief[],
  recent: TRecent,
): TDraftBatchInput {
  return {
    items,
    voice: persona.voice,
    rules,
    business: persona.business,
    username: persona.username,
    recent_drafts: recent.get(persona.username) ?? [],
    // The other personas' drafts are those of the other accounts on the server.
    instance_drafts: [...recent].flatMap(([name, drafts]) => (name === persona.username ? [] : drafts)),
  };
}

/** Records a batch's drafts as the persona's newest recent replies, as monitoring does. */
function remember(recent: TRecent, persona: string, drafts: TBatchDraft[]): void {
  const written = drafts.flatMap((d) => (d.text ? [d.text] : [])).reverse();
  recent.set(persona, [...written, ...(recent.get(persona) ?? [])]);
}

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
  for (const { persona, features, cases } of buildEvalCases(options)) {
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
    };
    personas.push(evalVoice);
    // The user's rules: every rule any of its posts matched.
    const rules = cases.flatMap((c) => (c.rule ? [c.rule] : []));
    const drafts: string[] = [];
    for (let from = 0; from < cases.length; from += DRAFT_BATCH_MAX) {
      const batch = cases.slice(from, from + DRAFT_BATCH_MAX);
      const items = batch.map((c) => ({
        post: c.input.post,
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
        if (isValidLength(text)) row.valid += 1;
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

type TEvalVoice = {
  username: string;
  posts: string[];
  heldOut: string[];
  voice: TStyleBrief;
  business: TBusinessBrief | null;
};

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

/** The quality figures per persona and overall (repetition judged against the whole run). */
function qualityRows(run: TDrafted[], personas: TEvalVoice[], judged: boolean): TQualityRow[] {
  const missedOf = (q: TQuality) => (judged ? missedGoals(q) : []);
  const flags = new Map(repeatedFrames(run).map((flag, i) => [run[i]!, flag] as const));
  const model = trainAuthorship(personas.map((p) => ({ persona: p.username, posts: p.posts })));
  const ownPosts = (name: string) => {
    const p = personas.find((x) => x.username === name);
    return p ? [...p.posts, ...p.heldOut] : [];
  };
  const shares = personas.map((p) => {
    const drafts = run.filter((d) => d.persona === p.username && d.draft).map((d) => d.draft!);
    return {
      drafts: attributedShare(model, p.username, drafts),
      posts: attributedShare(model, p.username, p.heldOut),
    };
  });
  const rows: TQualityRow[] = personas.map((p, i) => {
    const q = quality(
      run.filter((d) => d.persona === p.username),
      flags,
      ownPosts,
      shares[i]!,
    );
    return { name: p.username, ...q, missed: missedOf(q) };
  });
  const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / Math.max(1, xs.length);
  const all = quality(run, flags, ownPosts, {
    drafts: mean(shares.map((s) => s.drafts)),
    posts: mean(shares.map((s) => s.posts)),
  });
  rows.push({ name: 'overall', ...all, missed: missedOf(all) });
  return rows;
}

/** The cost line: model calls per draft (re-asks included), the re-ask rate, tokens per draft. */
function costLines(cost: TDraftCost, tokens: TTokens | null, offline: boolean): string[] {
  const perDraft = (n: number) => (cost.drafts === 0 ? '-' : (n / cost.drafts).toFixed(2));
  const whole = (n: number) => (cost.drafts === 0 ? '-' : String(Math.round(n / cost.drafts)));
  const share = cost.posts === 0 ? '-' : `${((100 * cost.sentBack) / cost.posts).toFixed(1)}%`;
  const tokenLine =
    tokens === null
      ? 'tokens per draft: none (no model was called)'
      : `tokens per draft: ${whole(tokens.inputTokens)} in / ${whole(tokens.outputTokens)} out`;
  return [
    `Cost${offline ? '' : ` (goal: calls per draft <= ${GOALS.callsPerDraft})`}:`,
    offline
      ? `  calls per draft ${perDraft(cost.calls)} (${cost.calls} runs of the drafting task for ${cost.drafts} drafts; the demo writer calls no model)`
      : `  calls per draft ${perDraft(cost.calls)} (${cost.calls} drafting calls for ${cost.drafts} drafts, re-asks and per-post retries included)`,
    `  re-asks ${share} (${cost.sentBack} of ${cost.posts} posts sent back by the voice guard)`,
    `  ${tokenLine}`,
  ];
}

export async function runEvaluation(
  service: LanguageService,
  options: TEvalOptions,
  out: (line?: string) => void,
): Promise<string[]> {
  const { seed, personas, posts } = options;
  const started = performance.now();
  // The offline writer's figures are figures, not goals: it exists to show the whole loop without
  // keys, and tuning it until goals turned green made drafts that fit a handful of skeletons. The
  // goals are what a model's drafts must meet to be worth sending.
  const offline = service.kind === 'offline';
  const cost: TDraftCost = { calls: 0, posts: 0, sentBack: 0, drafts: 0 };
  const tokensBefore = options.tokens ? await options.tokens() : null;
  const counted = counting(service, cost);
  const recent: TRecent = new Map();
  if (offline) {
    out(`Demo writer (offline), seed "${seed}", ${personas} personas x ${posts} posts`);
    for (const line of DEMO_NOTE) out(line);
  } else {
    out(
      `Draft evaluation: ${service.kind} (${service.model}), seed "${seed}", ${personas} personas x ${posts} posts, drafted in batches of ${DRAFT_BATCH_MAX}`,
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
