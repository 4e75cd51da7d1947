/**
 * The ids a model sees for the posts of one call, and reading its answer back to the posts. A
 * platform's own post id is no id to ask a model to copy: a Bluesky post's is an at:// URI of some
 * seventy characters, an X post's nineteen digits. The model sees "p1", "p2", … in the order shown,
 * local to the call, and the app maps its answer back to the real ids here.
 */

/** The id the model sees for the post at `index` (0-based) of its call. */
export const shownId = (index: number): string => `p${index + 1}`;

/** "p2", "P2", "2", "#2", "post 2", with stray quotes or spaces: the number, or null. */
function shownNumber(id: string): number | null {
  const m = /^(?:p|post\s*)?#?(\d{1,4})$/i.exec(id.replace(/^["'`\s]+|["'`\s]+$/g, ''));
  return m ? Number(m[1]) : null;
}

/**
 * Which post of the call each answered id is for (its index in `postIds`), or null for an id the
 * call did not show. An answer wholly in the posts' own ids is read as such: the offline writer is
 * handed the posts themselves and answers with their ids, and it must never be read as shown ids
 * (a test's post may well be called "p1"). Any other answer is read in the shown ids, or the bare
 * position ("2" for p2, as a model renumbers them); an entry in a post's own id is still taken. A
 * model that counted from zero ("0", "p0", …: ids that are all numbers, 0 among them, none past
 * the last post) is read so. An id matching nothing stays unmatched, with one exception: when no
 * id of the answer matches anything but it has exactly one entry per post, the entries are read in
 * the posts' order, as the format asks ("in the same order"), so a model that invents its own
 * labels ("a", "b") loses nothing. When some ids match, no other is placed by position: a reply
 * must not land on the wrong post.
 */
export function matchShownIds(answerIds: string[], postIds: string[]): (number | null)[] {
  const ownIndex = new Map<string, number>();
  postIds.forEach((id, i) => {
    if (!ownIndex.has(id)) ownIndex.set(id, i);
  });
  const own = (id: string) => ownIndex.get(id.trim()) ?? null;
  if (answerIds.every((id) => own(id) !== null)) return answerIds.map(own);
  const numbers = answerIds.map(shownNumber);
  if (countsFromZero(numbers, postIds.length)) return numbers;
  const matched = answerIds.map((id, i) => {
    const n = numbers[i] ?? null;
    if (n !== null) return n >= 1 && n <= postIds.length ? n - 1 : null;
    return own(id);
  });
  if (matched.every((m) => m === null) && answerIds.length === postIds.length) {
    return answerIds.map((_, i) => i);
  }
  return matched;
}

/** Ids numbered from zero: every one a number, 0 among them, none past the last post, none twice. */
function countsFromZero(numbers: (number | null)[], posts: number): numbers is number[] {
  if (!numbers.includes(0)) return false;
  const seen = new Set<number>();
  for (const n of numbers) {
    if (n === null || n >= posts || seen.has(n)) return false;
    seen.add(n);
  }
  return true;
}

/**
 * Each post's answer, in the posts' order: the entry whose id is that post's, or undefined when
 * the model gave none. When two entries claim one post, the first stands (the second cannot be
 * told apart from a mislabelled answer to another post).
 */
export function answersByPost<T extends { id: string }>(entries: T[], postIds: string[]): (T | undefined)[] {
  const matched = matchShownIds(
    entries.map((e) => e.id),
    postIds,
  );
  const byPost: (T | undefined)[] = postIds.map(() => undefined);
  entries.forEach((entry, i) => {
    const index = matched[i];
    if (index !== null && index !== undefined && byPost[index] === undefined) byPost[index] = entry;
  });
  return byPost;
}
