// Long because it is one table: each route of the API beside the schemas the server checks it with,
// read in one place. Each area's schemas are named through their module (`replies.ZFeedbackAnswer`).
import { contract, type TApiContract } from './contract';
import {
  deleteChatSessionRoute,
  getAgentMemoryRoute,
  getChatSessionRoute,
  listChatSessionsRoute,
  sendAgentMessageRoute,
} from './agent-routes';
import { getAnalyticsSummaryRoute, listAnalyticsRepliesRoute } from './analytics-routes';
import {
  addKeywordRoute,
  getChatHistoryRoute,
  getKeywordStatusRoute,
  refineChatRoute,
  removeKeywordRoute,
  sendChatMessageRoute,
  toggleKeywordsRoute,
  updateKeywordRoute,
} from './audience-routes';
import {
  billingWebhookRoute,
  cancelSubscriptionRoute,
  createCheckoutRoute,
  createDefaultCheckoutRoute,
  getSubscriptionStatusRoute,
  skipTrialRoute,
} from './billing-routes';
import { getBusinessInfoRoute, saveBusinessInfoRoute } from './business-routes';
import {
  completeTwitterCallbackRoute,
  connectBlueskyRoute,
  connectSandboxBlueskyRoute,
  disconnectBlueskyRoute,
  disconnectTwitterRoute,
  getBlueskyProfileRoute,
  getTwitterProfileRoute,
  getTwitterRequestTokenRoute,
  listSandboxBlueskyAccountsRoute,
} from './connections-routes';
import { getContentSettingsRoute, saveContentSettingsRoute } from './content-settings-routes';
import { countConversationsRoute } from './conversations-count-routes';
import {
  dismissConversationRoute,
  likeConversationRoute,
  listConversationsRoute,
} from './conversations-routes';
import {
  addCoreUserRoute,
  importCoreUsersSheetRoute,
  listCoreUsersRoute,
  removeCoreUserRoute,
  suggestCoreUsersRoute,
} from './core-users-routes';
import { eventsStreamRoute } from './events-routes';
import { listHandOffsRoute, startHandOffsRoute } from './hand-offs-routes';
import {
  getModelSettingsRoute,
  listOllamaModelsRoute,
  listServerModelsRoute,
  resetModelSettingsRoute,
  saveModelSettingsRoute,
  testModelSettingsRoute,
} from './model-settings-routes';
import { getMonitorStatusRoute, stopMonitorRunRoute, triggerMonitorRunRoute } from './monitoring-routes';
import { completeOnboardingRoute, getOnboardingStatusRoute } from './onboarding-routes';
import {
  approveReplyRoute,
  editResponseRoute,
  getComplaintRoute,
  listPendingRepliesRoute,
  previewEditRoute,
  rejectReplyRoute,
  restoreResponseRoute,
  saveComplaintRoute,
  submitEditRoute,
} from './replies-routes';
import { createRulesRoute, deleteRuleRoute, listRulesRoute, updateRuleRoute } from './rules-routes';
import {
  checkFinishedRoute,
  checkPostedRoute,
  deleteScheduledRoute,
  listScheduledRoute,
  listSentRoute,
  restoreScheduledRoute,
  retryScheduledRoute,
} from './scheduled-routes';
import { getPublicConfigRoute, getSessionRoute, identityRoutes } from './session-routes';
import { analyzeProfileRoute, getStyleRoute, saveStyleRoute } from './style-routes';
import * as agent from './agent';
import * as analytics from './analytics';
import * as audience from './audience';
import * as billing from './billing';
import * as business from './business';
import * as connections from './connections';
import * as contentSettings from './content-settings';
import * as conversations from './conversations';
import * as conversationsCount from './conversations-count';
import * as coreUsers from './core-users';
import * as events from './events';
import * as handOffs from './hand-offs';
import * as modelSettings from './model-settings';
import * as monitoring from './monitoring';
import * as onboarding from './onboarding';
import * as platforms from './platforms';
import * as replies from './replies';
import * as rules from './rules';
import * as scheduled from './scheduled';
import * as session from './session';
import * as style from './style';

/**
 * Every route of the product API paired with the schemas the server validates, answers and
 * documents with (its `types` name them; a mismatch does not compile). The server and its tests
 * import these; the web imports the routes alone (./*-routes), so neither zod nor the schemas
 * reach its bundle.
 */
export const sendAgentMessageContract = contract(sendAgentMessageRoute, {
  body: agent.ZAgentInput,
  answer: null,
});
export const listChatSessionsContract = contract(listChatSessionsRoute, {
  answer: agent.ZChatSessionsAnswer,
});
export const getChatSessionContract = contract(getChatSessionRoute, { answer: agent.ZChatSessionDetail });
export const deleteChatSessionContract = contract(deleteChatSessionRoute, { answer: null });
export const getAgentMemoryContract = contract(getAgentMemoryRoute, { answer: agent.ZAgentMemory });
export const getAnalyticsSummaryContract = contract(getAnalyticsSummaryRoute, {
  query: analytics.ZSummaryQuery,
  answer: analytics.ZAnalyticsSummary,
});
export const listAnalyticsRepliesContract = contract(listAnalyticsRepliesRoute, {
  query: analytics.ZRepliesQuery,
  answer: analytics.ZAnalyticsRepliesAnswer,
});
export const sendChatMessageContract = contract(sendChatMessageRoute, {
  body: audience.ZChatInput,
  answer: audience.ZChatReply,
});
export const refineChatContract = contract(refineChatRoute, {
  body: audience.ZChatInput,
  answer: audience.ZChatReply,
});
export const getChatHistoryContract = contract(getChatHistoryRoute, { answer: audience.ZChatHistoryAnswer });
export const getKeywordStatusContract = contract(getKeywordStatusRoute, { answer: audience.ZKeywordStatus });
export const toggleKeywordsContract = contract(toggleKeywordsRoute, {
  body: audience.ZKeywordToggleInput,
  answer: audience.ZKeywordStatus,
});
export const addKeywordContract = contract(addKeywordRoute, {
  body: audience.ZKeywordAddInput,
  answer: audience.ZKeywordChangeAnswer,
});
export const updateKeywordContract = contract(updateKeywordRoute, {
  body: audience.ZKeywordUpdateInput,
  answer: audience.ZKeywordChangeAnswer,
});
export const removeKeywordContract = contract(removeKeywordRoute, {
  body: audience.ZKeywordRemoveInput,
  answer: audience.ZKeywordChangeAnswer,
});
export const getSubscriptionStatusContract = contract(getSubscriptionStatusRoute, {
  answer: billing.ZSubscriptionStatus,
});
export const skipTrialContract = contract(skipTrialRoute, { answer: billing.ZSkipTrialAnswer });
export const createCheckoutContract = contract(createCheckoutRoute, {
  body: billing.ZCreateCheckout,
  answer: billing.ZCheckoutAnswer,
});
export const createDefaultCheckoutContract = contract(createDefaultCheckoutRoute, {
  answer: billing.ZCheckoutAnswer,
});
export const cancelSubscriptionContract = contract(cancelSubscriptionRoute, {
  answer: billing.ZCancelAnswer,
});
export const billingWebhookContract = contract(billingWebhookRoute, {
  answer: billing.ZBillingWebhookAnswer,
});
export const getBusinessInfoContract = contract(getBusinessInfoRoute, { answer: business.ZBusinessInfo });
export const saveBusinessInfoContract = contract(saveBusinessInfoRoute, {
  body: business.ZBusinessInfoInput,
  answer: business.ZBusinessInfo,
});
export const getTwitterProfileContract = contract(getTwitterProfileRoute, {
  answer: connections.ZTwitterProfileAnswer,
});
export const disconnectTwitterContract = contract(disconnectTwitterRoute, {
  answer: connections.ZTwitterDisconnectAnswer,
});
export const getTwitterRequestTokenContract = contract(getTwitterRequestTokenRoute, {
  answer: connections.ZTwitterRequestTokenAnswer,
});
export const completeTwitterCallbackContract = contract(completeTwitterCallbackRoute, {
  query: connections.ZTwitterCallbackQuery,
  answer: connections.ZTwitterCallbackAnswer,
});
export const listSandboxBlueskyAccountsContract = contract(listSandboxBlueskyAccountsRoute, {
  answer: connections.ZSandboxBlueskyAccountsAnswer,
});
export const connectSandboxBlueskyContract = contract(connectSandboxBlueskyRoute, {
  body: connections.ZSandboxBlueskyConnectInput,
  answer: connections.ZBlueskyProfileAnswer,
});
export const connectBlueskyContract = contract(connectBlueskyRoute, {
  body: connections.ZBlueskyConnectInput,
  answer: connections.ZBlueskyProfileAnswer,
});
export const getBlueskyProfileContract = contract(getBlueskyProfileRoute, {
  answer: connections.ZBlueskyProfileAnswer,
});
export const disconnectBlueskyContract = contract(disconnectBlueskyRoute, {
  answer: connections.ZBlueskyDisconnectAnswer,
});
export const getContentSettingsContract = contract(getContentSettingsRoute, {
  answer: contentSettings.ZContentSettings,
});
export const saveContentSettingsContract = contract(saveContentSettingsRoute, {
  body: contentSettings.ZContentSettingsInput,
  answer: contentSettings.ZContentSettings,
});
export const countConversationsContract = contract(countConversationsRoute, {
  answer: conversationsCount.ZConversationsCountAnswer,
});
export const listConversationsContract = contract(listConversationsRoute, {
  query: platforms.ZPlatformFilterQuery,
  answer: conversations.ZConversationsAnswer,
});
export const likeConversationContract = contract(likeConversationRoute, {
  body: conversations.ZConversationLikeInput,
  answer: conversations.ZConversationDecisionAnswer,
});
export const dismissConversationContract = contract(dismissConversationRoute, {
  body: conversations.ZConversationDismissInput,
  answer: conversations.ZConversationDecisionAnswer,
});
export const listCoreUsersContract = contract(listCoreUsersRoute, { answer: coreUsers.ZCoreUsersAnswer });
export const suggestCoreUsersContract = contract(suggestCoreUsersRoute, {
  query: coreUsers.ZCoreUserSuggestionsQuery,
  answer: coreUsers.ZCoreUserSuggestionsAnswer,
});
export const addCoreUserContract = contract(addCoreUserRoute, {
  body: coreUsers.ZCoreUserAddInput,
  answer: coreUsers.ZCoreUserAddAnswer,
});
export const removeCoreUserContract = contract(removeCoreUserRoute, {
  body: coreUsers.ZCoreUserRemoveInput,
  answer: coreUsers.ZCoreUserRemoveAnswer,
});
export const importCoreUsersSheetContract = contract(importCoreUsersSheetRoute, {
  body: coreUsers.ZSheetImportInput,
  answer: coreUsers.ZSheetImportAnswer,
});
export const eventsStreamContract = contract(eventsStreamRoute, { query: events.ZEventsQuery, answer: null });
export const listHandOffsContract = contract(listHandOffsRoute, { answer: handOffs.ZHandOffs });
export const startHandOffsContract = contract(startHandOffsRoute, { answer: handOffs.ZHandOffs });
export const getModelSettingsContract = contract(getModelSettingsRoute, {
  answer: modelSettings.ZModelSettings,
});
export const saveModelSettingsContract = contract(saveModelSettingsRoute, {
  body: modelSettings.ZModelSettingsInput,
  answer: modelSettings.ZModelSettings,
});
export const resetModelSettingsContract = contract(resetModelSettingsRoute, {
  answer: modelSettings.ZModelSettings,
});
export const listOllamaModelsContract = contract(listOllamaModelsRoute, {
  answer: modelSettings.ZOllamaModels,
});
export const testModelSettingsContract = contract(testModelSettingsRoute, {
  body: modelSettings.ZModelSettingsInput,
  answer: modelSettings.ZModelTestAnswer,
});
export const listServerModelsContract = contract(listServerModelsRoute, {
  body: modelSettings.ZServerModelsInput,
  answer: modelSettings.ZServerModels,
});
export const triggerMonitorRunContract = contract(triggerMonitorRunRoute, {
  answer: monitoring.ZMonitorTriggerAnswer,
});
export const getMonitorStatusContract = contract(getMonitorStatusRoute, {
  answer: monitoring.ZMonitorStatus,
});
export const stopMonitorRunContract = contract(stopMonitorRunRoute, { answer: monitoring.ZMonitorStatus });
export const getOnboardingStatusContract = contract(getOnboardingStatusRoute, {
  answer: onboarding.ZOnboardingStatus,
});
export const completeOnboardingContract = contract(completeOnboardingRoute, {
  answer: onboarding.ZOnboardingComplete,
});
export const listPendingRepliesContract = contract(listPendingRepliesRoute, {
  query: platforms.ZPlatformFilterQuery,
  answer: replies.ZPendingRepliesAnswer,
});
export const approveReplyContract = contract(approveReplyRoute, {
  body: replies.ZFeedbackApproveInput,
  answer: replies.ZFeedbackAnswer,
});
export const rejectReplyContract = contract(rejectReplyRoute, {
  body: replies.ZFeedbackRejectInput,
  answer: replies.ZFeedbackAnswer,
});
export const previewEditContract = contract(previewEditRoute, {
  body: replies.ZEditPreviewInput,
  answer: replies.ZEditPreviewAnswer,
});
export const editResponseContract = contract(editResponseRoute, {
  body: replies.ZEditResponseInput,
  answer: replies.ZEditResponseAnswer,
});
export const restoreResponseContract = contract(restoreResponseRoute, {
  body: replies.ZEditRestoreInput,
  answer: replies.ZEditResponseAnswer,
});
export const submitEditContract = contract(submitEditRoute, {
  body: replies.ZEditSubmitInput,
  answer: replies.ZEditSubmitAnswer,
});
export const getComplaintContract = contract(getComplaintRoute, {
  query: replies.ZComplaintQuery,
  answer: replies.ZComplaintOrNone,
});
export const saveComplaintContract = contract(saveComplaintRoute, {
  body: replies.ZComplaintInput,
  answer: replies.ZComplaint,
});
export const listRulesContract = contract(listRulesRoute, { answer: rules.ZRulesAnswer });
export const createRulesContract = contract(createRulesRoute, {
  body: rules.ZRulesCreateInput,
  answer: rules.ZRulesCreateAnswer,
});
export const updateRuleContract = contract(updateRuleRoute, {
  body: rules.ZRulePatchInput,
  answer: rules.ZRuleAnswer,
});
export const deleteRuleContract = contract(deleteRuleRoute, { answer: rules.ZRuleDeleteAnswer });
export const listScheduledContract = contract(listScheduledRoute, {
  query: platforms.ZPlatformFilterQuery,
  answer: scheduled.ZScheduledAnswer,
});
export const deleteScheduledContract = contract(deleteScheduledRoute, {
  query: scheduled.ZDeleteScheduledQuery,
  answer: scheduled.ZDeleteScheduledAnswer,
});
export const restoreScheduledContract = contract(restoreScheduledRoute, {
  body: scheduled.ZRestoreScheduledInput,
  answer: scheduled.ZRestoreScheduledAnswer,
});
export const checkFinishedContract = contract(checkFinishedRoute, { answer: scheduled.ZCheckFinishedAnswer });
export const checkPostedContract = contract(checkPostedRoute, { answer: scheduled.ZCheckPostedAnswer });
export const retryScheduledContract = contract(retryScheduledRoute, {
  answer: scheduled.ZRetryScheduledAnswer,
});
export const listSentContract = contract(listSentRoute, {
  query: scheduled.ZSentQuery,
  answer: scheduled.ZSentPage,
});
export const getSessionContract = contract(getSessionRoute, { answer: session.ZSessionAnswer });
export const getPublicConfigContract = contract(getPublicConfigRoute, { answer: session.ZPublicConfig });
export const getStyleContract = contract(getStyleRoute, { answer: style.ZStyleAnswer });
export const saveStyleContract = contract(saveStyleRoute, {
  body: style.ZStyleInput,
  answer: style.ZStyleAnswer,
});
export const analyzeProfileContract = contract(analyzeProfileRoute, { answer: style.ZAnalyzeAnswer });

/** The sign-in library's endpoints: the library reads their input, so no schema of ours checks it. */
export const identityContracts = Object.fromEntries(
  Object.entries(identityRoutes).map(([name, route]) => [name, contract(route, { answer: null })]),
) as { readonly [K in keyof typeof identityRoutes]: TApiContract<(typeof identityRoutes)[K]> };
