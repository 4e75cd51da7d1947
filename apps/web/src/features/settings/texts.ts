import { PASSWORD_LENGTH } from '@/lib/auth/auth-client';

/** Wording of /settings of its own; the product's texts come from TEXT.settings. */
export const SETTINGS_COPY = {
  replies: {
    heading: 'Reply review',
    description: 'Kept in this browser only.',
  },
  undoTimeout: {
    label: 'Undo timeout',
    unit: 'seconds',
    help: 'How long a sent or ignored reply can still be undone: 1 to 60 seconds.',
  },
  drySend: {
    label: 'Dry-send mode',
    help: 'Approved replies are processed but not posted. Useful for trying things out.',
  },
  content: {
    heading: 'Content',
    description: 'What monitoring drafts replies for. Saved to your account.',
    adultLabel: 'Show posts labelled as adult content (Bluesky)',
    adultHelp:
      'Posts labelled porn, sexual, nudity or graphic media are skipped unless this is on; their labels are always shown on the card.',
    adultOn: 'Posts labelled as adult content will be drafted for',
    adultOff: 'Posts labelled as adult content will be skipped',
    saveFailed: 'Could not save your content setting',
    loadFailed: 'Could not load your content settings',
    retry: 'Try again',
  },
  model: {
    heading: 'Drafting model',
    description:
      'The language model that writes your drafts, rewrites and chat answers. You choose it here; the server’s operator sets the default and which model servers are allowed.',
    loadFailed: 'Could not load your model settings',
    retry: 'Try again',
    current: 'Drafting now',
    instanceDefault: 'Instance default',
    ownModel: 'Your own',
    offline:
      'No language model drafts for you, so the built-in demo writer does: it shows the whole loop, not your voice. Choose a model below.',
    instanceHelp: 'Set by the server. Choose your own model below to use it instead.',
    useDefault: 'Use the instance default',
    resetTitle: 'Go back to the instance default?',
    resetBody:
      'Your own model setting and its saved API key are deleted. Drafts use the server’s model again.',
    resetConfirm: 'Use the default',
    resetDone: 'Back to the instance default',
    resetFailed: 'Could not go back to the instance default',
    provider: 'Provider',
    model: 'Model',
    modelHelp: (example: string) => `The model’s name as the provider writes it, e.g. ${example}.`,
    modelRequired: 'Enter a model name.',
    baseUrl: 'Server address',
    baseUrlHelp: 'Its OpenAI-compatible address, ending in /v1.',
    baseUrlRequired: 'Enter the server’s address.',
    customNotAllowed:
      'This server does not accept other model servers. Its operator can allow addresses with LLM_ALLOWED_BASE_URLS.',
    savedAddressNotAllowed: (address: string) =>
      `This server no longer allows your model server’s address (${address}), so your own model cannot draft. Choose another model, or use the instance default.`,
    apiKey: 'API key',
    apiKeyOptional: 'API key (optional)',
    apiKeyHelpNew: 'Stored encrypted on the server and never shown again.',
    apiKeyHelpOptional: 'Only if your server asks for one. Stored encrypted, never shown again.',
    apiKeySaved: (last4: string | null) =>
      last4
        ? `A key is saved, ending in …${last4}. Leave this empty to keep it.`
        : 'A key is saved. Leave this empty to keep it.',
    apiKeyRequired: (provider: string) => `Enter your ${provider} API key.`,
    test: 'Test',
    testing: 'Testing…',
    testOk: (model: string, ms: number) => `${model} answered in ${(ms / 1000).toFixed(1)} s.`,
    testFailedTitle: 'The test did not work',
    notSaved: 'Not saved yet: Save to draft with it.',
    save: 'Save',
    saved: 'Drafting model saved',
    saveFailed: 'Could not save the drafting model',
    ollama: {
      label: 'Ollama model',
      loading: 'Looking for Ollama on this server…',
      notRunning: 'Ollama is not running on this server.',
      notRunningHelp: 'Start it (ollama serve), then look again.',
      disabled: 'Ollama is turned off on this server.',
      none: 'Ollama is running but has no models yet.',
      noneHelp: 'Pull one on the server, e.g. ollama pull llama3.2, then look again.',
      lookAgain: 'Look again',
      loadFailed: 'Could not ask the server about Ollama',
      pick: 'Pick one of the models it has.',
    },
    /** The models a compatible server lists (GET /v1/models), offered once its address is entered. */
    listed: {
      label: 'Models your server lists',
      choose: (count: number) => `Choose one of ${count}…`,
      help: 'Choosing one fills in the model below; you can still type another.',
      asking: 'Asking your server which models it has…',
      failed: 'Could not ask your server for its models',
      typeInstead: 'Type the model’s name below.',
      lookAgain: 'Look again',
    },
  },
  /** Onboarding's last step: a model before the first run, or demo drafts for now. */
  firstModel: {
    legend: 'Who drafts your replies',
    intro: 'No language model drafts for you yet. Pick one before the first run, or start with demo drafts.',
    ollama: 'Ollama on this server',
    ollamaHelp: (count: number) =>
      `Found here with ${count} ${count === 1 ? 'model' : 'models'}; your posts stay on this server.`,
    key: 'A provider key',
    keyHelp: 'OpenAI, Anthropic, OpenRouter, Groq or your own OpenAI-compatible server.',
    demo: 'Use demo drafts for now',
    demoHelp:
      'The built-in demo writer shows the whole loop with no key, but its drafts are not worth sending as they are.',
    later: 'You can change this any time in Settings › Drafting model.',
    drafting: (model: string) => `Drafting with ${model}.`,
    notSaved: 'Not saved yet: Save it, or Complete Setup saves it before the first run.',
    saving: 'Saving your drafting model…',
    unsavedTitle: 'Your model is not saved',
    unsavedBody:
      'The model you filled in has not passed a Test as it is now, and is not saved, so demo drafts would write your first replies. Go back to Test and Save it, or complete setup with demo drafts; you can choose a model any time in Settings › Drafting model.',
    unsavedConfirm: 'Use demo drafts for now',
    unsavedBackBody:
      'The model you filled in is not saved, and going back to the previous step drops it. Save it first, or go back without it.',
    unsavedBackConfirm: 'Go back without it',
    unsavedCancel: 'Back to my model',
  },
  security: {
    heading: 'Sign-in and security',
    description: 'Your password and the devices signed in to your account.',
  },
  changePassword: {
    currentLabel: 'Current password',
    currentRequired: 'Enter your current password.',
    newLabel: 'New password',
    newHelp: `${PASSWORD_LENGTH.min} to ${PASSWORD_LENGTH.max} characters, different from the current one.`,
    submit: 'Change password',
    tooShort: `The new password needs at least ${PASSWORD_LENGTH.min} characters.`,
    tooLong: `The new password can have at most ${PASSWORD_LENGTH.max} characters.`,
    sameAsCurrent: 'The new password must be different from the current one.',
    success: 'Password changed',
    successDescription: 'You were signed out on your other devices.',
    failure: 'Could not change the password',
  },
  signOutEverywhere: {
    help: 'Lost a device, or signed in on a shared computer? End every session at once.',
    button: 'Sign out everywhere',
    confirmTitle: 'Sign out everywhere?',
    confirmBody:
      'This ends your sessions on every device, this one included. You will sign in again with your password.',
    confirmLabel: 'Sign out everywhere',
    success: 'Signed out everywhere',
    failure: 'Could not sign out everywhere',
  },
} as const;
