import fs from 'node:fs';
import { analyzeStyleTask } from '../drafting/tasks/analyze-style';
import { draftGuarded } from '../drafting/tasks/draft-guarded';
import { isDeclined, LlmError } from '../integrations/llm/errors';
import type { LanguageService, TCallContext } from '../integrations/llm/types';
import type { TDraftInput } from '../drafting/types';
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
} from './quality-metrics';

/**
 * One draft evaluation (eval-drafts.ts is its command line): sandbox personas draft through the
 * path monitoring drafts with, with whichever language service it is given, and every figure is
 * printed beside its goal through `out`. Answers the goals missed overall (empty when none).
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
};

const ctx: TCallContext = { userId: null };

/**
 * The draft as the model (or the offline drafter) first wrote it, and as the product would show it:
 * through what monitoring drafts with (draft-guarded.ts: the batch prompt, the voice guard's checks
 * with their one retry, the guard's tidying), one post per call. A post declined throws as a single
 * draft's would, so a skip is told from a failure the same way.
 */
async function draftBothWays(
  service: LanguageService,
  input: TDraftInput,
): Promise<{ raw: string; final: string; retried: number }> {
  const { output, first, retried } = await draftGuarded(service, { ...input, items: [input] }, ctx);
  const final = output.drafts[0];
  if (!final?.text) throw new LlmError('empty', final?.skip_reason ?? 'No draft for this post.');
  return { raw: first[0] ?? '', final: final.text, retried };
}

async function evaluate(
  service: LanguageService,
  options: { seed: string; personas: number; posts: number; show: boolean },
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
    const voice = {
      style_prompt: analyzed.style_prompt,
      features,
      examples: [],
      own_posts: persona.voicePosts,
      replies: [],
    };
    personas.push({
      username: persona.username,
      posts: persona.voicePosts,
      heldOut: persona.heldOutPosts,
      voice,
    });
    const drafts: string[] = [];
    for (const c of cases) {
      row.drafts += 1;
      let text = '';
      let skipReason: string | null = null;
      try {
        // The persona's drafts so far are its recent drafts, the other personas' those of the other
        // accounts on the server: what monitoring passes (modules/monitoring/recent-drafts.ts).
        const { raw, final } = await draftBothWays(service, {
          ...c.input,
          voice,
          recent_drafts: [...drafts].reverse(),
          instance_drafts: run
            .filter((d) => d.draft && d.persona !== persona.username)
            .map((d) => d.draft!)
            .reverse(),
        });
        row.slopBefore += findCliches(raw, persona.voicePosts).length;
        text = final;
        if (!text.trim()) skipReason = 'empty draft';
      } catch (err) {
        skipReason = err instanceof Error ? err.message : String(err);
        // Declining a post is a skip, with its reason; anything else is a failure.
        if (!isDeclined(err)) {
          row.errors += 1;
          process.stderr.write(`  @${persona.username}: ${skipReason}\n`);
        }
      }
      run.push({
        persona: persona.username,
        postId: c.input.post.id,
        post: c.input.post.text,
        draft: skipReason ? null : text,
        skipReason,
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
  return { rows, run, personas };
}

type TEvalVoice = { username: string; posts: string[]; heldOut: string[]; voice: TDraftInput['voice'] };

/** Drafts the labelled stance set, the personas taking the posts in turn, and judges each draft. */
async function evaluateStance(
  service: LanguageService,
  personas: TEvalVoice[],
  limit?: number,
): Promise<TStanceResult[]> {
  const results: TStanceResult[] = [];
  for (const [i, c] of stanceCases().slice(0, limit).entries()) {
    const persona = personas[i % personas.length]!;
    let draft: string | null = null;
    try {
      const { final } = await draftBothWays(service, {
        post: {
          id: `stance-${i}`,
          text: c.post,
          author: { username: 'someone', name: 'Someone' },
          tweet_type: 'SINGLE',
          original: null,
        },
        thread: [],
        rules: [],
        matched_rule: null,
        business: null,
        username: persona.username,
        voice: persona.voice,
      });
      draft = final.trim() ? final : null;
    } catch (err) {
      if (!isDeclined(err))
        process.stderr.write(`  stance ${c.kind}: ${err instanceof Error ? err.message : String(err)}\n`);
    }
    results.push({ ...c, draft, fits: stanceFits(c.stance, c.post, draft) });
  }
  return results;
}

/** The quality figures per persona and overall (repetition judged against the whole run). */
function qualityRows(run: TDrafted[], personas: TEvalVoice[]): TQualityRow[] {
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
    return { name: p.username, ...q, missed: missedGoals(q) };
  });
  const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / Math.max(1, xs.length);
  const all = quality(run, flags, ownPosts, {
    drafts: mean(shares.map((s) => s.drafts)),
    posts: mean(shares.map((s) => s.posts)),
  });
  rows.push({ name: 'overall', ...all, missed: missedGoals(all) });
  return rows;
}

export async function runEvaluation(
  service: LanguageService,
  options: TEvalOptions,
  out: (line?: string) => void,
): Promise<string[]> {
  const { seed, personas, posts } = options;
  const started = performance.now();
  out(
    `Draft evaluation: ${service.kind} (${service.model}), seed "${seed}", ${personas} personas x ${posts} posts`,
  );
  const evaluated = await evaluate(service, { seed, personas, posts, show: options.show }, out);
  const { rows, run } = evaluated;
  const total = overall(rows);
  out();
  for (const line of [...formatTable([...rows, total]), '', ...LEGEND]) out(line);
  if (total.errors > 0) out(`${total.errors} drafts failed (reported above).`);
  const quality = qualityRows(run, evaluated.personas);
  out();
  for (const line of [...formatQuality(quality), '', ...QUALITY_LEGEND]) out(line);
  const stance = await evaluateStance(service, evaluated.personas, options.stancePosts);
  const stanceRows = stanceSummary(stance);
  out();
  out(`Stance (goal >= ${GOALS.stance * 100}% fitting; ${stance.length} labelled posts, stance.ts):`);
  for (const r of stanceRows) out(`  ${r.kind.padEnd(12)} ${String(r.fit).padStart(3)}/${r.of}`);
  if (options.show) {
    for (const r of stance.filter((x) => !x.fits))
      out(`  misfit ${r.kind}: "${r.post}" -> ${JSON.stringify(r.draft)}`);
  }
  const stanceAll = stanceRows.at(-1)!;
  const stanceMissed = stanceAll.fit / Math.max(1, stanceAll.of) < GOALS.stance;
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
  const missed = [...quality.at(-1)!.missed, ...(stanceMissed ? ['stance'] : [])];
  if (missed.length > 0) out(`Goals missed overall: ${missed.join(', ')}`);
  return missed;
}
