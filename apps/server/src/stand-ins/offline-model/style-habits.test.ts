import { describe, expect, test } from 'vitest';
import { applyStyle } from './apply-style';
import { contract, contractionHabit, expand } from '../../drafting/text/contractions';
import { fromSlang, slangHabit, toSlang } from '../../drafting/text/slang';
import { styleProfile } from './style-profile';
import { voiceOf } from '#test/personas';

describe('contractions', () => {
  test('both ways, keeping case, never where the meaning would change', () => {
    expect(contract('I am sure it is fine. We do not ship on Fridays.')).toBe(
      "I'm sure it's fine. We don't ship on Fridays.",
    );
    expect(contract("That's what it is.")).toBe("That's what it is.");
    expect(expand("Don't worry, it's live and I'm happy.")).toBe('Do not worry, it is live and I am happy.');
  });

  test('the habit from how often each form appears', () => {
    expect(contractionHabit(["don't ship it", "it's live", "we're done"])).toBe('contract');
    expect(contractionHabit(['do not ship it', 'it is live', 'we are done'])).toBe('expand');
    expect(contractionHabit(['shipped'])).toBe('either');
  });
});

describe('slang', () => {
  test('a casual spelling the user writes twice is theirs', () => {
    const pairs = slangHabit(['u should try it', 'did u see this', 'talk to people w/ data']);
    expect(pairs).toEqual([['you', 'u']]);
    expect(toSlang('Did you try it with people?', pairs)).toBe('Did u try it with people?');
    expect(fromSlang('u should talk to ppl bc it works w/ data')).toBe(
      'you should talk to people because it works with data',
    );
  });
});

describe('styleProfile and applyStyle', () => {
  test('measures from the posts when no features are given, and puts the habits on a text', () => {
    const profile = styleProfile(
      voiceOf([
        'shipped it today',
        'talk to users',
        'churn is decided early',
        'ngl pricing is hard',
        'ngl ship it',
      ]),
    );
    expect(profile.allLowercase).toBe(1);
    expect(profile.endsWithPeriod).toBe(0);
    expect(profile.openers.list).toEqual(['ngl ']);
    expect(applyStyle('Congrats on shipping the CLI.', profile, 'k')).toBe('congrats on shipping the cli');
    expect(applyStyle('Read https://Example.com/ABC now.', profile, 'k')).toBe(
      'read https://Example.com/ABC now',
    );
  });

  test('approved edits weigh twice the posts', () => {
    const profile = styleProfile(
      voiceOf(['Shipped it.', 'Talk to users.'], [{ draft: 'x', final: 'honestly, ship it' }]),
    );
    expect(profile.allLowercase).toBe(0.5);
  });
});

describe('sign-offs', () => {
  test('a closing line that follows anything is a sign-off; the second half of a saying is not', () => {
    const posts = [
      'Everyone asking about on-chain data. Nobody asking about security.',
      'Everyone asking about staking. Nobody asking about security.',
      'Shipped the dashboard. Back to work.',
      'Raised prices 5%. Lost two customers. Back to work.',
      'Hot take: docs matter. Back to work.',
    ];
    expect(styleProfile(voiceOf(posts)).signOffs.list).toEqual(['Back to work']);
  });
});
