import { describe, expect, it } from 'vitest';
import { TEXT } from '@gatling/shared/spec';
import type { TCoreUser } from '@gatling/shared/api/core-users';
import { importSummary } from './import-summary';

const user = (username: string) => ({ username }) as TCoreUser;
const answer = (over: Partial<Parameters<typeof importSummary>[0]> = {}) => ({
  added_users: [],
  already_added: [],
  invalid_usernames: [],
  error: null,
  ...over,
});

describe('importSummary', () => {
  it('all added: a success with the count', () => {
    expect(importSummary(answer({ added_users: [user('a'), user('b')] }))).toEqual({
      title: TEXT.coreUsers.imported(2),
      description: undefined,
      variant: 'success',
    });
  });

  it('some refused: the count added, then which names failed', () => {
    const toast = importSummary(answer({ added_users: [user('a')], invalid_usernames: ['x y', 'zz'] }));
    expect(toast).toMatchObject({ title: TEXT.coreUsers.imported(1), variant: 'warning' });
    expect(toast.description).toBe(`${TEXT.coreUsers.invalidImported(2)}: x y, zz`);
  });

  it('none added: the failure is the title and a long list is shortened', () => {
    const names = Array.from({ length: 11 }, (_, i) => `bad${i}`);
    const toast = importSummary(answer({ invalid_usernames: names }));
    expect(toast.title).toBe(TEXT.coreUsers.invalidImported(11));
    expect(toast.description).toBe('bad0, bad1, bad2, bad3, bad4, bad5, bad6, bad7 and 3 more');
  });

  it('mentions names already listed and why an import stopped early', () => {
    const toast = importSummary(
      answer({ already_added: ['a', 'b'], error: 'Only the first 1000 rows were read.' }),
    );
    expect(toast).toEqual({
      title: TEXT.coreUsers.imported(0),
      description: '2 were already in your list. Only the first 1000 rows were read.',
      variant: 'warning',
    });
  });
});
