import { describe, expect, test } from 'vitest';
import { buildEvalCases, mentionsAny } from './eval-cases';
import { takesUpPost } from './quality-metrics';
import { REPLY_PAIRS } from './reply-pairs';
import { TOPIC_KEYS } from '../stand-ins/sandbox/vocab/topics';

const SEEDS = ['gatling', 'model', 'audit'];

describe('the personas’ earlier replies', () => {
  test('each answers its post: it takes up a word of the post’s subject, or the pair was reviewed by hand', () => {
    const reviewed = new Set(
      Object.values(REPLY_PAIRS)
        .flat()
        .flatMap((p) => (p.reviewed ? [p.post] : [])),
    );
    for (const seed of SEEDS) {
      for (const { persona } of buildEvalCases({ seed, personas: 8, posts: 1 })) {
        expect(persona.replies.length, persona.username).toBeGreaterThanOrEqual(3);
        for (const r of persona.replies) {
          if (reviewed.has(r.post.text)) continue;
          expect(takesUpPost(r.reply, r.post.text), `${r.post.text} -> ${r.reply}`).toBe(true);
        }
      }
    }
  });

  test('every topic has its pairs; a reply that repeats none of its post’s words says why it answers it', () => {
    for (const topic of TOPIC_KEYS) expect(REPLY_PAIRS[topic]?.length, topic).toBeGreaterThanOrEqual(6);
    for (const pair of Object.values(REPLY_PAIRS).flat()) {
      if (!takesUpPost(pair.reply, pair.post)) expect(pair.reviewed, pair.post).toBeTruthy();
    }
  });
});

describe('the personas’ rules', () => {
  test('one rule per trigger: posts that match the same trigger get the same response', () => {
    let matched = 0;
    for (const seed of SEEDS) {
      for (const set of buildEvalCases({ seed, personas: 8, posts: 12 })) {
        const responses = new Map<string, Set<string | null>>();
        for (const c of set.cases) {
          if (!c.rule) continue;
          matched += 1;
          const seen = responses.get(c.rule.trigger_prompt) ?? new Set();
          responses.set(c.rule.trigger_prompt, seen.add(c.rule.semantic_response));
          // The trigger names what the post is about.
          const subject = c.rule.trigger_prompt.replace(/^Posts about /u, '');
          expect(
            mentionsAny(c.input.post.text, [subject]),
            `${c.rule.trigger_prompt}: ${c.input.post.text}`,
          ).toBe(true);
        }
        for (const [trigger, said] of responses)
          expect([...said], `@${set.persona.username}: ${trigger}`).toHaveLength(1);
        // The rules drafting is given: each trigger once, every rule a post matched among them.
        const triggers = set.rules.map((r) => r.trigger_prompt);
        expect(new Set(triggers).size, set.persona.username).toBe(triggers.length);
        for (const c of set.cases) if (c.rule) expect(set.rules).toContainEqual(c.rule);
      }
    }
    expect(matched).toBeGreaterThan(60);
  });
});
