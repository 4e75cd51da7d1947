/** The draft evaluation's figures: one row per persona, the overall row, and the printed table. */
export type TRow = {
  name: string;
  drafts: number;
  /** Cliché hits summed over the drafts, before and after the voice guard. */
  slopBefore: number;
  slopAfter: number;
  valid: number;
  errors: number;
  /** Style distance of the drafts to the held-out posts; `self`: of the two halves of posts. */
  style: number;
  self: number;
  ruleCases: number;
  ruleOk: number;
};

export function emptyRow(name: string): TRow {
  return {
    name,
    drafts: 0,
    slopBefore: 0,
    slopAfter: 0,
    valid: 0,
    errors: 0,
    style: 0,
    self: 0,
    ruleCases: 0,
    ruleOk: 0,
  };
}

/** Counts add up; distances are the mean over personas. */
export function overall(rows: TRow[]): TRow {
  const total = emptyRow('overall');
  for (const r of rows) {
    for (const key of [
      'drafts',
      'slopBefore',
      'slopAfter',
      'valid',
      'errors',
      'ruleCases',
      'ruleOk',
    ] as const) {
      total[key] += r[key];
    }
    total.style += r.style / rows.length;
    total.self += r.self / rows.length;
  }
  return total;
}

const cell = (s: string | number, width: number) => String(s).padStart(width);

export function formatTable(rows: TRow[]): string[] {
  const lines = [
    `${'persona'.padEnd(16)}${cell('drafts', 7)}${cell('slop/draft raw', 16)}${cell('guarded', 9)}${cell('valid', 7)}` +
      `${cell('style d', 9)}${cell('self d', 8)}${cell('rule ok', 9)}`,
  ];
  for (const r of rows) {
    const per = (n: number) => (r.drafts === 0 ? '-' : (n / r.drafts).toFixed(2));
    const valid = r.drafts === 0 ? '-' : `${Math.round((100 * r.valid) / r.drafts)}%`;
    lines.push(
      `${r.name.padEnd(16)}${cell(r.drafts, 7)}${cell(per(r.slopBefore), 16)}${cell(per(r.slopAfter), 9)}${cell(valid, 7)}` +
        `${cell(r.style.toFixed(2), 9)}${cell(r.self.toFixed(2), 8)}${cell(r.ruleCases === 0 ? '-' : `${r.ruleOk}/${r.ruleCases}`, 9)}`,
    );
  }
  return lines;
}

export const LEGEND = [
  'slop/draft: clichés of voice-guard/cliches.ts per draft (those the persona writes themselves aside), before and after the',
  "voice guard. valid: not empty and within the persona's platform's limit (X: 280 weighted characters, Bluesky: 300",
  "graphemes). style d: distance (0..1, see draft-metrics.ts) between the drafts and the persona's held-out posts;",
  "self d: between the persona's two halves of posts, for scale.",
  "rule ok: drafts that follow the attached rule's semantic response (its links present, half its content words used).",
];
