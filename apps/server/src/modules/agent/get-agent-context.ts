import type { TDb } from '../../db/client';
import type { TAgentContext } from '../../drafting/types';
import { ownHabits } from '../../drafting/voice-guard/own-habits';
import { audienceBrief } from '../audience/audience-brief';
import { getKeywordStatus } from '../audience/keyword-status';
import { businessBrief } from '../business/business-brief';
import { findConnection } from '../connections/connection-credentials';
import { listCoreUsers } from '../core-users/list-core-users';
import { ruleBriefs } from '../rules/rule-briefs';
import { getStyle } from '../style/get-style';
import { getStyleBrief } from '../style/get-style-brief';

/**
 * What the agent knows of the user's setup: the system prompt and the offline answer are built on
 * it, and GET /agent/memory shows it. The username is the connected X account's, kept while the
 * connection only needs reconnecting (it is still their account); a user who connected only Bluesky
 * is known by their Bluesky handle, so they are not told to connect an account they need not have.
 * Their writing habits come from what drafting reads (posts, replies sent, measured features), so
 * the chat's example replies follow the same habits as the drafts.
 */
export async function getAgentContext(db: TDb, userId: string): Promise<TAgentContext> {
  const [connection, bluesky, style, writing, audience, keywords, core, rules, business] = await Promise.all([
    findConnection(db, userId, 'twitter'),
    findConnection(db, userId, 'bluesky'),
    getStyle(db, userId),
    getStyleBrief(db, userId),
    audienceBrief(db, userId),
    getKeywordStatus(db, userId),
    listCoreUsers(db, userId),
    ruleBriefs(db, userId),
    businessBrief(db, userId),
  ]);
  return {
    username: connection?.username ?? bluesky?.username ?? null,
    style_prompt: style.style_prompt?.trim() || null,
    audience_summary: audience.summary.trim() || null,
    core_users: core.map((u) => u.username),
    keywords: { active: keywords.active_keywords, inactive: keywords.inactive_keywords },
    rules,
    business,
    habits: ownHabits(writing),
  };
}
