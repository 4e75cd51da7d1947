import { EDIT_TYPES } from '@gatling/shared/spec';
import { describe, expect, test } from 'vitest';
import { weightedLength } from '../../drafting/voice-guard/length';
import { applyVoiceGuard } from '../../drafting/voice-guard/voice-guard';
import { offlineRewrite } from './rewrite';
import { postBrief, sandboxPersonas, voiceOf } from '#test/personas';

const OWN = [
  "We shipped the new pricing page today. It's live.",
  "Don't overthink onboarding. Talk to users.",
  'Churn is a lagging signal; activation is not.',
];
const voice = voiceOf(OWN);
const post = postBrief('Our churn doubled after we moved to annual plans. Not sure what to do.');
const rewrite = (text: string, edit_type: (typeof EDIT_TYPES)[number], v = voice) =>
  offlineRewrite({ text, edit_type, voice: v, post }).text;

describe('offlineRewrite', () => {
  test('casual: contractions and everyday words instead of formal ones', () => {
    expect(
      rewrite(
        'However, I would recommend that you do not purchase annual plans prior to testing them. Thank you.',
        'casual',
      ),
    ).toBe("But I'd recommend that you don't buy annual plans before testing them. Thanks.");
  });

  test('tighter: filler out, only the sentences that carry the point, always shorter', () => {
    const text =
      'I think that you should really just talk to your churned customers (all of them) because honestly the answers are basically always the same. We did this last year and it was very useful. Also the survey tool we used was okay.';
    const tight = rewrite(text, 'tighter');
    expect(tight).toBe('You should talk to your churned customers because the answers are always the same.');
    expect(weightedLength(tight)).toBeLessThan(weightedLength(text) * 0.6);
    expect(
      rewrite('We cut churn by 30% with a setup call. Maybe try a setup call for new accounts.', 'tighter'),
    ).toBe('We cut churn by 30% with a setup call.');
  });

  test('professional: no slang, no emoji, full sentences with capitals and full stops', () => {
    expect(
      rewrite('gonna be honest, u should talk to ppl who churned lol. kinda obvious!! 🚀', 'professional'),
    ).toBe('Going to be honest, you should talk to people who churned. Kind of obvious.');
    expect(rewrite("yeah we can't ship that rn tbh", 'professional')).toBe(
      'Yes we cannot ship that right now.',
    );
  });

  test("persuasive ('detailed'): hedges out, then the post's own detail the reply leaves out, quoted", () => {
    expect(
      rewrite('Maybe try a setup call for new accounts. We cut churn by 30% with one.', 'persuasive'),
    ).toBe(
      'Try a setup call for new accounts. We cut churn by 30% with one. "Our churn doubled after we moved to annual plans" is the part that matters most.',
    );
    // Nothing invented: no offer, no ask, no figure the post or the reply does not have.
    const out = rewrite('I think a setup call fixes most of it.', 'persuasive');
    expect(out).toMatch(
      /^A setup call fixes most of it\. "Our churn doubled after we moved to annual plans" is /u,
    );
    expect(out).not.toMatch(/Want the|Reply and|two weeks/u);
    // A reply that already says what the post says has nothing to add: only its hedges go.
    const covered = rewrite('Our churn doubled after we moved to annual plans, sure.', 'persuasive');
    expect(covered).toBe('Our churn doubled after we moved to annual plans, sure.');
  });

  test('empathetic: acknowledges the author first, then says it more gently', () => {
    expect(rewrite('You should talk to the customers who left. Just ask them why.', 'empathetic')).toBe(
      'That sounds rough. It might help to talk to the customers who left. Ask them why.',
    );
    const launch = offlineRewrite({
      text: 'What was the hardest part?',
      edit_type: 'empathetic',
      voice,
      post: postBrief('We shipped SSO today.'),
    });
    expect(launch.text).toBe("That's a lot of work to get out the door. What was the hardest part?");
  });

  test("keeps the user's casing: a lower-case writer stays lower case (except for professional)", () => {
    const lower = voiceOf([
      'shipped the pricing page today',
      'talk to users. always',
      'churn is a lagging signal',
    ]);
    const text = 'You should talk to the customers who left.';
    for (const edit of ['casual', 'tighter', 'persuasive', 'empathetic'] as const) {
      const out = rewrite(text, edit, lower);
      expect(out).toBe(out.toLowerCase());
    }
    expect(rewrite('you should talk to them', 'professional', lower)).toBe('You should talk to them.');
  });

  test('deterministic, every edit type changes the text, and the result passes the voice guard unchanged', () => {
    const text =
      'I think that you should really talk to churned customers. It is kind of the only way to learn, yeah.';
    for (const edit of EDIT_TYPES) {
      const out = rewrite(text, edit);
      expect(out).toBe(rewrite(text, edit));
      expect(out).not.toBe(text);
      expect(applyVoiceGuard(out, { ownPosts: OWN })).toEqual({ text: out, changes: [] });
    }
  });

  test('on sandbox personas, rewrites of their own posts stay postable and guard-clean', () => {
    for (const persona of sandboxPersonas().slice(0, 3)) {
      for (const own of persona.voice.own_posts.slice(0, 6)) {
        for (const edit of EDIT_TYPES) {
          if (!own.trim()) continue;
          const out = offlineRewrite({
            text: own,
            edit_type: edit,
            voice: persona.voice,
            post: persona.answerable[0] ?? null,
          }).text;
          expect(out.length).toBeGreaterThan(0);
          expect(weightedLength(out)).toBeLessThanOrEqual(280);
          expect(applyVoiceGuard(out, { ownPosts: persona.voice.own_posts }).changes).toEqual([]);
        }
      }
    }
  });
});
