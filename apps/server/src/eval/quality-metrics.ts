import { contentStemsOf, openingWords, readableText, wordRuns } from './reading';

/**
 * Figures that fail when drafts are not worth sending, each with its goal for a model's drafts (the
 * offline demo writer's figures are printed without goals: run-eval.ts). Every one is computed
 * from the texts alone (never from what the drafter says it did), read with the evaluation's own
 * reading (reading.ts), not the voice guard's or the offline writer's, so a drafter cannot pass
 * them by construction; quality-metrics.test.ts feeds them known-bad drafts and watches them fail.
 */

/** One drafted (or skipped) post of a run. */
export type TDrafted = {
  persona: string;
  post: string;
  draft: string | null;
  skipReason: string | null;
  /** The response the user's matched rule asks for, when one matched: its wording is the user's. */
  rule?: string | null;
};

export const GOALS = {
  /** At most this share of drafts repeats a frame of another draft of the run. */
  repetition: 0.05,
  /** No draft copies 8+ consecutive words of its persona's own posts. */
  copying: 0,
  /** At least this share of drafts takes up something its post says. */
  relevance: 0.95,
  /** Drafts are attributed to their persona at most this many points below its held-out posts. */
  authorshipGap: 0.1,
  /** At least this share of the labelled stance set gets a draft whose tone fits (stance.ts). */
  stance: 0.9,
  /** At most this many model calls per draft written, the voice guard's re-asks included. */
  callsPerDraft: 1.1,
} as const;

/**
 * Which drafts repeat a frame of another draft of the same run: a shared 4-word sequence, or the
 * same opening 3 words. A sequence that either draft's post contains does not count (quoting the
 * post is not a frame), nor one its matched rule's response dictates ("our notes on … at
 * example.com/…" is what the user asked every such reply to say), both as the reply addresses them
 * ("your side project"), so only the drafter's own wording is judged. Answers one flag per draft (false for skipped ones).
 */
export function repeatedFrames(run: TDrafted[]): boolean[] {
  const grams = run.map((d) => (d.draft ? wordRuns(d.draft, 4) : new Set<string>()));
  // As the reply addresses them: the author's "my side project" and the rule's "their side project"
  // are the reply's "your side project".
  const addressed = (text: string) => `${text}\n${text.replace(/\b(?:my|our|their)\b/giu, 'your')}`;
  const postGrams = run.map((d) => wordRuns(addressed(d.rule ? `${d.post}\n${d.rule}` : d.post), 4));
  const openings = run.map((d) => (d.draft ? openingWords(d.draft) : ''));
  const flags = run.map(() => false);
  for (let i = 0; i < run.length; i += 1) {
    for (let j = i + 1; j < run.length; j += 1) {
      if (!run[i]!.draft || !run[j]!.draft) continue;
      const opening = openings[i] !== '' && openings[i] === openings[j];
      let shared = false;
      for (const g of grams[i]!) {
        if (grams[j]!.has(g) && !postGrams[i]!.has(g) && !postGrams[j]!.has(g)) {
          shared = true;
          break;
        }
      }
      if (opening || shared) flags[i] = flags[j] = true;
    }
  }
  return flags;
}

/** Does the draft contain 8 or more consecutive words of one of the persona's own posts? */
export function copiesOwnPosts(draft: string, ownPosts: string[]): boolean {
  const runs = wordRuns(draft, 8);
  return runs.size > 0 && ownPosts.some((post) => [...wordRuns(post, 8)].some((r) => runs.has(r)));
}

/**
 * Words that say nothing about a post's subject, on top of the stop words: everyday verbs, time
 * words and praise. A draft that shares only these with its post has not taken up what the post says.
 */
const GENERIC: ReadonlySet<string> = new Set(
  `thing things stuff people someone everyone time times way lot lots really good great nice bad
  big small new old first last next best better worse worst post thread take point idea question
  answer work make made see seen say said think know today day days year years week weeks month
  months ago tomorrow yesterday morning tonight actually finally already back going gone went come
  came use used using want wanted need needs try tried trying look looking feel felt find found keep
  kept start started stop help give gave tell told call ask asked share run ran put set show love
  hate right wrong sure true real whole part pretty maybe never always also well many much every`
    .split(/\s+/u)
    .flatMap((w) => [...contentStemsOf(w)]),
);

/**
 * Does the draft take up something the post says? At least one content word (by stem, stop words
 * and generic words aside) of the post appears in the draft. A reply that could answer any post
 * fails; so does one about a different subject.
 */
export function takesUpPost(draft: string, post: string): boolean {
  const postStems = contentStemsOf(post);
  for (const s of contentStemsOf(draft)) if (postStems.has(s) && !GENERIC.has(s)) return true;
  return false;
}

type TVector = Map<string, number>;

function charGrams(text: string): Map<string, number> {
  const t = ` ${readableText(text).toLowerCase().replace(/\s+/gu, ' ')} `;
  const counts = new Map<string, number>();
  for (let n = 3; n <= 5; n += 1) {
    for (let i = 0; i + n <= t.length; i += 1) {
      const g = t.slice(i, i + n);
      counts.set(g, (counts.get(g) ?? 0) + 1);
    }
  }
  return counts;
}

function normalise(v: TVector): TVector {
  let sum = 0;
  for (const x of v.values()) sum += x * x;
  const norm = Math.sqrt(sum) || 1;
  for (const [k, x] of v) v.set(k, x / norm);
  return v;
}

function cosine(a: TVector, b: TVector): number {
  const [small, large] = a.size < b.size ? [a, b] : [b, a];
  let dot = 0;
  for (const [k, x] of small) dot += x * (large.get(k) ?? 0);
  return dot;
}

/**
 * Authorship: a character 3–5-gram TF-IDF model of each persona, trained on their posts (a
 * centroid of the posts' unit vectors, compared by cosine). `attribute` answers the persona whose
 * writing a text is nearest to.
 */
export function trainAuthorship(training: { persona: string; posts: string[] }[]) {
  const docs = training.flatMap((t) => t.posts.map((p) => charGrams(p)));
  const df = new Map<string, number>();
  for (const d of docs) for (const g of d.keys()) df.set(g, (df.get(g) ?? 0) + 1);
  const idf = (g: string) => Math.log((1 + docs.length) / (1 + (df.get(g) ?? 0))) + 1;
  const vector = (text: string): TVector => {
    const v: TVector = new Map();
    for (const [g, tf] of charGrams(text)) if (df.has(g)) v.set(g, (1 + Math.log(tf)) * idf(g));
    return normalise(v);
  };
  const centroids = training.map(({ persona, posts }) => {
    const c: TVector = new Map();
    for (const p of posts) for (const [g, x] of vector(p)) c.set(g, (c.get(g) ?? 0) + x);
    return { persona, centroid: normalise(c) };
  });
  return {
    attribute(text: string): string {
      const v = vector(text);
      let best = centroids[0]!;
      let bestScore = -Infinity;
      for (const c of centroids) {
        const score = cosine(v, c.centroid);
        if (score > bestScore) [best, bestScore] = [c, score];
      }
      return best.persona;
    },
  };
}

/** The share of `texts` attributed to `persona` (0 when there are none). */
export function attributedShare(
  model: ReturnType<typeof trainAuthorship>,
  persona: string,
  texts: string[],
): number {
  if (texts.length === 0) return 0;
  return texts.filter((t) => model.attribute(t) === persona).length / texts.length;
}

export type TQuality = {
  drafts: number;
  skipped: number;
  repeated: number;
  copied: number;
  relevant: number;
  /** Drafts attributed to their persona, and held-out posts attributed to theirs (shares). */
  authorshipDrafts: number;
  authorshipPosts: number;
};

/**
 * The figures of one group of drafts (a persona's, or the whole run's): counts, with `repeated`
 * judged against the whole run (`flags` from repeatedFrames over every draft of the run).
 */
export function quality(
  group: TDrafted[],
  flags: Map<TDrafted, boolean>,
  ownPosts: (persona: string) => string[],
  authorship: { drafts: number; posts: number },
): TQuality {
  const drafted = group.filter((d): d is TDrafted & { draft: string } => d.draft !== null);
  return {
    drafts: drafted.length,
    skipped: group.length - drafted.length,
    repeated: drafted.filter((d) => flags.get(d)).length,
    copied: drafted.filter((d) => copiesOwnPosts(d.draft, ownPosts(d.persona))).length,
    relevant: drafted.filter((d) => takesUpPost(d.draft, d.post)).length,
    authorshipDrafts: authorship.drafts,
    authorshipPosts: authorship.posts,
  };
}

/** Which goals a group's figures miss (empty when it meets all of them). */
export function missedGoals(q: TQuality): string[] {
  const missed: string[] = [];
  const share = (n: number) => (q.drafts === 0 ? 0 : n / q.drafts);
  if (q.drafts === 0) missed.push('no drafts');
  if (share(q.repeated) > GOALS.repetition) missed.push('repetition');
  if (q.copied > GOALS.copying) missed.push('copying');
  if (q.drafts > 0 && share(q.relevant) < GOALS.relevance) missed.push('relevance');
  if (q.authorshipPosts - q.authorshipDrafts > GOALS.authorshipGap) missed.push('authorship');
  return missed;
}
