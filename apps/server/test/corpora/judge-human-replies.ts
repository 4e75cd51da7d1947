import { draftProblems } from '../../src/drafting/voice-guard/draft-checks';
import type { TDraftInput } from '../../src/drafting/types';
import { HUMAN_REPLIES, OWN_POSTS, type THumanReply } from './human-replies';

export type TSentBack = THumanReply & { problems: string[] };

const input = (item: THumanReply, i: number, others: string[], asOtherAccounts: boolean): TDraftInput => ({
  post: {
    id: `p${i}`,
    text: item.post,
    author: { username: 'someone', name: 'Someone' },
    tweet_type: 'SINGLE',
    original: null,
  },
  thread: [],
  voice: { style_prompt: '', features: null, examples: [], own_posts: OWN_POSTS, replies: [] },
  rules: [],
  matched_rule: null,
  business: null,
  username: 'person',
  recent_drafts: asOtherAccounts ? [] : others,
  instance_drafts: asOtherAccounts ? others : [],
});

/**
 * The corpus's replies the voice guard sends back, each judged as a model's draft against every
 * other reply of the corpus: as the same user's recent replies, or (`asOtherAccounts`) as other
 * accounts' drafts on the server. Used by human-replies.test.ts and bench/guard-corpus.ts.
 */
export function sentBackReplies(asOtherAccounts = false): TSentBack[] {
  return HUMAN_REPLIES.map((item, i) => {
    const others = HUMAN_REPLIES.filter((_, j) => j !== i).map((o) => o.reply);
    return { ...item, problems: draftProblems(item.reply, input(item, i, others, asOtherAccounts)) };
  }).filter((r) => r.problems.length > 0);
}

/** The sent-back replies as a person reads them: each reply, then why. */
export const describeSentBack = (back: TSentBack[]) =>
  back.map((r) => `- "${r.reply}"\n    ${r.problems.join('\n    ')}`).join('\n');
