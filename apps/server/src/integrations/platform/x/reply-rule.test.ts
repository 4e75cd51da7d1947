import { describe, expect, test } from 'vitest';
import { createLogger } from '../../../lib/logger';
import type { TPlatformPost, TPlatformPostBase } from '../types';
import { replyDelivery } from '../reply-rule';
import { intentUrl } from './reply-rule';
import { createXProvider } from './x-provider';
import { testPost } from '#test/kits/platform-posts';

const ACCOUNT = { userId: '4001', username: 'Gatling_Me' };

const post = (overrides: Partial<TPlatformPost> = {}) =>
  testPost('1900000000000000001', {
    text: 'Writing every day this month.',
    created_at: '2026-03-01T16:00:00.000Z',
    author: { id: '4004', username: 'carol_writes', name: 'Carol Writes', avatar_url: null },
    ...overrides,
  });

const original = (authorId: string): TPlatformPostBase => ({
  ...post(),
  id: '1800000000000000001',
  author: { id: authorId, username: 'someone', name: 'Someone', avatar_url: null },
});

describe('replyDelivery (X self-serve rule)', () => {
  test('a post that mentions the account goes through the API, whatever the case', () => {
    expect(replyDelivery(post({ mentions: ['gatling_me'] }), ACCOUNT, false)).toBe('api');
    expect(
      replyDelivery(
        post({ mentions: ['alice_dev', 'gatling_me'] }),
        { ...ACCOUNT, username: '@GATLING_ME' },
        false,
      ),
    ).toBe('api');
  });

  test('a quote of one of the account’s posts goes through the API', () => {
    expect(replyDelivery(post({ tweet_type: 'QUOTE', original: original('4001') }), ACCOUNT, false)).toBe(
      'api',
    );
  });

  test('the account’s own post goes through the API', () => {
    const own = post({
      author: { id: '4001', username: 'gatling_me', name: 'Gatling Me', avatar_url: null },
    });
    expect(replyDelivery(own, ACCOUNT, false)).toBe('api');
  });

  test('anything else needs the web intent', () => {
    expect(replyDelivery(post(), ACCOUNT, false)).toBe('intent');
    expect(replyDelivery(post({ mentions: ['gatling_me_not'] }), ACCOUNT, false)).toBe('intent');
    expect(replyDelivery(post({ tweet_type: 'QUOTE', original: original('4002') }), ACCOUNT, false)).toBe(
      'intent',
    );
    // A retweet of the account's post is not a summons: only a quote is.
    expect(replyDelivery(post({ tweet_type: 'RETWEET', original: original('4001') }), ACCOUNT, false)).toBe(
      'intent',
    );
    expect(replyDelivery(post({ text: 'hey @gatling_me' }), ACCOUNT, false)).toBe('intent');
  });

  test('unrestricted access replies through the API everywhere', () => {
    expect(replyDelivery(post(), ACCOUNT, true)).toBe('api');
  });

  test('the provider applies the rule with its configured access', () => {
    const options = { appKey: 'k', appSecret: 's', logger: createLogger('silent') };
    expect(createXProvider({ ...options, unrestrictedReplies: false }).replyDelivery(post(), ACCOUNT)).toBe(
      'intent',
    );
    expect(createXProvider({ ...options, unrestrictedReplies: true }).replyDelivery(post(), ACCOUNT)).toBe(
      'api',
    );
  });
});

describe('intentUrl', () => {
  test('prefills the reply with every character encoded', () => {
    const text = 'Q&A? 100% yes #1 — see https://a.example/?x=1&y=2\nthanks 🙏 +more';
    const url = intentUrl('1900000000000000001', text);
    expect(url.startsWith('https://x.com/intent/tweet?in_reply_to=1900000000000000001&text=')).toBe(true);
    expect(url).not.toMatch(/[\s#]/);
    expect(url).toContain('Q%26A%3F%20100%25%20yes%20%231');
    const parsed = new URL(url);
    expect(parsed.searchParams.get('in_reply_to')).toBe('1900000000000000001');
    expect(parsed.searchParams.get('text')).toBe(text);
    expect([...parsed.searchParams.keys()]).toEqual(['in_reply_to', 'text']);
  });

  test('the provider builds the same link', () => {
    const provider = createXProvider({
      appKey: 'k',
      appSecret: 's',
      unrestrictedReplies: false,
      logger: createLogger('silent'),
    });
    expect(provider.intentUrl('42', 'a b')).toBe('https://x.com/intent/tweet?in_reply_to=42&text=a%20b');
  });
});
