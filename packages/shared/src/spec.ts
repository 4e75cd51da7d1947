/**
 * Constants of the product specification: every user-visible string, threshold, delay and limit
 * that the spec fixes lives here so the web client and the server quote them identically.
 * Texts are verbatim; do not "improve" them here. The exceptions are texts that contradicted what the
 * product does or named Twitter and tweets to the user: each is listed in decisions 0058, 0078 and 0079.
 *
 * One module over 300 lines on purpose: the architecture guide asks for every string, threshold, delay
 * and limit of the spec to come from one constants module, so they are read and checked in one place.
 * Only what the public pages need lives in ./spec/public.ts (re-exported here), so the landing page
 * loads without the other screens' texts.
 */

import { LIMITS, PUBLIC_TEXT, ROUTES, type TRoutePath } from './spec/public';

export {
  AUTH_VIEW_PARAM,
  COMING_SOON_PLATFORMS,
  LIMITS,
  NETWORK_TEXT,
  PRICING_FEATURES,
  PUBLIC_TEXT,
  ROUTES,
  SIGN_UP_HREF,
  type TRoutePath,
} from './spec/public';

export const PUBLIC_ROUTES: readonly TRoutePath[] = [
  ROUTES.landing,
  ROUTES.auth,
  ROUTES.twitterCallback,
  ROUTES.pricing,
];

/** Routes where the bottom navigation is hidden (docs/product/screens.md#shell-and-navigation). */
export const BOTTOM_NAV_HIDDEN_ROUTES: readonly TRoutePath[] = [
  ROUTES.landing,
  ROUTES.auth,
  ROUTES.pricing,
  ROUTES.subscriptionSuccess,
  ROUTES.twitterCallback,
  ROUTES.onboarding,
];

/** Routes where the undo bar is hidden; it shows everywhere else. */
export const UNDO_BAR_HIDDEN_ROUTES: readonly TRoutePath[] = [
  ROUTES.landing,
  ROUTES.auth,
  ROUTES.pricing,
  ROUTES.subscriptionSuccess,
  ROUTES.twitterCallback,
];

export const MAIN_TABS = [
  { to: ROUTES.replies, label: 'Your Replies' },
  { to: ROUTES.yourFeed, label: 'Your Feed' },
  { to: ROUTES.scheduledReplies, label: 'Scheduled' },
] as const;

export const BOTTOM_NAV_ITEMS = [
  { to: ROUTES.yourStyle, label: 'Your Style' },
  { to: ROUTES.replyRules, label: 'Reply Rules' },
  { to: ROUTES.business, label: 'Business' },
  { to: ROUTES.communities, label: 'Target Audience' },
  { to: ROUTES.notifications, label: 'Notifications' },
  { to: ROUTES.chat, label: 'Chat' },
] as const;

export const TIMINGS = {
  authDebounceMs: 100,
  monitorPollMs: 2000,
  completionRedirectDelayMs: 3000,
  completionReloadDelayMs: 500,
  twitterCallbackFailureRedirectMs: 3000,
  undoTickMs: 1000,
  authKitScrollHideDelayMs: 600,
  hoverCardOpenDelayMs: 700,
  hoverCardCloseDelayMs: 300,
  spinnerStepMs: 200,
} as const;

export const TOAST_VARIANTS = ['default', 'destructive', 'success', 'warning'] as const;
export type TToastVariant = (typeof TOAST_VARIANTS)[number];

export const THEMES = ['light', 'dark'] as const;

/** Cache times of the Twitter profile query (docs/product/limits.md#cache-times). */
export const TWITTER_PROFILE_CACHE = { staleTimeMs: 5 * 60_000, gcTimeMs: 30 * 60_000, retry: 2 } as const;
/** Cache times of the style query (docs/product/limits.md#cache-times). */
export const STYLE_CACHE = { staleTimeMs: 5 * 60_000, gcTimeMs: 30 * 60_000, retry: 2 } as const;
/** Chat history and keywords are fresh for 60 s (docs/product/limits.md#cache-times). */
export const CHAT_CACHE = { staleTimeMs: 60_000 } as const;
/** The core users query retries once (docs/product/limits.md#cache-times). */
export const CORE_USERS_CACHE = { retry: 1 } as const;
/** Cache times of the pending replies query (docs/product/limits.md#cache-times). */
export const PENDING_REPLIES_CACHE = {
  staleTimeMs: 5 * 60_000,
  gcTimeMs: 30 * 60_000,
  retry: 2,
} as const;

/**
 * docs/product/screens.md#onboarding: the six steps, each with a title and subtitle. Step 1 no longer
 * promises auto-replies (nothing is sent without a swipe) and step 4 says posts, not tweets: where the
 * spec's words contradict the product, the product wins (decision 0058).
 */
export const ONBOARDING_STEPS = [
  {
    title: 'Connect Accounts',
    subtitle: 'Choose where you reply: X, Bluesky or both. Nothing is sent without your swipe.',
  },
  { title: 'Speaking Style', subtitle: 'Define how AI responses sound.' },
  { title: 'Target Users', subtitle: 'Add users to engage with.' },
  { title: 'Monitor Rules', subtitle: 'Specify what posts to monitor.' },
  { title: 'Free Trial', subtitle: 'Start your 7-day free trial.' },
  { title: 'Get Started!', subtitle: "You're all set." },
] as const;

/** Platforms a core user may belong to (docs/product/data.md#core-users); twitter is the default. */
export const CORE_USER_PLATFORMS = ['twitter', 'bluesky', 'telegram', 'farcaster'] as const;
export type TCoreUserPlatform = (typeof CORE_USER_PLATFORMS)[number];

/** Edit types of the rewrite task and the review flow's edit calls. */
export const EDIT_TYPES = ['casual', 'tighter', 'professional', 'persuasive', 'empathetic'] as const;
export type TEditType = (typeof EDIT_TYPES)[number];

/** The slash commands /help lists (docs/product/screens.md#chat). */
export const CHAT_SLASH_COMMANDS = [
  { command: '/help', description: 'List the commands' },
  { command: '/reset', description: 'Reload this conversation from the server' },
  { command: '/clear', description: 'Clear the conversation on this screen' },
  { command: '/memory', description: 'Show what the assistant knows about your setup' },
  {
    command: '/keywords',
    description: 'Show your monitoring keywords; /keywords add or remove <words> changes them',
  },
] as const;

/** docs/product/screens.md#replies: the card's quick edit choices and the edit types they map to. */
export const QUICK_EDITS = [
  { label: 'Too stuffy', edit_type: 'casual' },
  { label: 'Punchier', edit_type: 'tighter' },
] as const satisfies readonly { label: string; edit_type: TEditType }[];
/** docs/product/screens.md#replies: the further menu of edit choices. */
export const MORE_EDITS = [
  { label: 'professional', edit_type: 'professional' },
  { label: 'friendly', edit_type: 'casual' },
  { label: 'concise', edit_type: 'tighter' },
  { label: 'detailed', edit_type: 'persuasive' },
  { label: 'enthusiastic', edit_type: 'empathetic' },
] as const satisfies readonly { label: string; edit_type: TEditType }[];
/**
 * docs/product/states.md#reply-card: after the undo timeout an edit-submit also sends an edit call of this
 * type.
 */
export const EDIT_SUBMIT_EDIT_TYPE: TEditType = 'professional';

export const TEXT = {
  slogan: PUBLIC_TEXT.slogan,
  welcomeTo: 'Welcome to',
  tagline: 'Your AI-powered reply assistant',
  loading: 'Loading...',
  settingUpAccount: 'Setting up your account...',
  featureComingSoon: 'Feature Coming soon...',
  landing: PUBLIC_TEXT.landing,
  auth: {
    buttons: {
      sign_in: 'Sign in',
      sign_up: 'Sign up',
      magic_link: 'Send Magic Link',
      forgotten_password: 'Send reset password instructions',
      update_password: 'Update password',
      verify_otp: 'Verify token',
    },
    checkMagicLink: 'Check your email for the magic link',
    checkConfirmation: 'Check your email for the confirmation link',
    checkPasswordReset: 'Check your email for the password reset link',
    passwordUpdated: 'Your password has been updated',
    otpExpired: 'The login link has expired. Please request a new one.',
    /** The auth kit's message for an empty magic-link e-mail (docs/product/validation.md#sign-in). */
    emptyEmailAddress: 'Email address is required',
    /** The server's 'Password too short', with the minimum it enforces. */
    passwordTooShort: `Password too short: use at least ${LIMITS.passwordMin} characters`,
    passwordTooLong: `Password too long: use at most ${LIMITS.passwordMax} characters`,
    noValidSession: 'No valid session found',
    noSession: 'No session found',
    authenticationRequired: 'Authentication required',
  },
  logout: {
    confirmTitle: 'Log out?',
    confirmBody: 'You will need to sign in again to review and send replies.',
    success: 'Logged out successfully',
    successDescription: 'You have been logged out of your account',
    failure: 'Error logging out',
    failureDescription: 'Please try again',
  },
  onboarding: {
    statusFailed: (status: number) => `Onboarding status check failed: ${status}`,
    checkFailed: 'Failed to check onboarding status',
    completeFailed: 'Failed to complete setup. Please try again.',
  },
  notifications: {
    title: 'Notifications',
    empty: 'No notifications yet',
  },
  /**
   * docs/product/screens.md#twitter-callback, errors.md#twitter-and-onboarding. The network is X to the
   * user, never Twitter; the key keeps its name (decision 0078).
   */
  twitter: {
    connectFailed: 'Failed to connect with X. Please try again.',
    noAuthorizationUrl: 'No authorization URL received from server',
    disconnectFailed: 'Failed to disconnect from X. Please try again.',
    disconnected: 'Successfully disconnected from X',
    fetchProfileFailed: 'Failed to fetch X profile',
    errorFallback: 'An error occurred',
    retry: 'Retry',
    comingSoon: 'Coming Soon',
    comingSoonDescription: 'This integration will be available soon!',
    callback: {
      connecting: 'Connecting to X',
      missingParamsToast: 'X authentication failed: Missing parameters',
      missingParams: 'Missing OAuth parameters',
      success: 'Successfully connected with X!',
      failed: 'Failed to connect with X. Please try again.',
      failedInline: 'Failed to complete X authentication',
    },
  },
  /** docs/product/screens.md#settings, validation.md#undo-timeout, errors.md#scheduled-and-settings. */
  settings: {
    title: 'Settings',
    saveSettings: 'Save Settings',
    saved: 'Settings saved successfully',
    invalidUndoTimeout: 'Please enter a valid number between 1 and 60 seconds',
    yourSubscription: 'Your Subscription',
    back: 'Back',
  },
  /** docs/product/screens.md#onboarding, screens.md#your-style, states.md#style, errors.md#style. */
  style: {
    title: 'Your Speaking Style',
    empty: 'No speaking style defined yet. Click edit to set your style.',
    edit: 'Edit Speaking Style',
    saveChanges: 'Save Changes',
    cancel: 'Cancel',
    /** Onboarding's toast; the style screen's adds a final period. */
    updated: 'Your speaking style has been updated',
    updatedOnScreen: 'Your speaking style has been updated.',
    updateFailed: 'Failed to update your speaking style. Please try again.',
    analyzing: 'Building your user profile based on your posts...',
    analyzingPrivateHint: 'This will not work if your profile is private',
    /** The analysis reads X's posts, else Bluesky's: no network named, 'posts' not 'tweets' (decision 0058). */
    analyzeFailed: 'Failed to analyze your profile. Please try again.',
    noTweets: 'No posts found on your profile. Using default style.',
    analysisComplete: 'Profile Analysis Complete',
  },
  /** docs/product/screens.md#communities, validation.md#core-users, errors.md#core-users. */
  coreUsers: {
    inputPlaceholder: 'Enter username',
    empty: 'No core users added yet',
    added: (username: string) => `Added @${username} to core users`,
    removed: (username: string) => `Removed @${username} from core users`,
    imported: (n: number) => `Successfully added ${n} users`,
    invalidImported: (n: number) => `Failed to add ${n} invalid usernames`,
    fetchFailed: 'Failed to fetch core users',
    addFailed: 'Failed to add user',
    removeFailed: 'Failed to remove user',
    importFailed: 'Failed to import from sheet',
  },
  /** docs/product/screens.md#onboarding (step 4), states.md#audience-chat, errors.md#chat-and-keywords. */
  audience: {
    understanding: 'Audience Understanding',
    keywordsTitle: 'Keywords for Monitoring',
    loadPreviousFailed: 'Failed to load previous conversation',
    keywordsUpdated: 'Keywords updated successfully',
    errorPrefix: (message: string) => `Error: ${message}`,
    sendFailed: 'Failed to send message',
    connectionError: 'Connection Error: Could not connect to the chat service. Please try again later.',
  },
  /** docs/product/screens.md#reply-rules, validation.md#qualification-rules, errors.md#rules-and-business. */
  rules: {
    empty: 'No rules added yet',
    deleteConfirm: 'Are you sure? This action cannot be undone. This will permanently delete the rule.',
    triggerRequired: 'Trigger prompt is required',
    added: 'Rule added successfully',
    addFailed: 'Error adding rule',
    updated: 'Rule updated successfully',
    updateFailed: 'Error updating rule',
    deleted: 'Rule deleted successfully',
    deleteFailed: 'Error deleting rule',
    loadFailed: (message: string) => `Error loading rules: ${message}`,
  },
  /** docs/product/screens.md#replies, states.md#reply-card, validation.md#replies, errors.md#replies. */
  replies: {
    title: 'Your Replies',
    remaining: (n: number) => `${n} ${n === 1 ? 'reply' : 'replies'} remaining`,
    empty: 'No more responses to process',
    ignore: 'Ignore',
    edit: 'Edit',
    send: 'Send',
    saveAsRule: 'Save as Qualification Rule',
    limitExceeded: 'Daily interaction limit exceeded',
    processFailed: 'Failed to process reply',
    scheduled: 'Scheduled',
    /**
     * The specification's 'Reply rejected' named a choice the screen calls Ignore, as a success:
     * the card was left, nothing was rejected anywhere (docs/decisions/0077).
     */
    rejected: 'Reply ignored',
    editFailed: 'Failed to edit response',
    saveEditFailed: 'Failed to save edit',
    previewFailed: 'Failed to preview edit',
    complaintRequired: 'Please enter some feedback',
    complaintFailed: 'Failed to submit feedback',
    linkCopied: 'Link copied to clipboard',
    copyFailed: 'Failed to copy link',
  },
  /**
   * docs/product/screens.md#scheduled-replies, states.md#scheduled-selection,
   * errors.md#scheduled-and-settings. The list holds the user's replies, so it counts replies, not
   * tweets (decision 0078).
   */
  scheduled: {
    title: 'Scheduled',
    loading: 'Loading scheduled replies...',
    empty: 'No scheduled replies yet',
    loadFailed: 'Failed to load scheduled replies',
    selected: (n: number) => `${n} ${n === 1 ? 'reply' : 'replies'} selected`,
    delete: 'Delete',
    deleteAll: 'Delete all',
    edited: 'Edited',
    bulkDeleted: (n: number) => `Successfully deleted ${n} scheduled ${n === 1 ? 'reply' : 'replies'}`,
    bulkDeleteFailed: 'Failed to delete selected replies',
    deleted: 'Scheduled reply deleted successfully',
    deleteFailed: 'Failed to delete scheduled reply',
  },
  /** docs/product/screens.md#chat, states.md#chat, errors.md#chat-and-keywords. */
  chat: {
    title: 'Chat',
    newChat: 'New Chat',
    untitledChat: 'Untitled Chat',
    justNow: 'Just now',
    invalidDate: 'Invalid date',
    historyFailed: 'Failed to load chat history',
    sessionFailed: 'Failed to load chat session',
    deleteFailed: 'Failed to delete chat session',
    deleted: 'Chat session deleted',
    sendFailed: 'Failed to send message',
    connectionError: 'Connection Error: Could not connect to the chat service. Please try again later.',
  },
  /** docs/product/screens.md#business, errors.md#rules-and-business. */
  business: {
    saved: 'Changes saved successfully',
    saveFailed: 'Failed to save changes',
  },
  /**
   * docs/product/screens.md#current-subscription, screens.md#subscription-success,
   * errors.md#subscription-and-checkout.
   */
  subscription: {
    statusFailed: 'Failed to check subscription status',
    checkoutFailed: 'Failed to start subscription process',
    checkoutTooManyRequests: 'Too many requests. Please try again in a few minutes.',
    checkoutSessionExpired: 'Your session has expired. Please log in again.',
    checkoutUnavailable: 'Unable to start checkout process...',
    processing: 'Processing your subscription...',
    activated: 'Subscription activated successfully!',
    activationIssue: 'There was an issue activating your subscription. Please contact support.',
    verifyFailed: 'Failed to verify subscription status',
    cancelled: 'Subscription cancelled successfully',
    cancelFailed: 'Failed to cancel subscription. Please try again or contact support.',
    /**
     * What the cancel dialog says the user loses. The spec's 'Unlimited AI-powered responses': drafts
     * are no plan's to limit; the daily limit on reviewing them is (decision 0079).
     */
    cancelLosses: [
      'No daily limit on reviewing drafts',
      'Custom response styles',
      'Priority support',
      'Advanced analytics',
    ],
    notAvailable: 'N/A',
    startFreeTrial: 'Start Free Trial',
    nextStep: 'Next Step',
    /** The trial step's 'Skip (… team member)', with the deployment's product name. */
    skipTrial: (productName: string) => `Skip (${productName} team member)`,
  },
} as const;
