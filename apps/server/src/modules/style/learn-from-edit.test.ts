import { describe, expect, test } from 'vitest';
import { desc, eq } from 'drizzle-orm';
import type { TSession } from '@gatling/shared/api/session';
import { styleExamples, userStyles } from '../../db/schema/style';
import { uniqueEmail, useTestApp } from '#test/harness';
import { DEFAULT_STYLE_PROMPT } from './default-style';
import { getStyleBrief, STYLE_EXAMPLES, STYLE_OWN_POSTS } from './get-style-brief';
import { learnFromEdit } from './learn-from-edit';
import { computeStyleFeatures } from '../../lib/text/style-features';
import { EXAMPLES_KEPT, FINAL_WEIGHT } from './style-row';
import { styleKit } from '#test/kits/style';

/** learnFromEdit (called by the review flow on an approved edit) and getStyleBrief (used by drafting). */
const t = useTestApp();
const kit = styleKit(t);

const SAMPLES = Array.from({ length: 40 }, (_, i) => `post number ${i}, calm and lower case`);

async function analyzedUser(label: string): Promise<TSession> {
  const session = await t.signUpAndConfirm(uniqueEmail(label));
  await t.database.db.insert(userStyles).values({
    userId: session.user.id,
    stylePrompt: 'You write calmly.',
    source: 'analyzed',
    features: computeStyleFeatures(SAMPLES),
    samplePosts: SAMPLES,
    postsAnalyzed: SAMPLES.length,
  });
  return session;
}

const newestFinals = async (session: TSession) =>
  (
    await t.database.db
      .select({ final: styleExamples.final })
      .from(styleExamples)
      .where(eq(styleExamples.userId, session.user.id))
      .orderBy(desc(styleExamples.createdAt))
  ).map((r) => r.final);

describe('learnFromEdit', () => {
  test('keeps the pair and recomputes the features with the edit weighing most', async () => {
    const ada = await analyzedUser('ada');
    const deps = { db: t.database.db };
    const result = await learnFromEdit(deps, ada.user.id, {
      draft: 'Great point! Totally agree.',
      final: 'WOW!!! yes!!! 🔥',
      context: 'a post about shipping',
    });
    expect(result).toEqual({ kept: true });
    expect(await kit.exampleRows(ada)).toMatchObject([
      { draft: 'Great point! Totally agree.', final: 'WOW!!! yes!!! 🔥', context: 'a post about shipping' },
    ]);
    const features = (await kit.styleRow(ada))?.features;
    expect(features).toEqual(
      computeStyleFeatures(['WOW!!! yes!!! 🔥', ...SAMPLES], [FINAL_WEIGHT, ...SAMPLES.map(() => 1)]),
    );
    expect(features?.samples).toBe(SAMPLES.length + 1);
    // One edit out of 41 texts, counted twice: 2/42 of the weight.
    expect(features?.punctuation.exclamation).toBe(0.048);
    expect(features?.emoji.top).toEqual(['🔥']);
    const style = await kit.getStyle(ada);
    expect(style).toMatchObject({
      examples_learned: 1,
      style_prompt: 'You write calmly.',
      source: 'analyzed',
    });
  });

  test('an edit that changed nothing (or only spacing), or left nothing, keeps nothing', async () => {
    const ben = await analyzedUser('ben');
    const before = await kit.styleRow(ben);
    const deps = { db: t.database.db };
    expect(await learnFromEdit(deps, ben.user.id, { draft: 'Same text.', final: 'Same text.' })).toEqual({
      kept: false,
    });
    expect(await learnFromEdit(deps, ben.user.id, { draft: 'Same  text.', final: ' Same text.\n' })).toEqual({
      kept: false,
    });
    expect(await learnFromEdit(deps, ben.user.id, { draft: 'Something.', final: '   ' })).toEqual({
      kept: false,
    });
    expect(await kit.exampleRows(ben)).toEqual([]);
    expect(await kit.styleRow(ben)).toEqual(before);
  });

  test(`only the newest ${EXAMPLES_KEPT} pairs are kept`, async () => {
    const cy = await analyzedUser('cy');
    for (let i = 0; i < EXAMPLES_KEPT + 3; i += 1) {
      await learnFromEdit({ db: t.database.db }, cy.user.id, { draft: `draft ${i}`, final: `final ${i}` });
    }
    const finals = await newestFinals(cy);
    expect(finals).toHaveLength(EXAMPLES_KEPT);
    expect(finals[0]).toBe(`final ${EXAMPLES_KEPT + 2}`);
    expect(finals.at(-1)).toBe('final 3');
    expect((await kit.getStyle(cy)).examples_learned).toBe(EXAMPLES_KEPT);
    expect((await kit.styleRow(cy))?.features?.samples).toBe(SAMPLES.length + EXAMPLES_KEPT);
  });

  test('with no style yet the pair is kept and no style is made up', async () => {
    const dee = await t.signUpAndConfirm(uniqueEmail('dee'));
    expect(await learnFromEdit({ db: t.database.db }, dee.user.id, { draft: 'a', final: 'b c' })).toEqual({
      kept: true,
    });
    expect(await kit.getStyle(dee)).toMatchObject({ style_prompt: null, examples_learned: 1 });
    expect(await kit.styleRow(dee)).toBeUndefined();
  });

  test("one user's edits never show in another's style", async () => {
    const eve = await analyzedUser('eve');
    const fay = await analyzedUser('fay');
    const fayBefore = await kit.styleRow(fay);
    await learnFromEdit({ db: t.database.db }, eve.user.id, { draft: 'x', final: 'y!' });
    expect((await kit.getStyle(fay)).examples_learned).toBe(0);
    expect(await kit.styleRow(fay)).toEqual(fayBefore);
    expect((await getStyleBrief(t.database.db, fay.user.id)).examples).toEqual([]);
  });
});

describe('getStyleBrief', () => {
  test('the stored style, features, the newest examples and own posts, newest first', async () => {
    const gus = await analyzedUser('gus');
    for (let i = 0; i < STYLE_EXAMPLES + 2; i += 1) {
      const context = i % 2 === 1 ? `post ${i}` : null;
      await learnFromEdit({ db: t.database.db }, gus.user.id, { draft: `d${i}`, final: `f${i}`, context });
    }
    const voice = await getStyleBrief(t.database.db, gus.user.id);
    expect(voice.style_prompt).toBe('You write calmly.');
    expect(voice.features).toEqual((await kit.styleRow(gus))?.features);
    expect(voice.examples).toHaveLength(STYLE_EXAMPLES);
    // Each correction comes with the post it answered, where the edit knew it.
    const newest = STYLE_EXAMPLES + 1;
    expect(voice.examples[0]).toEqual({ draft: `d${newest}`, final: `f${newest}`, post: `post ${newest}` });
    expect(voice.examples[1]).toEqual({ draft: `d${newest - 1}`, final: `f${newest - 1}`, post: null });
    expect(voice.own_posts).toEqual(SAMPLES.slice(0, STYLE_OWN_POSTS));
  });

  test('nothing stored: the default style and nothing else', async () => {
    const hal = await t.signUpAndConfirm(uniqueEmail('hal'));
    expect(await getStyleBrief(t.database.db, hal.user.id)).toEqual({
      style_prompt: DEFAULT_STYLE_PROMPT,
      features: null,
      examples: [],
      own_posts: [],
      replies: [],
    });
  });

  test('a style the user typed is what drafting follows', async () => {
    const ivy = await analyzedUser('ivy');
    await kit.saveStyle(ivy, { style_prompt: 'Ivy’s own words.' });
    const voice = await getStyleBrief(t.database.db, ivy.user.id);
    expect(voice.style_prompt).toBe('Ivy’s own words.');
    expect(voice.own_posts).toHaveLength(STYLE_OWN_POSTS);
  });
});
