import { isValidTid } from '@atproto/syntax';
import { describe, expect, test } from 'vitest';
import {
  legacyReplyRecordKey,
  likeRecordKey,
  recordKeyOf,
  replyRecordKey,
  repoOf,
  TID_PATTERN,
} from './record-key';

describe('the record key of a reply', () => {
  test('is a valid TID, the same for the same reply, different for another', () => {
    const keys = Array.from({ length: 200 }, (_, i) =>
      replyRecordKey(`00000000-0000-4000-8000-${String(i).padStart(12, '0')}`),
    );
    for (const key of keys) {
      expect(isValidTid(key)).toBe(true);
      expect(key).toMatch(TID_PATTERN);
    }
    expect(new Set(keys).size).toBe(keys.length);
    expect(replyRecordKey('reply-1')).toBe(replyRecordKey('reply-1'));
  });

  test('reads as a time from 2023 on, not the future', () => {
    const S32 = '234567abcdefghijklmnopqrstuvwxyz';
    const micros = [...replyRecordKey('reply-2').slice(0, 11)].reduce(
      (n, c) => n * 32n + BigInt(S32.indexOf(c)),
      0n,
    );
    const ms = Number(micros / 1000n);
    expect(ms).toBeGreaterThanOrEqual(Date.UTC(2023, 0, 1));
    expect(ms).toBeLessThan(Date.UTC(2024, 2, 1));
  });

  test('with the approval time: a TID of that time (within a millisecond), another for another reply', () => {
    const S32 = '234567abcdefghijklmnopqrstuvwxyz';
    const approved = '2026-05-02T08:00:00.000Z';
    const key = replyRecordKey('reply-3', approved);
    expect(isValidTid(key)).toBe(true);
    expect(key).toBe(replyRecordKey('reply-3', approved));
    expect(key).not.toBe(replyRecordKey('reply-4', approved));
    const micros = [...key.slice(0, 11)].reduce((n, c) => n * 32n + BigInt(S32.indexOf(c)), 0n);
    expect(Number(micros / 1000n)).toBe(Date.parse(approved));
    // No time, or none that reads as one: the key of before.
    expect(replyRecordKey('reply-3', 'soon')).toBe(legacyReplyRecordKey('reply-3'));
    expect(replyRecordKey('reply-3')).toBe(legacyReplyRecordKey('reply-3'));
  });

  test('a like has its own key: a valid TID, the same for the same item, never a reply key', () => {
    const ids = Array.from(
      { length: 200 },
      (_, i) => `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`,
    );
    const keys = ids.map(likeRecordKey);
    for (const key of keys) expect(isValidTid(key)).toBe(true);
    expect(new Set(keys).size).toBe(keys.length);
    expect(likeRecordKey('item-1')).toBe(likeRecordKey('item-1'));
    for (const id of ids) {
      expect(likeRecordKey(id)).not.toBe(legacyReplyRecordKey(id));
      expect(likeRecordKey(id)).not.toBe(replyRecordKey(id, '2026-05-02T08:00:00.000Z'));
    }
  });

  test('at:// URIs give their repo and key', () => {
    const uri = 'at://did:plc:abc/app.bsky.feed.post/3kabc2defg22x';
    expect(recordKeyOf(uri)).toBe('3kabc2defg22x');
    expect(repoOf(uri)).toBe('did:plc:abc');
    expect(recordKeyOf('https://bsky.app')).toBeNull();
  });
});
