import type { TEvalVoice } from './eval-drafting';
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

/**
 * The quality table: one row per persona and the overall row; with `goals` (a model's run) a goal
 * line under the heading and a column of the goals each row missed.
 */
export type TQualityRow = TQuality & { name: string; missed: string[] };

/** The quality figures per persona and overall (repetition judged against the whole run). */
export function qualityRows(run: TDrafted[], personas: TEvalVoice[], judged: boolean): TQualityRow[] {
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

const cell = (s: string | number, width: number) => String(s).padStart(width);
const pct = (n: number, of: number) => (of === 0 ? '-' : `${Math.round((100 * n) / of)}%`);
const points = (share: number) => `${Math.round(100 * share)}%`;

export function formatQuality(rows: TQualityRow[], goals: boolean): string[] {
  const goalLine = `${'goal'.padEnd(16)}${cell('', 7)}${cell(`<= ${GOALS.repetition * 100}%`, 12)}${cell(
    String(GOALS.copying),
    9,
  )}${cell(`>= ${GOALS.relevance * 100}%`, 11)}${cell(`gap <= ${GOALS.authorshipGap * 100}`, 22)}${cell('', 8)}`;
  const lines = [
    `${'persona'.padEnd(16)}${cell('drafts', 7)}${cell('repetition', 12)}${cell('copying', 9)}${cell('relevance', 11)}` +
      `${cell('authorship draft/post', 22)}${cell('skips', 8)}${goals ? '  missed' : ''}`,
    ...(goals ? [goalLine] : []),
  ];
  for (const r of rows) {
    lines.push(
      `${r.name.padEnd(16)}${cell(r.drafts, 7)}${cell(pct(r.repeated, r.drafts), 12)}${cell(r.copied, 9)}` +
        `${cell(pct(r.relevant, r.drafts), 11)}${cell(`${points(r.authorshipDrafts)}/${points(r.authorshipPosts)}`, 22)}` +
        `${cell(r.skipped, 8)}${goals ? `  ${r.missed.length === 0 ? 'ok' : r.missed.join(', ')}` : ''}`,
    );
  }
  return lines;
}

export const QUALITY_LEGEND = [
  'repetition: drafts sharing a 4-word sequence (not from their posts) or a 3-word opening with another draft of the run.',
  "copying: drafts with 8+ consecutive words of the persona's own posts. relevance: drafts sharing a content word",
  "(stop and generic words aside) with their post. authorship: share of the persona's drafts, and of its held-out posts,",
  "that a character 3-5-gram TF-IDF model of every persona's posts attributes to the persona. skips: posts not drafted.",
];
