import { describe, expect, test } from 'vitest';
import type { TSession } from '@gatling/shared/api/session';
import { sandboxPosts } from '../../db/schema/sandbox';
import { userStyles } from '../../db/schema/style';
import { writtenPostId } from '../../stand-ins/sandbox/ids';
import type { TFakeReply } from '#test/fakes/model-server';
import { answer, lastUserMessage } from '#test/kits/llm';
import { useAppWithCompatibleModel } from '#test/kits/compatible-model-app';
import { allQualified, monitoringKit, uniqueWord } from '#test/kits/monitoring';
import { SET_ASIDE_REASON } from './set-aside';

const { fake, t } = useAppWithCompatibleModel();
const kit = monitoringKit(t);

const verdicts = (ids: string[]) => allQualified(ids, 90);
const drafts = (ids: string[]): TFakeReply =>
  answer(
    JSON.stringify({
      drafts: ids.map((id, i) => ({ id, text: `We do, ${i + 2} times a week`, skip_reason: null })),
    }),
  );

/** What the user wrote themselves, as the style analysis keeps it: English only. */
const ENGLISH_POSTS = [
  'Shipping the new pricing page today. Tell me what you think of it.',
  'We moved our invoices to a new tool and the export alone saved us hours.',
  'Is it just me or are onboarding emails getting longer every year?',
];

async function writesEnglish(session: TSession) {
  await t.database.db.insert(userStyles).values({
    userId: session.user.id,
    stylePrompt: 'You write short, plain replies.',
    source: 'analyzed',
    samplePosts: ENGLISH_POSTS,
  });
}

/** A post of the simulated network tagged with `lang` by the platform, `minutesAgo` before now. */
async function taggedPost(authorId: string, text: string, lang: string, minutesAgo: number) {
  const at = Date.now() - minutesAgo * 60_000;
  const id = writtenPostId(at);
  await t.database.db.insert(sandboxPosts).values({
    id,
    authorId,
    text,
    createdAt: new Date(at),
    lang,
    tweetType: 'SINGLE',
    conversationId: id,
    baseLikes: 40,
  });
  return id;
}

describe('a post in a language the user does not write in', () => {
  test('is set aside before the qualifier, listed with the run; the qualifier reads the languages', async () => {
    const { session } = await kit.connectedUser('lena');
    await writesEnglish(session);
    const word = uniqueWord();
    await kit.addKeyword(session, word);
    const author = await kit.account(`lena${word}`.slice(0, 15));
    const german = await taggedPost(
      author,
      `Wer nutzt ${word} für Rechnungen? Ich suche etwas Neues.`,
      'de',
      30,
    );
    const british = await taggedPost(author, `who uses ${word} for invoices in the UK?`, 'en-GB', 29);
    // X's tags for posts of only media or no words name no language: they stay in.
    const media = await taggedPost(author, `${word} https://t.co/abc`, 'qme', 28);
    const unknown = await taggedPost(author, `${word}!!`, 'und', 27);
    const kept = [british, media, unknown];
    fake.reply(verdicts(kept), drafts(kept));

    const status = await kit.monitor(session);
    expect(status).toMatchObject({
      status: 'COMPLETED',
      posts_found: 4,
      posts_qualified: 3,
      drafts_created: 3,
    });
    expect(status.skipped).toEqual([
      {
        post_id: german,
        author_username: `lena${word}`.slice(0, 15),
        text: `Wer nutzt ${word} für Rechnungen? Ich suche etwas Neues.`,
        reason: SET_ASIDE_REASON.language('de'),
      },
    ]);
    expect(status.skipped[0]!.reason).toBe(
      'It is in German, a language none of your posts or replies are in, so it gets no draft.',
    );

    // The qualifier never saw the German post, and was told the user's languages and each post's.
    const qualify = lastUserMessage(fake.requests[0]!.body);
    expect(qualify).not.toContain('Rechnungen');
    expect(qualify).toContain(`who uses ${word} for invoices in the UK?`);
    expect(qualify).toContain(
      'The languages they write in (read from their own posts and replies): English ("en").',
    );
    expect(qualify).toContain('A post in any other language is not qualified');
    expect(qualify.match(/^language: English \("en"\)$/gmu)).toHaveLength(1);
    expect(qualify).not.toMatch(/^language: .*(qme|und)/mu);
    const stack = await kit.repliesOf(session);
    expect(stack.map((r) => r.postId).sort()).toEqual([...kept].sort());
  });

  test('with nothing the user wrote, no language is assumed: every post is qualified as before', async () => {
    const { session } = await kit.connectedUser('noah');
    const word = uniqueWord();
    await kit.addKeyword(session, word);
    const author = await kit.account(`noah${word}`.slice(0, 15));
    const german = await taggedPost(author, `Wer nutzt ${word} für Rechnungen?`, 'de', 30);
    fake.reply(verdicts([german]), drafts([german]));

    const status = await kit.monitor(session);
    expect(status).toMatchObject({ status: 'COMPLETED', posts_qualified: 1, skipped: [] });
    const qualify = lastUserMessage(fake.requests[0]!.body);
    expect(qualify).toContain('Rechnungen');
    expect(qualify).toContain('language: German ("de")');
    expect(qualify).not.toContain('The languages they write in');
  });
});
