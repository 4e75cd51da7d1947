import { describe, expect, test } from 'vitest';
import { memoryOf } from '../../../drafting/voice-guard/frames';
import { isPlural } from '../../../lib/text/plural';
import { fresh, realize } from './grammar';
import { PHRASEBOOK } from './phrasebook';

describe('sentence patterns', () => {
  test('choices and slots make a sentence; a missing slot makes none', () => {
    expect(realize('(Congrats on|Nice one on) {event}', { event: 'your API going live' }, 's', 0)).toBe(
      'Congrats on your API going live.',
    );
    expect(realize('(Congrats on|Nice one on) {event}', { event: 'your API going live' }, 's', 1)).toBe(
      'Nice one on your API going live.',
    );
    expect(realize('Congrats on {event}', { topic: 'the API' }, 's')).toBeNull();
    // A question keeps its mark; a slot after a full stop starts its sentence with a capital.
    expect(realize('{asked}: what have you tried?', { asked: 'the free tier' }, 's')).toBe(
      'The free tier: what have you tried?',
    );
    expect(realize('Fair question. {asked} (is|seems) hard', { asked: 'the free tier' }, 's', 0)).toBe(
      'Fair question. The free tier is hard.',
    );
  });

  test('a slot a pattern needs without saying it: {?gain}', () => {
    const pattern = 'Hope {measure} keeps heading that way{?gain}';
    expect(realize(pattern, { measure: 'churn' }, 's')).toBeNull();
    expect(realize(pattern, { measure: 'activation', gain: '12%' }, 's')).toBe(
      'Hope activation keeps heading that way.',
    );
  });

  test('verbs agree with the first slot', () => {
    expect(isPlural('usability tests')).toBe(true);
    expect(isPlural('the checkout')).toBe(false);
    expect(isPlural('AWS')).toBe(false);
    expect(isPlural('analytics')).toBe(false);
    const pattern = '{topic} {deserves} more attention than {it} {gets}';
    expect(realize(pattern, { topic: 'usability tests' }, 's')).toBe(
      'Usability tests deserve more attention than they get.',
    );
    expect(realize(pattern, { topic: 'the checkout' }, 's')).toBe(
      'The checkout deserves more attention than it gets.',
    );
  });

  test('no phrasebook pattern writes a fixed verb beside a noun slot: "your API docs is" cannot happen', () => {
    const patterns = Object.values(PHRASEBOOK).flatMap((b) => [...b.leads, ...b.asks, ...b.closes]);
    const noun = '\\{(?:topic|thing|asked|item|item2|subject|mine|other|measure|praised|doubted)\\}';
    const fixed = '(?:is|has|does|was|gets|looks|sounds|feels|needs|deserves|seems)';
    const after = new RegExp(`${noun} \\(?${fixed}\\b`, 'u');
    const before = new RegExp(`\\b(?:does|is|has|was) ${noun}`, 'u');
    expect(patterns.filter((p) => after.test(p) || before.test(p))).toEqual([]);
    expect(realize('How {does} {topic} compare with before?', { topic: 'your API docs' }, 's')).toBe(
      'How do your API docs compare with before?',
    );
  });

  test('a sentence that repeats a recent draft is passed over for one that does not', () => {
    const patterns = ['(Congrats on|Nice one on|Well done on) {topic} going live'];
    const slots = { topic: 'the invoicing API' };
    const memory = memoryOf(['Congrats on the dashboard going live.', 'Nice one on the plugin going live.']);
    // Every sentence ends "… going live": only the openings differ, and two are taken.
    expect(fresh(patterns, slots, 'seed', memory, 'We launched our invoicing API.', true)).toBe(
      'Well done on the invoicing API going live.',
    );
  });

  test('wording the post itself uses is not a repeat', () => {
    const memory = memoryOf(['the most profitable thing we did was this']);
    const post = 'The most profitable thing we did this year was case studies.';
    expect(
      fresh(
        ['{topic}: the most profitable thing you did'],
        { topic: 'case studies' },
        's',
        memory,
        post,
        true,
      ),
    ).toBe('Case studies: the most profitable thing you did.');
  });

  test('when every sentence repeats, the one that repeats least', () => {
    const memory = memoryOf([
      'how long did the migration take from start to finish',
      'the migration took how long',
    ]);
    const patterns = ['How long did {topic} take from start to finish?', '{topic} took how long, roughly?'];
    expect(fresh(patterns, { topic: 'the migration' }, 's', memory, 'post', false)).toBe(
      'The migration took how long, roughly?',
    );
  });

  test('the words where a sentence meets the one before count too', () => {
    const memory = memoryOf(['great notes how long']);
    const patterns = ['How long did {topic} take?', 'And {topic}: how long did it take?'];
    expect(fresh(patterns, { topic: 'the migration' }, 's', memory, 'post', false, 'Great notes.')).toBe(
      'And the migration: how long did it take?',
    );
    expect(fresh(['How long did {topic} take?'], { topic: 'x' }, 's', memory, 'post', false)).toBe(
      'How long did x take?',
    );
    expect(fresh([], { topic: 'x' }, 's', memory, 'post', false)).toBeNull();
  });

  test('what is particular to the post comes before what only names its subject', () => {
    const patterns = ['Sorry about {topic}', 'Sorry about {event}'];
    expect(
      fresh(
        patterns,
        { topic: 'your customer', event: 'your biggest customer churning' },
        's',
        memoryOf([]),
        'p',
        true,
      ),
    ).toBe('Sorry about your biggest customer churning.');
  });

  test('every way a phrasebook question can be put is English: never "what pulled you looking at", "what convinced you try" or "where does it stop being up"', () => {
    const patterns: string[] = [];
    const collect = (v: unknown): void => {
      if (typeof v === 'string') patterns.push(v);
      else if (Array.isArray(v)) v.forEach(collect);
      else if (v && typeof v === 'object') Object.values(v).forEach(collect);
    };
    collect(PHRASEBOOK);
    const asking = patterns.filter((p) => /\?$/u.test(p));
    expect(asking.length).toBeGreaterThan(0);
    const slots = new Proxy({}, { get: () => 'the free tier' }) as Record<string, string>;
    for (const pattern of asking) {
      for (let i = 0; i < 64; i++) {
        const text = realize(pattern, slots, 's', i) ?? '';
        expect(text, pattern).not.toMatch(
          /\bpulled you looking\b|\bconvinced you (?!to\b)|\bstop being up\b/u,
        );
      }
    }
  });
});
