/**
 * The part of the product's constants the public pages (landing, pricing header) need: the routes,
 * the limits, the plan's features, the slogan and the landing texts. Everything here is re-exported by ../spec.ts, still
 * the one module the rest of the code reads constants from; it lives apart only so that the landing
 * page can load it without every other screen's texts (docs/decisions/0029-page-weight.md).
 */

export const ROUTES = {
  landing: '/',
  auth: '/auth',
  twitterCallback: '/auth/twitter/callback',
  pricing: '/pricing',
  subscriptionSuccess: '/subscription/success',
  onboarding: '/onboarding',
  replies: '/replies',
  scheduledReplies: '/scheduled-replies',
  settings: '/settings',
  currentSubscription: '/current-subscription',
  yourFeed: '/your-feed',
  yourStyle: '/your-style',
  replyRules: '/reply-rules',
  business: '/business',
  communities: '/communities',
  notifications: '/notifications',
  chat: '/chat',
} as const;

export type TRoutePath = (typeof ROUTES)[keyof typeof ROUTES];

/** The query /auth reads to open a view other than sign-in on a full page load. */
export const AUTH_VIEW_PARAM = 'view';
/** "Start free trial" and "Get started" open the sign-up view of /auth. */
export const SIGN_UP_HREF = `${ROUTES.auth}?${AUTH_VIEW_PARAM}=sign_up`;

export const LIMITS = {
  audienceUnderstandingThreshold: 60,
  undoTimeoutMin: 1,
  undoTimeoutMax: 60,
  undoTimeoutDefault: 10,
  swipeHorizontalPx: 100,
  swipeTintStartPx: 50,
  swipeUpPx: 25,
  cardsBehindTop: 2,
  cardTruncate: 140,
  scheduledCompactTruncate: 50,
  legalScrollBoxPx: 400,
  chatInputMaxHeightPx: 200,
  freeTrialDays: 7,
  /** The server refuses shorter and longer passwords (better-auth's config). */
  passwordMin: 8,
  passwordMax: 128,
  /** X's limit on a reply, in its weighted count (a link counts 23, an emoji or CJK character 2). */
  xReplyMax: 280,
  /** Bluesky's limit on a reply, in graphemes (BLUESKY_MAX_GRAPHEMES of api/platforms.ts). */
  blueskyReplyMax: 300,
  /**
   * The server's default cap on Bluesky replies a user's account posts per UTC day (config
   * BLUESKY_DAILY_REPLY_CAP; an operator may set another, which the browser is not told).
   */
  blueskyDailyReplyCapDefault: 50,
  /**
   * The server's default allowance of review decisions (approve, edit, ignore) per UTC day without a
   * subscription or trial (config FREE_DAILY_INTERACTIONS; the browser is not told another).
   */
  freeDailyReviewsDefault: 20,
  /** The server's default of drafts one monitoring run adds (config MONITOR_MAX_DRAFTS_PER_RUN). */
  draftsPerRunDefault: 20,
} as const;

/**
 * docs/product/README.md#what-it-does and screens.md#onboarding step 1: integrations shown as disabled
 * 'Coming Soon' buttons. Bluesky was one of them and is live (decision 0054). Here so that the public
 * pages can name them too.
 */
export const COMING_SOON_PLATFORMS = ['LinkedIn', 'Telegram', 'Farcaster'] as const;

/**
 * The spec's 'Unlimited AI responses' promised what the plan does not sell: drafts are not counted by
 * any plan (monitoring bounds them, LIMITS.draftsPerRunDefault a run); the subscription lifts the
 * daily limit on reviewing them (decision 0079).
 */
export const PRICING_FEATURES = [
  'No daily limit on reviewing drafts',
  'Custom response rules',
  'Community access',
  'Priority support',
  'Advanced analytics',
] as const;

export const PUBLIC_TEXT = {
  slogan: 'Tell your story at scale.',
  landing: {
    /**
     * The spec's 'Swipe right to approve or left to edit AI-generated replies' contradicted the
     * review screen, where left ignores and up edits: the product's gestures win (decision 0058).
     */
    featureSwipe: 'Swipe right to approve, left to ignore or up to edit AI-generated replies',
    featureNoSlop: 'No LLM slop. Everything in your tone',
    howItWorks: 'How it works',
    steps: ['Select Relevant Community', 'Tell your story', 'Swipe your replies'],
    trustedBy: 'Trusted By',
    pricing: 'Pricing',
    signIn: 'Sign In',
    joinWaitlist: 'Join Waitlist',
    privacyPolicy: 'Privacy Policy',
    termsOfService: 'Terms of Service',
  },
} as const;

/**
 * What each live network allows a reply, as the landing page lists it; the pricing page and the
 * delivery notice say it in sentences with the same LIMITS (decision 0058). Names are what the user
 * reads: X, never Twitter; a post, never a tweet. X's rule is that of self-serve API access: a
 * server with X_UNRESTRICTED_REPLIES posts every X reply itself, which the browser is not told.
 */
export const NETWORK_TEXT = {
  heading: 'Where your replies go out',
  x: {
    name: 'X',
    length: `Up to ${LIMITS.xReplyMax} characters, counted X's way: a link counts 23, an emoji 2`,
    delivery:
      "X lets the app post only where you were mentioned or quoted. Your other replies open X's own reply page, filled in, and you send them with one tap",
    connect: 'Connect by signing in to X',
  },
  bluesky: {
    name: 'Bluesky',
    length: `Up to ${LIMITS.blueskyReplyMax} characters`,
    delivery: 'Posted by the app itself, at the time each reply is scheduled for',
    connect: 'Connect with an app password, never your account password',
    cap: `Up to ${LIMITS.blueskyDailyReplyCapDefault} replies a day by default; the rest go out the next day`,
  },
} as const;
