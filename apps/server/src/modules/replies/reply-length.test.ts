import { describe, expect, test } from 'vitest';
import { BLUESKY_MAX_GRAPHEMES, graphemeLength } from '@gatling/shared/api/platforms';
import { AppError } from '../../errors';
import { weightedLength, X_MAX_WEIGHTED_LENGTH } from '../../integrations/platform/post-length';
import { expectErrorBody, useTestApp } from '#test/harness';
import { reviewKit } from '#test/kits/review';
import { assertReplyFits } from './reply-length';

const t = useTestApp();
const kit = reviewKit(t);

const X = { max: X_MAX_WEIGHTED_LENGTH, measure: weightedLength };
const BLUESKY = { max: BLUESKY_MAX_GRAPHEMES, measure: graphemeLength };

const refusal = (fn: () => void) => {
  try {
    fn();
  } catch (err) {
    return err instanceof AppError ? { code: err.code, detail: err.detail } : err;
  }
  return null;
};

describe('assertReplyFits', () => {
  test("counts the reply as its platform does: X's links weigh 23, Bluesky counts every character", () => {
    const links = Array.from({ length: 11 }, (_, i) => `https://example.com/notes/${1000 + i}`).join(' ');
    expect(graphemeLength(links)).toBeGreaterThan(300);
    expect(refusal(() => assertReplyFits(links, X))).toBeNull();
    expect(refusal(() => assertReplyFits(links, BLUESKY))).toEqual({
      code: 'VALIDATION_FAILED',
      detail: 'The reply is longer than 300 characters',
    });
  });

  test('an emoji sequence is one character on Bluesky, more on X', () => {
    const family = '👩‍👩‍👧'.repeat(150);
    expect(refusal(() => assertReplyFits(family, BLUESKY))).toBeNull();
    expect(refusal(() => assertReplyFits(family, X))).toEqual({
      code: 'VALIDATION_FAILED',
      detail: 'The reply is longer than 280 characters',
    });
  });
});

describe("approving, editing and restoring check the reply's own platform", () => {
  test('a Bluesky reply over 300 characters is a 422 where the same text on X is fine', async () => {
    const ada = await kit.newUser();
    const links = Array.from({ length: 11 }, (_, i) => `https://example.com/notes/${1000 + i}`).join(' ');
    const bluesky = await kit.draftFor(ada, { platform: 'bluesky', delivery: 'api' });
    for (const [path, body] of [
      ['/feedback/approve', { reply_id: bluesky.id, human_edits: links }],
      ['/edit/restore', { reply_id: bluesky.id, text: links }],
    ] as const) {
      const refused = await expectErrorBody(await kit.call(ada, path, body), 422);
      expect(refused.detail).toBe('The reply is longer than 300 characters');
    }
    expect((await kit.rowOf(ada, bluesky.id))?.status).toBe('pending');

    const onX = await kit.draftFor(ada);
    await kit.ok(await kit.call(ada, '/feedback/approve', { reply_id: onX.id, human_edits: links }));
    expect((await kit.rowOf(ada, onX.id))?.finalText).toBe(links);
  });
});
