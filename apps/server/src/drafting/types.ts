/** What the drafting tasks read and answer: the user's setup and the post, as the prompts see them. */
import type { TStyleFeatures } from '@gatling/shared/api/style';
import type { TEditType } from '@gatling/shared/spec';
import type { TStreamMessage } from '../integrations/llm/types';
import type { TLengthRule, TPlatformId } from '../integrations/platform/types';

/**
 * The network a reply will be posted on, with its length rule as the platform's provider gives it
 * (provider.replyLength). Absent: X, as before there was a second network.
 */
export type TReplyPlatform = { id: TPlatformId; length: TLengthRule };

/** The marks a person either uses or does not; a model sprinkles them. */
export type TMarkHabits = { exclamation: boolean; emDash: boolean; emoji: boolean; hashtags: boolean };

/** A stock phrase family they write habitually, and how they write it (their commonest spelling). */
export type THabitPhrase = { key: string; written: string; opener: boolean };

/**
 * The "model habits" that are really the user's own (voice-guard/own-habits.ts measures them):
 * marks they use and stock phrases they write, most used first.
 */
export type TOwnHabits = TMarkHabits & { phrases: THabitPhrase[] };

/** What the agent chat knows of the user's setup: its system prompt and the offline answer use it. */
export type TAgentContext = {
  /** The connected X account, without '@', or null when none is connected. */
  username: string | null;
  style_prompt: string | null;
  audience_summary: string | null;
  /** Usernames of the core users (the target audience), without '@'. */
  core_users: string[];
  keywords: { active: string[]; inactive: string[] };
  rules: TRuleBrief[];
  business: TBusinessBrief | null;
  /**
   * The marks and stock phrases they habitually write (voice-guard/own-habits.ts), so the chat's
   * example replies use them too. Absent (a context built without their writing): none assumed,
   * and the chat keeps to the plain rules.
   */
  habits?: TOwnHabits;
};

/**
 * One reply the user really sent, with the post it answered: published through the product (with
 * the draft they corrected, when they changed it) or written on the platform before they came.
 */
export type TReplyExample = {
  /** The post they answered. */
  post: { author_username: string; text: string };
  /** What they sent. */
  reply: string;
  /** The product's draft they corrected into `reply`; null when they wrote it themselves or sent it as drafted. */
  draft: string | null;
};

/** What drafting knows of the user's voice. */
export type TStyleBrief = {
  style_prompt: string;
  features: TStyleFeatures | null;
  /**
   * Approved edits, newest first: what was drafted and what the user sent instead, with the post it
   * answered when known (a correction means little without what it answers).
   */
  examples: { draft: string; final: string; post?: string | null }[];
  /** The user's own recent posts (texts), newest first. */
  own_posts: string[];
  /**
   * The replies they sent, newest first, each with the post it answered: the pool drafting draws
   * its examples from (reply-examples.ts ranks them by how close each answered post is).
   */
  replies: TReplyExample[];
};

export type TRuleBrief = { trigger_prompt: string; semantic_response: string | null };

export type TBusinessBrief = {
  one_line_summary: string;
  one_paragraph_summary: string;
  calendar_link: string;
  business_email: string;
  competitors: { competitor_name: string; counter_positioning: string; competitor_cons: string }[];
};

export type TPostBrief = {
  id: string;
  text: string;
  author: {
    username: string;
    name: string;
    /** The author's profile description, where the platform gave it. */
    bio?: string | null;
  };
  tweet_type: 'SINGLE' | 'RETWEET' | 'QUOTE';
  /** The retweeted or quoted post; `theirs` when the user wrote it (a quote of them). */
  original: { text: string; author: { username: string; name: string }; theirs?: boolean } | null;
  /** The post's language as the platform tagged it (BCP 47, e.g. "en"), null when unknown. */
  lang?: string | null;
  /**
   * When the post is itself a reply: the post it answers, where known; `theirs` when the user wrote
   * it (someone answered them: the draft is their next turn in that conversation).
   */
  parent?: { text: string; author: { username: string; name: string }; theirs?: boolean } | null;
};

/** Why monitoring picked a post for the user: where it was found and the qualifier's reason. */
export type TPickBrief = {
  /** 'keyword' (a search) or 'core_user' (someone the user follows closely). */
  source: 'keyword' | 'core_user';
  /** The keyword, or the core user's username. */
  value: string;
  /** The qualifier's one-line reason. */
  reason: string;
};

export type TAnalyzeStyleInput = { username: string; posts: string[]; features: TStyleFeatures };
export type TAnalyzeStyleOutput = { style_prompt: string };

export type TInterviewInput = {
  /** Earlier turns, oldest first, without the new user message. */
  chat_history: TStreamMessage[];
  user_input: string;
  information_clarity: number;
  search_queries: string[];
};
export type TInterviewOutput = {
  message: string;
  /** 0..100: how well the target audience is understood after this turn. */
  information_clarity: number;
  /** Monitoring search queries (platform search syntax) once clarity reaches the threshold. */
  search_queries: string[];
  /** One or two sentences: who the audience is, for drafting and qualification. */
  audience_summary: string;
};

/** A post picked for the user before and their curation feedback on it (docs/product/data.md#complaints). */
export type TAvoidNote = { author: string; post_text: string; complaint: string };

export type TQualifyInput = {
  posts: TPostBrief[];
  rules: TRuleBrief[];
  audience_summary: string;
  keywords: string[];
  /** Earlier picks the user complained about, newest first: posts like these are not wanted. */
  avoid?: TAvoidNote[];
};
export type TQualifyOutput = {
  results: { id: string; qualified: boolean; score: number; reason: string; matched_rule: string | null }[];
};

export type TDraftInput = {
  post: TPostBrief;
  /** Why this post was picked, when monitoring picked it. */
  pick?: TPickBrief | null;
  /** Who the user wants to reach (the audience agent's summary), when defined. */
  audience_summary?: string | null;
  /** Earlier posts of the conversation, oldest first. */
  thread: { author_username: string; text: string }[];
  voice: TStyleBrief;
  rules: TRuleBrief[];
  /** The rule this post matched, whose semantic response should steer the reply. */
  matched_rule: TRuleBrief | null;
  business: TBusinessBrief | null;
  /** The account replying, without '@'. */
  username: string;
  /** Where the reply will be posted: its prompt states that network's rules, its text fits its length. */
  platform?: TReplyPlatform;
  /**
   * The user's most recent drafts, newest first: a new draft does not repeat their frames (a 4-word
   * run or a 3-word opening), so the review stack never reads as a template.
   */
  recent_drafts?: string[];
  /**
   * Recent drafts of other accounts on this server, newest first, never sent to a model. Accounts
   * answering the same post will share ordinary phrases; only a long stretch word for word is sent
   * back (voice-guard/repetition.ts), and none of them may cost this account its draft.
   */
  instance_drafts?: string[];
};
export type TDraftOutput = { text: string };

export type TRewriteInput = {
  text: string;
  edit_type: TEditType;
  voice: TStyleBrief;
  post: TPostBrief | null;
  /**
   * A model's earlier answer to this same edit that did not visibly change the reply: the one
   * retry shows it, so the model knows what to do differently. The offline rewrite ignores it.
   */
  unchanged_answer?: string;
  /** Where the reply will be posted (absent: X): the rewrite keeps to that network's rules. */
  platform?: TReplyPlatform;
  /**
   * What the user promotes and whom they want to reach, as drafting is told: a rewrite keeps a
   * mention of the business right and writes for the same readers. Absent: none known.
   */
  business?: TBusinessBrief | null;
  audience_summary?: string | null;
  /**
   * A model's earlier answer to this same edit that the draft checks sent back, with what was
   * wrong (voice-guard/draft-checks.ts): the one retry shows both. The offline rewrite ignores it.
   */
  sent_back?: { answer: string; problems: string[] };
};
export type TRewriteOutput = { text: string };

export type TInferRuleInput = {
  post: TPostBrief | null;
  draft: string;
  final: string;
  /** What the user promotes, so a sentence about it is recognised as one. */
  business: TBusinessBrief | null;
};
/**
 * A rule learned from an edit; `rule_found` false (trigger and response empty) when the edit shows
 * nothing that applies to other posts, and `description` then says why.
 */
export type TInferRuleOutput = {
  rule_found: boolean;
  trigger_prompt: string;
  semantic_response: string;
  description: string;
};
