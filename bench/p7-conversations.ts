// P7: the conversations inbox (decision 0083) on the defaults: the sandbox network and the offline
// writer, in process on in-memory PGlite through the real app. N users sign up and connect a
// sandbox identity through the routes a browser uses and complete onboarding; each has K approved
// replies to posts that asked their identity something, sent by the 'publish-due' job's own
// function. The network's clock then moves on (the first reply is answered at once:
// SANDBOX_FIRST_ANSWER_SECONDS=0; the others when and if the simulated people answer, within 4
// hours) and a few posts mention the identity. The 'conversations-read' job's function
// (readInboxes) is then run until it claims nothing: that pass is what is measured, with the
// platform calls it makes, the model calls its follow-ups take, and the prompts they are written from.
import { and, count, eq, inArray, isNotNull } from 'drizzle-orm';
import { conversationItems } from '../apps/server/src/db/schema/conversations';
import { replies } from '../apps/server/src/db/schema/replies';
import { DRAFT_BATCH_MAX } from '../apps/server/src/drafting/tasks/draft-replies';
import { readInboxes } from '../apps/server/src/modules/conversations/read-inbox';
import { publishDueBatch } from '../apps/server/src/modules/publishing/publish-due';
import { appOver } from './lib/in-memory-app';
import { median } from './lib/median';
import { countingLanguageService, countingPlatforms, describeCounts, type TCounts } from './lib/p2-counting';
import { connectedUser, type TConnectedUser } from './lib/p2-sandbox-user';
import { openP7InMemory } from './lib/p7-app';
import { recordingLanguageService, type TDraftCall } from './lib/p7-prompts';
import { networkAuthors, seedAnsweredQuestions, seedMentions } from './lib/p7-seed';
import type { TBenchmark, TFigure } from './lib/result';

/** How long the clock moves on after the replies went out: the simulated people answer within 4 hours. */
const ANSWER_WAIT_MS = 4 * 60 * 60_000 + 60_000;
/** Network accounts that ask, answer and mention (each user's K questions are by K of them). */
const AUTHORS = 40;

type TPass = {
  seconds: number;
  accountsRead: number;
  platform: Map<string, number>;
  platformCalls: number;
  modelCalls: number;
  draftCalls: TDraftCall[];
  items: { total: number; byKind: Map<string, number>; byStatus: Map<string, number>; linked: number };
  answered: number;
  published: number;
};

const round = (n: number, digits: number) => Math.round(n * 10 ** digits) / 10 ** digits;
const copy = (c: TCounts) => new Map(c.byName);
const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);
const describe = (m: Map<string, number>) =>
  [...m.entries()].map(([name, n]) => `${name} ${n}`).join(', ') || 'none';

function merged(maps: Map<string, number>[]): Map<string, number> {
  const out = new Map<string, number>();
  for (const m of maps) for (const [k, v] of m) out.set(k, (out.get(k) ?? 0) + v);
  return out;
}

/** What the batching goal reads of one pass's drafting calls. */
type TBatching = {
  /** Items, and calls, of the first asks made while DRAFT_BATCH_MAX or more items were unasked. */
  items: number;
  calls: number;
  /** Calls that only asked again about posts asked already (the voice guard's re-asks). */
  reasks: number;
};

/**
 * The drafting calls of each user in order: a call that asks about posts not asked yet, made
 * while DRAFT_BATCH_MAX or more of the user's items were still unasked, is judged by how many it
 * carried (a full batch is DRAFT_BATCH_MAX); calls that only ask again are counted apart.
 */
function batching(calls: TDraftCall[]): TBatching {
  const byUser = new Map<string, TDraftCall[]>();
  for (const call of calls) {
    const key = call.userId ?? '';
    byUser.set(key, [...(byUser.get(key) ?? []), call]);
  }
  const out: TBatching = { items: 0, calls: 0, reasks: 0 };
  for (const userCalls of byUser.values()) {
    const asked = new Set<string>();
    const waiting = new Set(userCalls.flatMap((c) => c.items.map((i) => i.postId))).size;
    for (const call of userCalls) {
      const fresh = call.items.filter((i) => !asked.has(i.postId));
      if (fresh.length === 0) out.reasks += 1;
      else if (waiting - asked.size >= DRAFT_BATCH_MAX) {
        out.items += call.items.length;
        out.calls += 1;
      }
      for (const i of fresh) asked.add(i.postId);
    }
  }
  return out;
}

async function run({ quick }: { quick: boolean }): Promise<TFigure[]> {
  const users = quick ? 2 : 20;
  const repliesEach = quick ? 3 : 10;
  const mentionsEach = quick ? 4 : 5;
  const repeats = quick ? 1 : 3;

  const base = await openP7InMemory();
  const { config, database, chosen, clock, sandbox } = base;
  try {
    const recorder = recordingLanguageService(chosen.llm);
    const { llm, calls: modelCalls } = countingLanguageService(recorder.llm);
    const { platforms, calls: platformCalls } = countingPlatforms(chosen.platforms);
    const { services, request } = appOver(base, { ...chosen, llm, platforms });
    const db = database.db;

    /** A group of users, each connected and done with onboarding. */
    const setUp = async (group: number): Promise<TConnectedUser[]> => {
      const out: TConnectedUser[] = [];
      for (let n = 0; n < users; n += 1) {
        const tag = `${group}x${n}`;
        const user = await connectedUser(
          request,
          db,
          config.publicUrl,
          `p7-${tag}@example.com`,
          `p7bench${tag}`,
        );
        const done = await request('/api/onboarding/complete', { method: 'POST', headers: user.bearer });
        if (!done.ok) throw new Error(`completing onboarding: ${done.status} ${await done.text()}`);
        out.push(user);
      }
      return out;
    };

    const published = async (userIds: string[]) => {
      const [row] = await db
        .select({ n: count() })
        .from(replies)
        .where(and(inArray(replies.userId, userIds), eq(replies.status, 'published')));
      return row?.n ?? 0;
    };

    const itemsOf = async (userIds: string[]) => {
      const rows = await db
        .select({ kind: conversationItems.kind, status: conversationItems.status, n: count() })
        .from(conversationItems)
        .where(inArray(conversationItems.userId, userIds))
        .groupBy(conversationItems.kind, conversationItems.status);
      const [answering] = await db
        .select({ n: count() })
        .from(conversationItems)
        .where(and(inArray(conversationItems.userId, userIds), isNotNull(conversationItems.answeredReplyId)));
      const byKind = new Map<string, number>();
      const byStatus = new Map<string, number>();
      for (const r of rows) {
        byKind.set(r.kind, (byKind.get(r.kind) ?? 0) + r.n);
        byStatus.set(r.status, (byStatus.get(r.status) ?? 0) + r.n);
      }
      return { total: sum(rows.map((r) => r.n)), byKind, byStatus, linked: answering?.n ?? 0 };
    };

    const passes: TPass[] = [];
    for (let r = 0; r < repeats; r += 1) {
      const group = await setUp(r);
      const userIds = group.map((u) => u.userId);
      const authors = await networkAuthors(db, AUTHORS);
      const seeded = await seedAnsweredQuestions(db, group, repliesEach, authors, clock.now());
      while ((await publishDueBatch(services, clock.now())) > 0);
      const sent = await published(userIds);
      if (sent !== seeded) throw new Error(`${sent} of ${seeded} replies were published`);

      // The answers come due; the network's posts of those hours are written before the pass.
      clock.advance(ANSWER_WAIT_MS);
      await sandbox.network.sync();
      await seedMentions(db, group, mentionsEach, authors, clock.now());

      modelCalls.reset();
      platformCalls.reset();
      recorder.reset();
      const started = performance.now();
      let accountsRead = 0;
      for (;;) {
        const claimed = await readInboxes(services, clock.now());
        if (claimed === 0) break;
        accountsRead += claimed;
      }
      const seconds = (performance.now() - started) / 1000;
      const items = await itemsOf(userIds);
      passes.push({
        seconds,
        accountsRead,
        platform: copy(platformCalls),
        platformCalls: platformCalls.total(),
        modelCalls: modelCalls.total(),
        draftCalls: [...recorder.calls],
        items,
        answered: items.byKind.get('answer') ?? 0,
        published: sent,
      });
      if (accountsRead !== users) throw new Error(`the pass read ${accountsRead} accounts, not ${users}`);
      if (r === 0 && items.total === 0) throw new Error('nothing came into the inbox');
    }

    const judged = (ok: boolean) => (quick ? null : ok);
    const accounts = sum(passes.map((p) => p.accountsRead));
    const platformTotal = sum(passes.map((p) => p.platformCalls));
    const byMethod = merged(passes.map((p) => p.platform));
    const itemsTotal = sum(passes.map((p) => p.items.total));
    const byKind = merged(passes.map((p) => p.items.byKind));
    const byStatus = merged(passes.map((p) => p.items.byStatus));
    const linked = sum(passes.map((p) => p.items.linked));
    const sentTotal = sum(passes.map((p) => p.published));
    const draftCalls = passes.flatMap((p) => p.draftCalls);
    const modelTotal = sum(passes.map((p) => p.modelCalls));
    const decided = (byStatus.get('drafted') ?? 0) + (byStatus.get('nothing_to_add') ?? 0);
    const drafted = byStatus.get('drafted') ?? 0;
    const perCall = draftCalls.length > 0 ? decided / draftCalls.length : Number.NaN;
    const batches = passes.map((p) => batching(p.draftCalls));
    const fullItems = sum(batches.map((b) => b.items));
    const fullCalls = sum(batches.map((b) => b.calls));
    const reasks = sum(batches.map((b) => b.reasks));
    const perFullCall = fullCalls > 0 ? fullItems / fullCalls : Number.NaN;

    const blocks = draftCalls.flatMap((c) => c.items);
    const blockMedian = Math.round(median(blocks.map((b) => b.chars)));
    const blockMax = blocks.length > 0 ? Math.max(...blocks.map((b) => b.chars)) : Number.NaN;
    const withThread = blocks.filter((b) => b.threadChars > 0);
    const threadShare =
      sum(blocks.map((b) => b.chars)) > 0
        ? sum(blocks.map((b) => b.threadChars)) / sum(blocks.map((b) => b.chars))
        : Number.NaN;
    const threadShareMedian = median(withThread.map((b) => b.threadChars / b.chars));
    const systemMedian = Math.round(median(draftCalls.map((c) => c.systemChars)));
    const wholeMedian = Math.round(median(draftCalls.map((c) => c.systemChars + c.promptChars)));
    const seconds = median(passes.map((p) => p.seconds));
    const secondsTotal = sum(passes.map((p) => p.seconds));
    const each = passes.map((p) => `${round(p.seconds, 2)} s`).join(', ');
    const scope =
      `${repeats} pass(es), each over ${users} new accounts with ${repliesEach} published replies ` +
      `and ${mentionsEach} mentions seeded each`;
    const cameIn =
      `${itemsTotal} items in (${describe(byKind)}; ${linked} linked to a published reply, of ${sentTotal} ` +
      `published); now ${describe(byStatus)}`;
    const tokens = (chars: number) => Math.round(chars / 4);

    return [
      {
        bench: 'P7',
        name: 'platform calls per account read (conversations-read, sandbox)',
        value: round(platformTotal / accounts, 2),
        unit: 'calls/account',
        goal: '≤ 2',
        ok: judged(platformTotal / accounts <= 2),
        note: `${platformTotal} calls for ${accounts} account reads (${describe(byMethod)}); ${scope}`,
      },
      {
        bench: 'P7',
        name: 'platform calls per item taken in',
        value: round(itemsTotal > 0 ? platformTotal / itemsTotal : Number.NaN, 3),
        unit: 'calls/item',
        goal: null,
        ok: null,
        note: cameIn,
      },
      {
        bench: 'P7',
        name: `follow-ups per drafting batch while ${DRAFT_BATCH_MAX}+ items wait`,
        value: round(perFullCall, 2),
        unit: 'items/call',
        goal: `≥ ${DRAFT_BATCH_MAX}`,
        ok: fullCalls > 0 ? judged(perFullCall >= DRAFT_BATCH_MAX) : null,
        note:
          fullCalls > 0
            ? `${fullItems} items in ${fullCalls} drafting calls made with ${DRAFT_BATCH_MAX}+ of the account's items ` +
              `still unasked (a batch holds at most ${DRAFT_BATCH_MAX}); besides, ${reasks} calls only asked again (voice guard)`
            : `no account had ${DRAFT_BATCH_MAX}+ items waiting: not judged`,
      },
      {
        bench: 'P7',
        name: 'follow-ups decided per model call (all drafting calls)',
        value: round(perCall, 2),
        unit: 'items/call',
        goal: null,
        ok: null,
        note:
          `${decided} decided (${drafted} drafted, ${decided - drafted} nothing to add) in ${draftCalls.length} ` +
          `drafting calls, ${round(drafted > 0 ? draftCalls.length / drafted : Number.NaN, 2)} per follow-up drafted ` +
          `(${describe(merged(draftCalls.map((c) => new Map([[c.task, 1]]))))}); ` +
          `${modelTotal} language-service calls in all (${describeCounts(modelCalls)} in the last pass); offline writer`,
      },
      {
        bench: 'P7',
        name: 'follow-up prompt: system prompt',
        value: systemMedian,
        unit: 'chars',
        goal: null,
        ok: null,
        note: `≈ ${tokens(systemMedian)} tokens (chars/4), median of ${draftCalls.length} calls; whole prompt (system + posts) median ${wholeMedian} chars ≈ ${tokens(wholeMedian)} tokens`,
      },
      {
        bench: 'P7',
        name: 'follow-up prompt: item block (median)',
        value: blockMedian,
        unit: 'chars',
        goal: '≤ 1,500',
        ok: blocks.length > 0 ? judged(blockMedian <= 1500) : null,
        note: `≈ ${tokens(blockMedian)} tokens; ${blocks.length} blocks, largest ${blockMax} chars ≈ ${tokens(blockMax)} tokens`,
      },
      {
        bench: 'P7',
        name: 'follow-up prompt: share of the item blocks the thread takes',
        value: round(threadShare * 100, 1),
        unit: '%',
        goal: null,
        ok: null,
        note: `the quoted conversation (the post answered, quoted, earlier posts) over all blocks; ${withThread.length} of ${blocks.length} blocks quote one, median share among them ${round(threadShareMedian * 100, 1)} %`,
      },
      {
        bench: 'P7',
        name: 'read pass wall time (readInboxes until it claims nothing)',
        value: round(seconds, 3),
        unit: 's',
        goal: null,
        ok: null,
        note: `median of ${passes.length} (${each}); ${users} accounts each, follow-ups drafted in the pass; in-memory PGlite`,
      },
      {
        bench: 'P7',
        name: 'items taken in per second',
        value: round(secondsTotal > 0 ? itemsTotal / secondsTotal : Number.NaN, 1),
        unit: 'items/s',
        goal: null,
        ok: null,
        note: `${itemsTotal} items over ${round(secondsTotal, 2)} s of read passes (drafting included)`,
      },
    ];
  } finally {
    await database.close();
  }
}

export const benchmark: TBenchmark = {
  id: 'P7',
  title:
    'Conversations inbox: read passes, platform and model calls, follow-up prompt (sandbox, offline writer, PGlite)',
  run,
};
