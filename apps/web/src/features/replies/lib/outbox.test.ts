import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api-error';
import {
  addDecision,
  claimDecision,
  readOutbox,
  releaseDecision,
  removeDecision,
  SENDING_LEASE_MS,
  type TDecision,
} from './outbox';
import { sendDecision, type TFeedbackApi } from './send-decision';

const USER = 'u1';
const decision = (reply_id: string, overrides: Partial<TDecision> = {}): TDecision => ({
  reply_id,
  action: 'approve',
  human_edits: null,
  dry_send: false,
  edit: null,
  approved: false,
  undo_text: 'Reply sent',
  position: 0,
  decided_at: 1000,
  due_at: 11_000,
  sending: null,
  ...overrides,
});

const answer = (reply_id: string) => ({
  reply_id,
  status: 'scheduled' as const,
  scheduled_at: null,
  delivery: 'api' as const,
  dry_send: false,
});

/** A server that takes each reply once, as the real one does (a row lock, then 409). */
function fakeServer() {
  const taken = new Map<string, string>();
  const act =
    (kind: string) =>
    async ({ reply_id }: { reply_id: string }) => {
      await Promise.resolve();
      if (taken.has(reply_id))
        throw new ApiError(409, `This reply was already ${taken.get(reply_id)}`, 'CONFLICT');
      taken.set(reply_id, kind);
      return answer(reply_id);
    };
  const api = {
    approve: vi.fn(act('approved')),
    reject: vi.fn(act('rejected')),
    submit: vi.fn(async () => ({
      ...answer('x'),
      inferred_rule: null,
      rule_status: null,
      no_rule_reason: null,
    })),
  } as unknown as TFeedbackApi & { approve: ReturnType<typeof vi.fn> };
  return { api, taken };
}

/** One tab's delivery, as useDecisionOutbox does it: claim, send, then remove or give back. */
async function deliver(owner: string, replyId: string, api: TFeedbackApi, now = Date.now()) {
  const claimed = claimDecision(USER, replyId, owner, now);
  if (!claimed) return 'skipped';
  const outcome = await sendDecision(claimed, api);
  if (outcome.kind === 'retry') releaseDecision(USER, replyId, owner, { approved: outcome.approved });
  else removeDecision(USER, replyId);
  return outcome.kind;
}

describe('decision outbox', () => {
  afterEach(() => localStorage.clear());

  it('keeps decisions per user, one per reply; undo takes one out unless it is being sent', () => {
    expect(addDecision(USER, decision('a'))).toBe(true);
    expect(addDecision(USER, decision('a', { action: 'reject' }))).toBe(true);
    expect(readOutbox(USER)).toEqual([decision('a', { action: 'reject' })]);
    expect(readOutbox('someone-else')).toEqual([]);
    claimDecision(USER, 'a', 'tab-1');
    expect(removeDecision(USER, 'a', { unlessSending: true })).toBeNull();
    // Once a send has started the other action cannot replace it: never two actions for one reply.
    expect(addDecision(USER, decision('a'))).toBe(false);
    expect(readOutbox(USER)[0]?.action).toBe('reject');
  });

  it('two tabs due at the same moment send a decision once', async () => {
    const { api } = fakeServer();
    addDecision(USER, decision('a'));
    const results = await Promise.all([deliver('tab-1', 'a', api), deliver('tab-2', 'a', api)]);
    expect(results.sort()).toEqual(['done', 'skipped']);
    expect(api.approve).toHaveBeenCalledTimes(1);
    expect(readOutbox(USER)).toEqual([]);
  });

  it('a page reloaded mid-send: its mark holds the decision for the lease, then the next page resends it and a 409 counts as delivered', async () => {
    const { api, taken } = fakeServer();
    addDecision(USER, decision('a'));
    const now = Date.now();
    // The first page claimed it and its request reached the server, then the page went away.
    claimDecision(USER, 'a', 'page-before-reload', now);
    taken.set('a', 'approved');
    expect(await deliver('page-after-reload', 'a', api, now + 1000)).toBe('skipped');
    expect(await deliver('page-after-reload', 'a', api, now + SENDING_LEASE_MS + 1)).toBe('already');
    expect(readOutbox(USER)).toEqual([]);
    await deliver('page-after-reload', 'a', api, now + 2 * SENDING_LEASE_MS);
    expect(api.approve).toHaveBeenCalledTimes(1);
  });

  it("a page holding the reply's Web Lock takes over another page's mark at once (that page is gone)", () => {
    addDecision(USER, decision('a'));
    const now = Date.now();
    claimDecision(USER, 'a', 'page-before-reload', now);
    expect(claimDecision(USER, 'a', 'page-after-reload', now + 1000)).toBeNull();
    expect(claimDecision(USER, 'a', 'page-after-reload', now + 1000, { force: true })?.sending).toEqual({
      owner: 'page-after-reload',
      since: now + 1000,
    });
  });

  it('keeps a decision after no answer or a 5xx, and drops it after a 2xx, 409, 404 or a refusal', async () => {
    const answers = [
      new ApiError(0, 'offline', 'NETWORK'),
      new ApiError(503, 'down', 'UNKNOWN'),
      new ApiError(404, 'This reply does not exist', 'NOT_FOUND'),
      new ApiError(422, 'The reply is longer than 280 characters', 'VALIDATION'),
    ];
    const kinds = [];
    for (const error of answers) {
      addDecision(USER, decision('a'));
      const api = { approve: vi.fn().mockRejectedValue(error) } as unknown as TFeedbackApi;
      kinds.push([await deliver('tab', 'a', api), readOutbox(USER).length]);
      removeDecision(USER, 'a');
    }
    expect(kinds).toEqual([
      ['retry', 1],
      ['retry', 1],
      ['already', 0],
      ['refused', 0],
    ]);
  });

  it('an edit whose approval went out before a failure sends only the edit call next time', async () => {
    const { api } = fakeServer();
    const edit = { original_text: 'Draft', edited_text: 'Mine', save_as_rule: false };
    addDecision(USER, decision('a', { human_edits: 'Mine', edit }));
    (api.submit as unknown as ReturnType<typeof vi.fn>).mockRejectedValueOnce(
      new ApiError(0, 'offline', 'NETWORK'),
    );
    expect(await deliver('tab', 'a', api)).toBe('retry');
    expect(readOutbox(USER)[0]).toMatchObject({ approved: true, sending: null });
    expect(await deliver('tab', 'a', api)).toBe('done');
    expect(api.approve).toHaveBeenCalledTimes(1);
    expect(api.submit).toHaveBeenCalledTimes(2);
  });
});
