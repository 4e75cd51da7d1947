import { describe, expect, test } from 'vitest';
import { testOriginalMessage, insertReply } from '#test/kits/replies';
import { insertTestAccount, insertTestPost, T0 } from '#test/kits/sandbox';
import { usePublishingApp } from '#test/kits/publishing';
import { styleKit } from '#test/kits/style';
import { bearer } from '#test/harness';
import { newHandle } from '#test/kits/connections';
import { publishDue } from '../publishing/publish-due';
import { getStyleBrief } from './get-style-brief';

/**
 * The replies drafting learns from: those the user wrote on the platform before (read by the style
 * analysis with the post each answered) and those sent through the product, corrected drafts shown.
 */
const app = usePublishingApp();
const style = () => styleKit(app.t);

/** Sandbox fixtures count from T0: this many minutes before now. */
const ago = (minutes: number) => Math.ceil((T0.getTime() - Date.now()) / 60_000) + minutes;

describe('the replies drafting learns from', () => {
  test('the analysis keeps platform replies with their posts; a published reply comes first with its draft', async () => {
    const { session, userId, identity } = await app.connectUser();
    const dana = await insertTestAccount(app.db, newHandle());

    const hosting = await insertTestPost(app.db, {
      authorId: dana,
      text: 'Where are people hosting Postgres these days?',
      minutesAgo: ago(50),
    });
    await insertTestPost(app.db, {
      authorId: identity.id,
      text: '@someone neon, branching alone was worth it',
      inReplyToPostId: hosting,
      minutesAgo: ago(40),
    });
    // Its answered post is gone: no pair.
    const gone = await insertTestPost(app.db, {
      authorId: dana,
      text: 'deleted later',
      minutesAgo: ago(35),
      deleted: true,
    });
    await insertTestPost(app.db, {
      authorId: identity.id,
      text: 'agreed, for what it is worth',
      inReplyToPostId: gone,
      minutesAgo: ago(30),
    });

    await style().expectAnalyzed(await style().analyze(session));
    const stored = (await style().styleRow(session))?.sampleReplies ?? [];
    // Beside the replies a new sandbox identity's history holds, some of them newer.
    const danaHandle = stored.find((p) => p.reply.startsWith('neon'))?.post.author_username;
    expect(stored).toContainEqual({
      post: { author_username: danaHandle, text: 'Where are people hosting Postgres these days?' },
      reply: 'neon, branching alone was worth it',
    });
    expect(danaHandle).not.toBe(identity.username);
    // The identity's own thread continuations answer nobody else: they are not examples.
    expect(stored.every((pair) => pair.post.author_username !== identity.username)).toBe(true);
    expect(stored.some((pair) => pair.reply.startsWith('agreed'))).toBe(false);

    const before = await getStyleBrief(app.db, userId);
    expect(before.replies).toContainEqual({
      post: { author_username: danaHandle, text: 'Where are people hosting Postgres these days?' },
      reply: 'neon, branching alone was worth it',
      draft: null,
    });
    // The reply is among the texts the analysis measured, but it is shown as a reply, not a post.
    expect((await style().styleRow(session))?.samplePosts).toContain('neon, branching alone was worth it');
    expect(before.own_posts).not.toContain('neon, branching alone was worth it');

    const approve = async (replyId: string, humanEdits: string) => {
      const res = await app.t.post(
        '/api/feedback/approve',
        { reply_id: replyId, human_edits: humanEdits },
        bearer(session),
      );
      expect(res.status, await res.clone().text()).toBe(200);
    };
    // A draft the user corrects, approves, and that goes out.
    const target = await app.postMentioning(identity.username);
    const pending = await insertReply(app.db, userId, {
      postId: target.postId,
      post: testOriginalMessage({ id: target.postId, text: 'Which auth library for a side project?' }),
      postAuthorId: target.authorId,
      delivery: 'api',
      suggestedResponse: 'Great question! Lucia is a solid choice for most projects.',
    });
    await approve(pending.id, 'lucia, and keep sessions in postgres');
    // Sent as drafted (only spacing changed): no draft to learn from.
    const asDrafted = await insertReply(app.db, userId, {
      postId: (await app.postMentioning(identity.username)).postId,
      delivery: 'api',
      suggestedResponse: 'happy to share notes',
    });
    await approve(asDrafted.id, 'happy  to share notes ');
    const published = await publishDue(app.ctx, new Date(Date.now() + 7 * 24 * 3_600_000));
    expect(published.map((p) => p.outcome)).toEqual(['published', 'published']);

    const after = await getStyleBrief(app.db, userId);
    expect(after.replies.map((r) => r.reply)).toEqual(
      expect.arrayContaining(['lucia, and keep sessions in postgres', 'happy  to share notes']),
    );
    expect(after.replies.slice(0, 2)).toContainEqual({
      post: { author_username: 'maker_ana', text: 'Which auth library for a side project?' },
      reply: 'lucia, and keep sessions in postgres',
      draft: 'Great question! Lucia is a solid choice for most projects.',
    });
    expect(after.replies.find((r) => r.reply === 'happy  to share notes')?.draft).toBeNull();
    // The platform's pairs stay after them.
    expect(after.replies.slice(2).map((r) => r.reply)).toContain('neon, branching alone was worth it');
    expect(after.replies).toHaveLength(before.replies.length + 2);
  });

  test('a reply sent through the product and read again from the timeline is one example', async () => {
    const { session, userId, identity } = await app.connectUser();
    const target = await app.postMentioning(identity.username);
    const pending = await insertReply(app.db, userId, {
      postId: target.postId,
      post: testOriginalMessage({ id: target.postId }),
      postAuthorId: target.authorId,
      delivery: 'api',
      suggestedResponse: 'we ship on fridays and sleep fine',
    });
    await app.t.post('/api/feedback/approve', { reply_id: pending.id }, bearer(session));
    await publishDue(app.ctx, new Date(Date.now() + 7 * 24 * 3_600_000));
    await style().expectAnalyzed(await style().analyze(session));
    // The timeline holds it as a reply to the stranger's post too.
    expect((await style().styleRow(session))?.sampleReplies.map((p) => p.reply)).toContain(
      'we ship on fridays and sleep fine',
    );
    const brief = await getStyleBrief(app.db, userId);
    expect(brief.replies.filter((r) => r.reply === 'we ship on fridays and sleep fine')).toHaveLength(1);
    expect(brief.replies[0]?.reply).toBe('we ship on fridays and sleep fine');
  });
});

describe('only what the user approved is shown as theirs', () => {
  test('an approved reply waiting its turn counts; a pending, ignored or cancelled draft does not', async () => {
    const { session, userId, identity } = await app.connectUser();
    const draft = async (text: string) => {
      const target = await app.postMentioning(identity.username);
      return insertReply(app.db, userId, {
        postId: target.postId,
        post: testOriginalMessage({ id: target.postId, text: `a post answered by ${text}` }),
        postAuthorId: target.authorId,
        delivery: 'api',
        suggestedResponse: text,
      });
    };
    const approved = await draft('we keep one vm per client and sleep fine');
    await draft('pending draft nobody looked at yet');
    const ignored = await draft("I can't help with that request.");
    const cancelled = await draft('approved then taken back before it went out');
    for (const id of [approved.id, cancelled.id]) {
      const res = await app.t.post('/api/feedback/approve', { reply_id: id }, bearer(session));
      expect(res.status).toBe(200);
    }
    const rejected = await app.t.post('/api/feedback/reject', { reply_id: ignored.id }, bearer(session));
    expect(rejected.status, await rejected.clone().text()).toBe(200);
    const deleted = await app.t.request(`/api/scheduled?interaction_ids=${cancelled.id}`, {
      method: 'DELETE',
      headers: bearer(session),
    });
    expect(deleted.status, await deleted.clone().text()).toBe(200);

    const { replies } = await getStyleBrief(app.db, userId);
    const texts = replies.map((r) => r.reply);
    expect(texts[0]).toBe('we keep one vm per client and sleep fine');
    for (const notTheirs of [
      'pending draft nobody looked at yet',
      "I can't help with that request.",
      'approved then taken back before it went out',
    ])
      expect(texts).not.toContain(notTheirs);
  });
});

describe('a newcomer on the sandbox', () => {
  test("a newly created identity's analysis yields reply pairs, each with the answered post's text", async () => {
    const { session, userId, identity } = await app.connectUser();
    await style().expectAnalyzed(await style().analyze(session));
    const { replies } = await getStyleBrief(app.db, userId);
    expect(replies.length).toBeGreaterThanOrEqual(10);
    for (const pair of replies) {
      expect(pair.post.text.trim()).not.toBe('');
      expect(pair.post.author_username).not.toBe(identity.username);
      expect(pair.reply.trim()).not.toBe('');
      expect(pair.reply).not.toMatch(/^@/);
    }
    // Each answers its own post, not one line for all.
    expect(new Set(replies.map((r) => r.reply)).size).toBeGreaterThan(replies.length / 2);
  });
});
