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
} as const;

export const PRICING_FEATURES = [
  'Unlimited AI responses',
  'Custom response rules',
  'Community access',
  'Priority support',
  'Advanced analytics',
] as const;

export const PUBLIC_TEXT = {
  slogan: 'Tell your story at scale.',
  landing: {
    featureSwipe: 'Swipe right to approve or left to edit AI-generated replies',
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
