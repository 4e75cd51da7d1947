/**
 * What every benchmark answers: figures with the goal beside each. `ok` is null where there is no
 * goal (a figure printed for information) or where the run was too short to judge (--quick).
 */
export type TFigure = {
  /** Which benchmark: P1 … P5. */
  bench: string;
  /** What was measured, e.g. "GET /api/interactions/pending, PGlite". */
  name: string;
  value: number;
  unit: string;
  /** The goal in words, e.g. "≥ 0.2× ceiling" or "< 2 s". */
  goal: string | null;
  ok: boolean | null;
  /** Anything a reader needs to judge the figure (ceiling measured in the same run, rows, ...). */
  note?: string;
};

export type TBenchOptions = {
  /** Each benchmark briefly: CI runs this to prove they still work; no figure is judged. */
  quick: boolean;
};

/** One benchmark: answers its figures, or a reason it could not run here (skipped, not failed). */
export type TBenchmark = {
  id: string;
  title: string;
  run: (options: TBenchOptions) => Promise<TFigure[] | { skipped: string }>;
};
