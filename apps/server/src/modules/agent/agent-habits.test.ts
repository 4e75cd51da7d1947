import { beforeEach, describe, expect, test } from 'vitest';
import type { TSession } from '@gatling/shared/api/session';
import { userStyles } from '../../db/schema/style';
import { startFakeOpenAi } from '#test/fakes/openai-server';
import { memoryLogger, serviceFor, systemOf, TEST_KEY } from '#test/kits/llm';
import { openedForAll, uniqueEmail, useTestApp } from '#test/harness';
import { agentKit } from '#test/kits/agent';

/** POST /api/agent/: the chat's rules follow what the user writes, read from their stored writing. */
const fake = openedForAll(() => startFakeOpenAi({ apiKey: TEST_KEY }));
const t = useTestApp(
  {},
  { llm: ({ database }) => serviceFor('openai', fake, { db: database.db, logger: memoryLogger().logger }) },
);
const kit = agentKit(t);
beforeEach(() => {
  fake.requests.length = 0;
});

const answered = (reply: string) => ({ post: { author_username: 'dana_dev', text: 'small PRs?' }, reply });

async function writes(session: TSession, posts: string[], replies: string[]) {
  await t.database.db.insert(userStyles).values({
    userId: session.user.id,
    stylePrompt: 'Their own way.',
    source: 'analyzed',
    samplePosts: posts,
    sampleReplies: replies.map(answered),
  });
}

/** The system prompt the model was sent for one question. */
async function systemFor(session: TSession): Promise<string> {
  fake.reply({ type: 'text', text: 'ok' });
  await kit.say(session, 'Write me an example reply to a post about small PRs.');
  return systemOf(fake.requests.at(-1)!.body);
}

const never = (prompt: string) => prompt.slice(prompt.indexOf('## Never'), prompt.indexOf('## Their setup'));

describe("the agent chat's style rules", () => {
  test('follow the habits of a user who agrees out loud with "!" and emoji, and of one who never does', async () => {
    const warm = await t.signUpAndConfirm(uniqueEmail('warm'));
    await writes(
      warm,
      [
        "Couldn't agree more! Small teams ship faster 🙌",
        'Strong agree. Most roadmaps are wishlists!',
        'Launched the new pricing page today! 🎉',
        'Friday deploys are fine when rollbacks are boring!',
      ],
      ['Could not agree more! Onboarding is the product', 'Strong agree! Pair on the hard bugs'],
    );
    const dry = await t.signUpAndConfirm(uniqueEmail('dry'));
    await writes(
      dry,
      ['shipped the migration. nothing broke, which is suspicious', 'the boring stack is the fast stack'],
      ['small ones. nobody reviews 900 lines'],
    );

    const warmRules = never(await systemFor(warm));
    expect(warmRules).not.toContain('- Exclamation marks.');
    expect(warmRules).not.toContain('- Emoji.');
    expect(warmRules).not.toContain('"Couldn\'t agree more", ');
    expect(warmRules).toContain(
      'they do write "Couldn\'t agree more" and "Strong agree" themselves: fine when it is how they would open.',
    );

    const dryRules = never(await systemFor(dry));
    expect(dryRules).toContain('- Exclamation marks.');
    expect(dryRules).toContain('- Emoji.');
    expect(dryRules).toContain('"Couldn\'t agree more", "Strongly agree"');
    expect(dryRules).not.toContain('they do write');
  });
});
