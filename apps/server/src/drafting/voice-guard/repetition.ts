import { words } from '../text/text';
import { frameWords } from './frames';
import { isRare } from './word-rarity';

/**
 * Repetition as a reader of the review stack notices it. Shared common words are how people talk:
 * "i think the", "had the same problem", "thanks for sharing this" say nothing a reader remembers,
 * so a draft may share them with any number of earlier replies. What a reader does remember is
 * wording that carries rare words ("the real unlock is distribution" twice in a stack), an opening
 * built on them, or a stretch long enough to read as a template: the longer the shared run, the
 * fewer rare words it needs.
 */

/** Words in a row a draft may never share with a recent reply, however common they are. */
export const VERBATIM_RUN = 8;

/**
 * How many rare words (word-rarity.ts) a shared run of each length must carry to count: four words
 * need two ("real unlock is distribution"), seven need one ("curious how the rollout plays out
 * for"), VERBATIM_RUN need none. Sayings run shorter: "the first one is the hardest" is not a frame.
 */
const RARE_NEEDED: ReadonlyArray<[length: number, rare: number]> = [
  [4, 2],
  [7, 1],
  [VERBATIM_RUN, 0],
];

/** Rare words a shared 3-word opening must carry: "Underrated playbook, this" twice, not "I think this". */
const RARE_IN_OPENING = 2;

/** Runs of `n` words, each as the list of its words. */
function runs(list: string[], n: number): string[][] {
  const out: string[][] = [];
  for (let i = 0; i + n <= list.length; i += 1) out.push(list.slice(i, i + n));
  return out;
}

const joined = (list: string[][]) => new Set(list.map((r) => r.join(' ')));

/**
 * The runs of `draft` that repeat one of the user's recent replies (newest first), longest first: its
 * opening when it is the opening of a recent reply and carries rare words, and shared runs with the
 * rare words their length needs (RARE_NEEDED); a run inside a longer one found is not named again.
 * A word the post being answered uses is not rare here: naming the post's subject ("the stripe
 * api") is answering it, not a frame; nor does a run the post itself holds count.
 */
export function repeatedWording(draft: string, recent: string[], post: string): string[] {
  const own = frameWords(post);
  const topic = new Set(own);
  const rareIn = (run: string[]) => run.filter((w) => !topic.has(w) && isRare(w)).length;
  const said = recent.map(frameWords);
  const mine = frameWords(draft);
  const found: string[] = [];

  const opening = mine.slice(0, 3);
  const openings = new Set(said.filter((w) => w.length >= 3).map((w) => w.slice(0, 3).join(' ')));
  if (opening.length === 3 && openings.has(opening.join(' ')) && rareIn(opening) >= RARE_IN_OPENING) {
    found.push(opening.join(' '));
  }
  for (const [length, rare] of RARE_NEEDED) {
    const theirs = new Set(said.flatMap((w) => runs(w, length).map((r) => r.join(' '))));
    const quoted = joined(runs(own, length));
    for (const run of runs(mine, length)) {
      const text = run.join(' ');
      if (theirs.has(text) && !quoted.has(text) && rareIn(run) >= rare) found.push(text);
    }
  }
  const longest = [...new Set(found)].sort((a, b) => b.length - a.length);
  return longest.filter(
    (run, i) => !longest.slice(0, i).some((longer) => ` ${longer} `.includes(` ${run} `)),
  );
}

/**
 * The first run of VERBATIM_RUN words `draft` shares with another account's reply on this server,
 * compared word for word (case and punctuation aside), or null. Nothing shorter counts: accounts
 * answering the same post in ordinary words will share phrases, and one account's drafts never cost
 * another its own. Wording the post holds is left out, as above.
 */
export function copiedFromOthers(draft: string, others: string[], post: string): string | null {
  const mine = runs(words(draft), VERBATIM_RUN).map((r) => r.join(' '));
  if (mine.length === 0) return null;
  const quoted = joined(runs(words(post), VERBATIM_RUN));
  const theirs = new Set(others.flatMap((o) => runs(words(o), VERBATIM_RUN).map((r) => r.join(' '))));
  return mine.find((run) => theirs.has(run) && !quoted.has(run)) ?? null;
}
