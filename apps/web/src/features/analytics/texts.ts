import type { TAnalyticsRange, TAnalyticsSort } from '@gatling/shared/api/analytics';
import type { TUsageSource, TUsageTask, TUsageWriter } from '@gatling/shared/api/analytics-usage';

/**
 * When a reply's first figures are read, from the summary's first_reading_minutes: 'about 5 minutes
 * after', 'about 1 hour after' (the reading job runs every 5 minutes, so a reading can come a little
 * later), 'right after'.
 */
export function firstReadingAfter(minutes: number): string {
  if (minutes === 0) return 'right after';
  const span =
    minutes % 60 === 0
      ? `${minutes / 60} hour${minutes === 60 ? '' : 's'}`
      : `${minutes} minute${minutes === 1 ? '' : 's'}`;
  return `about ${span} after`;
}

/** Wording of /analytics. */
export const ANALYTICS_COPY = {
  title: 'Analytics',
  navLabel: 'Analytics',
  period: 'Period',
  ranges: { '7d': '7 days', '30d': '30 days', '90d': '90 days' } satisfies Record<TAnalyticsRange, string>,
  span: (from: string, to: string) => `${from} – ${to}`,
  readAt: (when: string) => `Figures last read ${when}`,
  notReadYet: (minutes: number) =>
    `No figures read yet: the first are read ${firstReadingAfter(minutes)} a reply goes out.`,
  loading: 'Loading analytics…',
  loadFailed: 'Could not load analytics',
  retry: 'Try again',
  plan: {
    title: 'Analytics come with the subscription',
    action: 'See the plan',
  },
  empty: {
    title: 'Nothing published yet',
    body: (range: string) =>
      `Once a reply you approved goes out in the last ${range}, its figures appear here: published replies, engagement, answers from the authors you replied to, follower change and cost per reply.`,
    timing: (minutes: number) =>
      `Each reply is read ${firstReadingAfter(minutes)} it goes out, then 24 hours and 7 days after, so the figures fill in over its first week.`,
    action: 'Review replies',
  },
  figures: {
    label: 'Headline figures',
    published: 'Published replies',
    engagementRate: 'Engagement rate',
    authorReplies: 'Author answers',
    followers: 'Follower change',
    costPerReply: 'Cost per published reply',
    vsPrevious: (range: string) => `vs previous ${range}`,
    up: 'Up',
    down: 'Down',
    same: 'No change',
    noPrevious: 'No previous figure',
    followersNow: (n: string) => `${n} followers now`,
    totalCost: (usd: string) => `${usd} spent in all`,
    /**
     * Under the figure, always: it spreads every platform call of the period (searching, posting,
     * reading figures) and the model calls of every draft, published or not, over the replies
     * published (one hand-posted reply carries them all).
     */
    costSpread: (drafts: number, published: number) =>
      `The period’s platform calls and the model calls of its ${drafts.toLocaleString('en-US')} draft${drafts === 1 ? '' : 's'}, divided by the ${published === 1 ? 'reply' : `${published.toLocaleString('en-US')} replies`} published.`,
    /** The disclosure of what the figure is made of. */
    costParts: 'What it counts and who pays',
    /** Platform calls at each network's prices (X's by default, configurable; Bluesky's API is free). */
    platformPart: (usd: string) =>
      `Platform calls: ${usd}, at each network’s prices (Bluesky’s API is free).`,
    /** Platform calls on the simulated network: priced as X would bill them, paid by nobody. */
    simulatedCost: (usd: string) =>
      `${usd} of it is simulated: the simulated network is priced as X would bill it, and nobody pays it.`,
    /** Platform calls on X go out with this server's app keys. */
    platformCost: (usd: string) =>
      `${usd} of it is X calls, paid by this server’s operator through its app keys.`,
    /** Model calls of the tasks that make replies (analytics-usage REPLY_WORK_TASKS). */
    modelPart: (usd: string) =>
      `Model calls that find, draft and edit replies: ${usd}, in tokens at each model’s price.`,
    whoPaysModel:
      'Whose key pays: this server’s model, its operator’s; your own model, yours (its provider bills you). The demo writer calls no model.',
    /** What the figure leaves out. */
    costLeftOut:
      'Not in it: chat, reading your style, the audience interview, model tests (all under Model usage) and the subscription.',
  },
  usage: {
    title: 'Model usage',
    caption:
      'Every call to a language model in this period, counted when it is made, whether or not a reply went out.',
    allNetworks: 'Model calls are not tied to a network: these are all of yours.',
    calls: 'Model calls',
    callsHint: 'Requests sent to a model for you, failed ones included.',
    failed: (n: string) => `${n} failed`,
    input: 'Input tokens',
    inputHint: 'What the models read: instructions, your style and the posts.',
    cached: (n: string) => `${n} of them from the provider’s cache, billed lower`,
    output: 'Output tokens',
    outputHint: 'What the models wrote back: drafts, verdicts, edits and answers.',
    cost: 'Model cost',
    costHint:
      'Tokens at each model’s price. Your own model is billed to you by its provider; this server’s model is paid for by its operator.',
    unpricedHint: 'A model without a known price counts as $0 here.',
    byTask: 'By task',
    byModel: 'By model',
    task: 'Task',
    model: 'Model',
    callsCol: 'Calls',
    inputCol: 'Input tokens',
    outputCol: 'Output tokens',
    costCol: 'Cost',
    noPrice: 'No price',
    tasks: {
      drafting: 'Drafting replies',
      qualifying: 'Picking posts to answer',
      quick_edits: 'Quick edits',
      learning: 'Learning from your edits',
      chat: 'Chat',
      style: 'Reading your style',
      audience: 'Audience interview',
      model_test: 'Model tests',
      other: 'Other',
    } satisfies Record<TUsageTask, string>,
    sources: {
      own: 'Your model',
      instance: 'This server’s model',
      earlier: 'Earlier model',
    } satisfies Record<TUsageSource, string>,
    whoPays: {
      own: 'Your own model: any bill for it comes to you from its provider, not from this server.',
      instance: 'This server’s model: its operator pays for it.',
      earlier:
        'Neither your model now nor this server’s: a setting since changed. Who paid was not recorded.',
    } satisfies Record<TUsageSource, string>,
    /** Instead of a bare $0: why a model's calls have no price. */
    priceNone: {
      ollama: 'No price: it runs on this server’s Ollama, which nobody bills per token.',
      ownServer: 'No price known: a model on your own server is billed by nobody per token.',
      instanceLocal: 'No price: it runs on this server’s own machine, which nobody bills per token.',
      own: 'No price known for this model: its provider bills you at its own rates.',
      instance: 'No price set for this model: whatever it costs, this server’s operator pays.',
      earlier: 'No price known for this model.',
    },
    demo: {
      name: 'Demo writer',
      badge: 'Built in',
      drafts: (n: string) => `${n} drafts written`,
      note: 'It calls no model, so its drafts cost nothing.',
    },
    none: 'No model calls in this period.',
    writer: {
      own: 'Your drafts are written by your own model (Settings › Drafting model).',
      instance: 'Your drafts are written by this server’s model.',
      demo: 'Your drafts are written by the demo writer, which calls no model and costs nothing.',
    } satisfies Record<TUsageWriter, string>,
  },
  charts: {
    title: 'Over time',
    published: 'Published replies',
    engagements: 'Engagements',
    engagementsHint: 'Likes, replies and reposts the period’s replies earned, by day published',
    followers: 'Followers',
    costs: 'Costs',
    platform: 'Platform API',
    model: 'Language model',
    showTable: 'Show as table',
    day: 'Day',
    noData: 'No readings in this period yet.',
    followersPending: 'No follower count read yet: the connected account is read once a day.',
  },
  funnel: {
    title: 'From draft to published',
    drafted: 'Drafted',
    reviewed: 'Reviewed',
    approved: 'Approved as drafted',
    edited: 'Edited, then approved',
    rejected: 'Ignored',
    published: 'Published',
    failed: 'Failed to post',
    share: (pct: string) => `${pct} of drafts`,
  },
  sources: {
    title: 'By source',
    caption: 'How the drafts from each keyword and core user fared, and your follow-ups in conversations',
    source: 'Source',
    drafts: 'Drafts',
    approvalRate: 'Approval rate',
    published: 'Published',
    engagementRate: 'Engagement rate',
    authorReplies: 'Author replies',
    keyword: 'Keyword',
    core_user: 'Core user',
    conversation: 'Conversation',
    none: 'No drafts in this period.',
  },
  /** The conversations inbox (Notifications) over the period. */
  conversations: {
    title: 'Conversations',
    caption: 'What came back to you on the network, and the follow-ups you sent',
    received: 'Answers received',
    receivedHint: 'Answers, mentions and quotes, counted when they came in',
    sent: 'Follow-ups sent',
    sentHint: 'Drafted in Notifications and posted',
    timeToAnswer: 'Time to answer',
    /** Shown as the median, in words ('1 hour 15 minutes'). */
    timeToAnswerHint: 'Median time from your reply going out to an answer to it',
    noTimeToAnswer: 'No answers to your replies yet',
    bySource: 'Where conversations started',
    bySourceHint: 'The keyword or core user whose reply people answered',
    sourceFigures: (answers: number, sent: number) =>
      `${answers.toLocaleString('en-US')} answer${answers === 1 ? '' : 's'} · ${sent.toLocaleString('en-US')} follow-up${sent === 1 ? '' : 's'} sent`,
    none: 'No answers, mentions or quotes came in during this period.',
    /** Follow-ups can go out in the period to answers that came before it. */
    sentAnyway: (n: number) =>
      `${n.toLocaleString('en-US')} follow-up${n === 1 ? '' : 's'} went out to earlier ones.`,
  },
  hours: {
    title: 'Best hours',
    zone: (tz: string) => `Hours in your time zone (${tz})`,
    best: (hours: string) => `Best engagement rate at ${hours}.`,
    none: 'No published replies to compare hours yet.',
    noEngagement: 'No engagement yet to compare hours: the hours your replies went out are in the table.',
    hour: 'Hour',
    published: 'Published',
    engagements: 'Engagements',
    engagementRate: 'Engagement rate',
  },
  replies: {
    title: 'Replies',
    sortBy: 'Sort by',
    sorts: {
      engagement: 'Engagement',
      recent: 'Most recent',
      likes: 'Likes',
      replies: 'Replies',
      impressions: 'Impressions',
    } satisfies Record<TAnalyticsSort, string>,
    download: 'Download CSV',
    downloading: 'Preparing CSV…',
    downloadFailed: 'Could not download the CSV. Try again.',
    published: 'Published',
    post: 'Post',
    reply: 'Your reply',
    likes: 'Likes',
    repliesCol: 'Replies',
    reposts: 'Reposts',
    impressions: 'Impressions',
    engagementRate: 'Eng. rate',
    author: 'Author',
    openPost: (author: string) => `Post by @${author}`,
    openReply: 'Open reply',
    edited: 'Edited',
    authorReplied: 'Replied',
    authorLiked: 'Liked',
    pending: 'Pending',
    pendingHint: (minutes: number) => `Not read yet: first read ${firstReadingAfter(minutes)} it goes out`,
    none: 'No published replies in this period.',
    loadFailed: 'Could not load the replies',
  },
};
