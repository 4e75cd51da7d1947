import { isValidTid } from '@atproto/syntax';
import { describe, expect, test } from 'vitest';
import { recordKeyOf, replyRecordKey, repoOf, TID_PATTERN } from './record-key';

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

  test('at:// URIs give their repo and key', () => {
    const uri = 'at://did:plc:abc/app.bsky.feed.post/3kabc2defg22x';
    expect(recordKeyOf(uri)).toBe('3kabc2defg22x');
    expect(repoOf(uri)).toBe('did:plc:abc');
    expect(recordKeyOf('https://bsky.app')).toBeNull();
  });
});
