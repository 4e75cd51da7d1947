import { describe, expect, test } from 'vitest';
import { answersByPost, matchShownIds, shownId } from './batch-ids';

const URI = (rkey: string) => `at://did:plc:z72i7hdynmk6r22z27h6tvur/app.bsky.feed.post/${rkey}`;
const POSTS = [URI('3kxa1'), URI('3kxa2'), URI('3kxa3')];

describe('the ids a model sees for a batch', () => {
  test('are short, in the order shown', () => {
    expect(POSTS.map((_, i) => shownId(i))).toEqual(['p1', 'p2', 'p3']);
  });

  test('an answer in the shown ids comes back to the posts, in any order', () => {
    expect(matchShownIds(['p2', 'p3', 'p1'], POSTS)).toEqual([1, 2, 0]);
    expect(answersByPost([{ id: 'p3' }, { id: 'p1' }, { id: 'p2' }], POSTS)).toEqual([
      { id: 'p1' },
      { id: 'p2' },
      { id: 'p3' },
    ]);
  });

  test('the shown id as a model may spell it: another case, quotes, spaces, the bare position', () => {
    expect(matchShownIds(['P1', ' "p2" ', 'post 3'], POSTS)).toEqual([0, 1, 2]);
    expect(matchShownIds(['1', '2', '#3'], POSTS)).toEqual([0, 1, 2]);
  });

  test('an unknown id is no post: not the one at its place in the answer', () => {
    expect(matchShownIds(['p1', 'p4', 'p3'], POSTS)).toEqual([0, null, 2]);
    expect(matchShownIds(['p0', 'x2', URI('3kxa'), ''], POSTS)).toEqual([null, null, null, null]);
    const answers = answersByPost([{ id: 'p1' }, { id: 'post-two' }, { id: 'p3' }], POSTS);
    expect(answers).toEqual([{ id: 'p1' }, undefined, { id: 'p3' }]);
  });

  test('a post answered twice keeps the first answer; the second claims no other post', () => {
    const answers = answersByPost(
      [
        { id: 'p1', text: 'first' },
        { id: 'p1', text: 'second' },
        { id: 'p3', text: 'third' },
      ],
      POSTS,
    );
    expect(answers).toEqual([{ id: 'p1', text: 'first' }, undefined, { id: 'p3', text: 'third' }]);
  });

  test('a post left out has no answer', () => {
    expect(answersByPost([{ id: 'p2' }], POSTS)).toEqual([undefined, { id: 'p2' }, undefined]);
    expect(answersByPost([], POSTS)).toEqual([undefined, undefined, undefined]);
  });

  test("an answer wholly in the posts' own ids (the offline writer's) is read as such", () => {
    expect(matchShownIds([POSTS[2]!, ` ${POSTS[0]!} `], POSTS)).toEqual([2, 0]);
    // Even when a test's own ids look like shown ids of other posts.
    expect(matchShownIds(['p2', 'p1'], ['p2', 'p1'])).toEqual([0, 1]);
    expect(matchShownIds(['p0', 'p1'], ['p0', 'p1'])).toEqual([0, 1]);
  });

  test('ids that match nothing, one entry per post: read in the order given, as the format asks', () => {
    expect(matchShownIds(['a', 'b', 'c'], POSTS)).toEqual([0, 1, 2]);
    // A re-ask of one post shown as p1, answered under the number it had in the first call.
    expect(matchShownIds(['p4'], [POSTS[0]!])).toEqual([0]);
    expect(answersByPost([{ id: 'x' }, { id: 'y' }, { id: 'z' }], POSTS)).toEqual([
      { id: 'x' },
      { id: 'y' },
      { id: 'z' },
    ]);
  });

  test('no guess by position when the count differs or some ids match', () => {
    expect(matchShownIds(['a', 'b'], POSTS)).toEqual([null, null]);
    expect(matchShownIds(['a', 'b', 'c', 'd'], POSTS)).toEqual([null, null, null, null]);
    expect(matchShownIds(['a', 'p2', 'c'], POSTS)).toEqual([null, 1, null]);
  });

  test('a model that counted from zero is read so, never shifted onto the next post', () => {
    expect(matchShownIds(['p0', 'p1', 'p2'], POSTS)).toEqual([0, 1, 2]);
    expect(matchShownIds(['2', '0'], POSTS)).toEqual([2, 0]);
    // 0 with a number past the last post, or twice the same: not a count from zero.
    expect(matchShownIds(['0', '3'], POSTS)).toEqual([null, 2]);
    expect(matchShownIds(['p0', 'p0', 'p1'], POSTS)).toEqual([null, null, 0]);
  });

  test("in an answer of shown ids, a post's own id is still that post", () => {
    expect(matchShownIds(['p1', POSTS[2]!, 'p9'], POSTS)).toEqual([0, 2, null]);
  });
});
