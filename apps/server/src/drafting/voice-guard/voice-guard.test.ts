import { describe, expect, test } from 'vitest';
import { BLUESKY_MAX_GRAPHEMES, graphemeLength } from '@gatling/shared/api/platforms';
import { weightedLength } from './length';
import { applyVoiceGuard } from './voice-guard';

const plainPosts = ['We moved pricing to the homepage.', 'Churn is decided in week one. Talk to users.'];
const guard = (text: string, ownPosts = plainPosts, maxWeightedLength?: number) =>
  applyVoiceGuard(text, {
    ownPosts,
    ...(maxWeightedLength ? { length: { max: maxWeightedLength, measure: weightedLength } } : {}),
  });
const blueskyLength = { max: BLUESKY_MAX_GRAPHEMES, measure: graphemeLength };

describe('applyVoiceGuard', () => {
  test.each([
    'We moved onboarding behind a trial and activation went up 23%.',
    'did you grandfather existing customers?',
    'hot take: annual plans fix cash flow, not retention',
    '@maya_rust Which tool did you end up with for SSO? 3–5 seats is our sweet spot.',
    'Thanks for sharing the numbers. Did churn hold after a month?',
    "It's not the pricing page, it's the trial length.",
    'Absolutely love this pricing page.',
    'see https://example.com/pricing for the breakdown',
  ])('leaves a text without clichés byte for byte: %s', (text) => {
    expect(guard(text)).toEqual({ text, changes: [] });
  });

  test.each([
    ['Great point! Churn is decided in week one.', 'Churn is decided in week one.'],
    ['great point! churn is decided in week one', 'churn is decided in week one'],
    ['Thanks for sharing! Annual plans fix cash flow.', 'Annual plans fix cash flow.'],
    ['Absolutely! We tried that.', 'We tried that.'],
    ['Churn is decided in week one. I hope this helps!', 'Churn is decided in week one.'],
    ['Talk to churned users, hope this helps', 'Talk to churned users'],
    ['Try a setup call. Let me know if you have any other questions.', 'Try a setup call.'],
    ["In today's fast-paced world, onboarding matters.", 'Onboarding matters.'],
    ['We utilize Stripe and it works seamlessly.', 'We use Stripe and it works smoothly.'],
    ['Utilize the trial. LEVERAGE the data.', 'Use the trial. USE the data.'],
    ['Time to delve into the churn data.', 'Time to dig into the churn data.'],
    ['This is a game-changer for onboarding.', 'This is a big deal for onboarding.'],
    [
      'It is crucial to unlock the full potential of your trial.',
      'It is important to get the most out of your trial.',
    ],
    ["Onboarding isn't just a checklist, it's the product. Let's dive in.", 'Onboarding is the product.'],
    ["It's not just a tool, it's a habit.", "It's a habit."],
    ["I couldn't agree more! It's not about the tools, it's about the people.", "It's about the people."],
    ['Navigating the complexities of pricing is hard.', 'Dealing with pricing is hard.'],
    ['This is a great insight. Churn starts in week one.', 'Churn starts in week one.'],
    ['As an AI language model, I think annual plans help.', 'I think annual plans help.'],
    ['Moreover, the pricing page is a testament to your team.', 'The pricing page is proof of your team.'],
    ['Happy to help! We navigate the complexities of billing daily.', 'We deal with billing daily.'],
    ['@maya great question! We use Stripe.', '@maya We use Stripe.'],
  ])('removes or rewrites clichés: %s', (text, expected) => {
    const result = guard(text);
    expect(result.text).toBe(expected);
    expect(result.changes.length).toBeGreaterThan(0);
  });

  test('says what it changed, in words', () => {
    expect(guard('Great point! We utilize Stripe.').changes).toEqual([
      'removed "great point"',
      'rewrote "utilize" as "use"',
    ]);
  });

  test('emoji, hashtags and em dashes go when the user never uses them', () => {
    expect(guard('Shipped it 🚀 #buildinpublic #saas').text).toBe('Shipped it');
    expect(guard('Ship 👍🏽 today, not tomorrow!').text).toBe('Ship today, not tomorrow!');
    expect(guard('The #pricing page matters').text).toBe('The pricing page matters');
    expect(guard('Pricing is a lever — pull it.').text).toBe('Pricing is a lever, pull it.');
    expect(guard('Pricing is a lever -- pull it.').text).toBe('Pricing is a lever, pull it.');
    expect(guard('Pricing is a lever—pull it—today.').text).toBe('Pricing is a lever, pull it, today.');
    expect(guard('Ship it —').text).toBe('Ship it');
  });

  test("they stay, as the model wrote them, when the user's own posts use them", () => {
    const own = ['shipped 🚀 #buildinpublic', 'pricing — the lever nobody pulls'];
    for (const text of ['Shipped it 🚀 #buildinpublic', 'Pricing is a lever — pull it.', 'Ship 👍🏽 today']) {
      expect(guard(text, own)).toEqual({ text, changes: [] });
    }
  });

  test('a cliché the user writes themselves stays', () => {
    const own = ['Great point, and underrated.', 'We leverage support tickets for the roadmap.'];
    expect(guard('Great point! We leverage churn surveys.', own).text).toBe(
      'Great point! We leverage churn surveys.',
    );
  });

  test.each([
    ['"Annual plans fix cash flow."', 'Annual plans fix cash flow.'],
    ['“Annual plans fix cash flow.”', 'Annual plans fix cash flow.'],
    ["'It's the trial length.'", "It's the trial length."],
    ['Reply: Annual plans fix cash flow.', 'Annual plans fix cash flow.'],
    ['**Reply:** Annual plans fix cash flow.', 'Annual plans fix cash flow.'],
    ['Here\'s a reply: "Annual plans fix cash flow."', 'Annual plans fix cash flow.'],
    ['Sure! Here is my response: Annual plans fix cash flow.', 'Annual plans fix cash flow.'],
    ['  \n Annual plans fix cash flow. \n', 'Annual plans fix cash flow.'],
  ])('strips wrappers: %j', (text, expected) => {
    expect(guard(text).text).toBe(expected);
  });

  test('quotes inside the reply stay', () => {
    const text = 'We call it "the 14-day rule" and it works.';
    expect(guard(text)).toEqual({ text, changes: [] });
    expect(guard('"Fast" beats "perfect"').text).toBe('"Fast" beats "perfect"');
  });

  test('a draft that is nothing but a stock phrase is kept, not emptied', () => {
    const result = guard('Great point!');
    expect(result.text).toBe('Great point!');
    expect(result.changes).toEqual(['kept the stock phrases: removing them would leave nothing']);
    expect(guard('@maya Great point! Hope this helps!').text).toBe('@maya Great point! Hope this helps!');
  });

  test('enforces the weighted length, at a boundary, and says so', () => {
    const text = `Annual plans fix cash flow, not retention. ${'We push them at renewal and it works for us. '.repeat(8)}`;
    const result = guard(text);
    expect(weightedLength(result.text)).toBeLessThanOrEqual(280);
    expect(result.text.endsWith('.')).toBe(true);
    expect(result.changes.at(-1)).toMatch(/^shortened to \d+ of 280 weighted characters$/u);
    expect(weightedLength(guard(text, plainPosts, 100).text)).toBeLessThanOrEqual(100);
    expect(guard(`${'日本語'.repeat(50)}`).text.length).toBeLessThanOrEqual(140);
  });

  test('fits a Bluesky draft to 300 characters as Bluesky counts them, links at their full length', () => {
    // 26 links of 24 characters: 26 × 23 = 598 weighted on X, but 26 × 25 - 1 = 649 characters here.
    const links = Array.from({ length: 26 }, (_, i) => `https://ex.com/p${String(i).padStart(6, '0')}`);
    const text = `Wrote these up. ${links.join(' ')}`;
    const result = applyVoiceGuard(text, { ownPosts: plainPosts, length: blueskyLength });
    expect(graphemeLength(result.text)).toBeLessThanOrEqual(300);
    expect(graphemeLength(result.text)).toBeGreaterThan(270);
    expect(result.changes.at(-1)).toMatch(/^shortened to \d+ of 300 characters$/u);

    // An emoji sequence counts one: a word and 297 of them fit whole, where X would cut.
    const family = '👩‍👩‍👧';
    const emoji = applyVoiceGuard(`ok ${family.repeat(297)}`, { ownPosts: [family], length: blueskyLength });
    expect(emoji).toEqual({ text: `ok ${family.repeat(297)}`, changes: [] });
    expect(weightedLength(emoji.text)).toBeGreaterThan(280);
  });

  test('running it twice changes nothing more', () => {
    for (const text of [
      'Great point! We utilize Stripe 🚀 #saas — it works.',
      '"Reply: Absolutely! Moreover, it is crucial."',
    ]) {
      const once = guard(text).text;
      expect(guard(once)).toEqual({ text: once, changes: [] });
    }
  });
});
