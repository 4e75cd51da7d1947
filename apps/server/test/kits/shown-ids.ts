import type { TFakeAnswerer } from '../fakes/model-server';
import { answer, lastUserMessage } from '../fakes/model-answers';

/**
 * A model on the wire fakes that reads the prompt it is sent, as a real one does: it answers each
 * post under the id the prompt shows it by, knowing nothing of the app's own post ids. What it
 * answers is the test's, from the post's text.
 */

/** A post as the model read it: the id it was shown and the post's text. */
export type TShownPost = { id: string; text: string };

/**
 * The posts of a batch prompt, in the order shown. A post starts at its "### Post <id>" heading or
 * at an "id:" line (quoted or not); an id line right under a heading names that heading's post.
 */
export function shownPosts(prompt: string): TShownPost[] {
  const posts: TShownPost[] = [];
  let current: (TShownPost & { read: boolean }) | undefined;
  for (const line of prompt.split('\n')) {
    const heading = /^### Post (\S+)$/.exec(line)?.[1];
    const idLine = /^id:? (.+)$/.exec(line)?.[1]?.trim();
    const text = /^text: (".*")$/.exec(line)?.[1];
    if (heading || (idLine && (!current || current.read))) {
      current = { id: heading ?? '', text: '', read: false };
      posts.push(current);
    }
    if (!current) continue;
    if (idLine) current.id = idLine.startsWith('"') ? (JSON.parse(idLine) as string) : idLine;
    if (text) {
      current.text = JSON.parse(text) as string;
      current.read = true;
    }
  }
  return posts.map(({ id, text }) => ({ id, text }));
}

/** Drafts for each post shown: the reply `write` gives (null: a skip), under the shown id. */
export const draftsPerShownId =
  (write: (post: TShownPost) => string | null): TFakeAnswerer =>
  (req) => {
    const posts = shownPosts(lastUserMessage(req.body));
    const drafts = posts.map((p) => {
      const text = write(p);
      return { id: p.id, text, skip_reason: text === null ? 'Nothing to add.' : null };
    });
    return answer(JSON.stringify({ drafts }));
  };

/** A verdict for each post shown, under the shown id. */
export const verdictsPerShownId =
  (judge: (post: TShownPost) => { qualified: boolean; score: number; reason: string }): TFakeAnswerer =>
  (req) => {
    const posts = shownPosts(lastUserMessage(req.body));
    const results = posts.map((p) => ({ id: p.id, ...judge(p), matched_rule: null }));
    return answer(JSON.stringify({ results }));
  };
