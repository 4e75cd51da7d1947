// Long because it is one table: each route of the API beside the schemas the server checks it with,
// read in one place (the imports of every area make up half of it).
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
import { ZAgentInput, ZAgentMemory, ZChatSessionDetail, ZChatSessionsAnswer } from './agent';
import { ZAnalyticsRepliesAnswer, ZAnalyticsSummary, ZRepliesQuery, ZSummaryQuery } from './analytics';
import {
  ZChatHistoryAnswer,
  ZChatInput,
  ZChatReply,
  ZKeywordAddInput,
  ZKeywordChangeAnswer,
  ZKeywordRemoveInput,
  ZKeywordStatus,
  ZKeywordToggleInput,
  ZKeywordUpdateInput,
} from './audience';
import {
  ZBillingWebhookAnswer,
  ZCancelAnswer,
  ZCheckoutAnswer,
  ZCreateCheckout,
  ZSkipTrialAnswer,
  ZSubscriptionStatus,
} from './billing';
import { ZBusinessInfo, ZBusinessInfoInput } from './business';
import {
  ZBlueskyConnectInput,
  ZBlueskyDisconnectAnswer,
  ZBlueskyProfileAnswer,
  ZSandboxBlueskyAccountsAnswer,
  ZSandboxBlueskyConnectInput,
  ZTwitterCallbackAnswer,
  ZTwitterCallbackQuery,
  ZTwitterDisconnectAnswer,
  ZTwitterProfileAnswer,
  ZTwitterRequestTokenAnswer,
} from './connections';
import { ZContentSettings, ZContentSettingsInput } from './content-settings';
import {
  ZConversationDecisionAnswer,
  ZConversationDismissInput,
  ZConversationLikeInput,
  ZConversationsAnswer,
} from './conversations';
import { ZConversationsCountAnswer } from './conversations-count';
import {
  ZCoreUserAddAnswer,
  ZCoreUserAddInput,
  ZCoreUserRemoveAnswer,
  ZCoreUserRemoveInput,
  ZCoreUserSuggestionsAnswer,
  ZCoreUserSuggestionsQuery,
  ZCoreUsersAnswer,
  ZSheetImportAnswer,
  ZSheetImportInput,
} from './core-users';
import { ZEventsQuery } from './events';
import { ZHandOffs } from './hand-offs';
import {
  ZModelSettings,
  ZModelSettingsInput,
  ZModelTestAnswer,
  ZOllamaModels,
  ZServerModels,
  ZServerModelsInput,
} from './model-settings';
import { ZMonitorStatus, ZMonitorTriggerAnswer } from './monitoring';
import { ZOnboardingComplete, ZOnboardingStatus } from './onboarding';
import { ZPlatformFilterQuery } from './platforms';
import {
  ZComplaint,
  ZComplaintInput,
  ZComplaintOrNone,
  ZComplaintQuery,
  ZEditPreviewAnswer,
  ZEditPreviewInput,
  ZEditResponseAnswer,
  ZEditResponseInput,
  ZEditRestoreInput,
  ZEditSubmitAnswer,
  ZEditSubmitInput,
  ZFeedbackAnswer,
  ZFeedbackApproveInput,
  ZFeedbackRejectInput,
  ZPendingRepliesAnswer,
} from './replies';
import {
  ZRuleAnswer,
  ZRuleDeleteAnswer,
  ZRulePatchInput,
  ZRulesAnswer,
  ZRulesCreateAnswer,
  ZRulesCreateInput,
} from './rules';
import {
  ZCheckFinishedAnswer,
  ZCheckPostedAnswer,
  ZDeleteScheduledAnswer,
  ZDeleteScheduledQuery,
  ZRestoreScheduledAnswer,
  ZRestoreScheduledInput,
  ZRetryScheduledAnswer,
  ZScheduledAnswer,
  ZSentPage,
  ZSentQuery,
} from './scheduled';
import { ZPublicConfig, ZSessionAnswer } from './session';
import { ZAnalyzeAnswer, ZStyleAnswer, ZStyleInput } from './style';

/**
 * Every route of the product API paired with the schemas the server validates, answers and
 * documents with (its `types` name them; a mismatch does not compile). The server and its tests
 * import these; the web imports the routes alone (./*-routes), so neither zod nor the schemas
 * reach its bundle.
 */
export const sendAgentMessageContract = contract(sendAgentMessageRoute, { body: ZAgentInput, answer: null });
export const listChatSessionsContract = contract(listChatSessionsRoute, { answer: ZChatSessionsAnswer });
export const getChatSessionContract = contract(getChatSessionRoute, { answer: ZChatSessionDetail });
export const deleteChatSessionContract = contract(deleteChatSessionRoute, { answer: null });
export const getAgentMemoryContract = contract(getAgentMemoryRoute, { answer: ZAgentMemory });
export const getAnalyticsSummaryContract = contract(getAnalyticsSummaryRoute, {
  query: ZSummaryQuery,
  answer: ZAnalyticsSummary,
});
export const listAnalyticsRepliesContract = contract(listAnalyticsRepliesRoute, {
  query: ZRepliesQuery,
  answer: ZAnalyticsRepliesAnswer,
});
export const sendChatMessageContract = contract(sendChatMessageRoute, {
  body: ZChatInput,
  answer: ZChatReply,
});
export const refineChatContract = contract(refineChatRoute, { body: ZChatInput, answer: ZChatReply });
export const getChatHistoryContract = contract(getChatHistoryRoute, { answer: ZChatHistoryAnswer });
export const getKeywordStatusContract = contract(getKeywordStatusRoute, { answer: ZKeywordStatus });
export const toggleKeywordsContract = contract(toggleKeywordsRoute, {
  body: ZKeywordToggleInput,
  answer: ZKeywordStatus,
});
export const addKeywordContract = contract(addKeywordRoute, {
  body: ZKeywordAddInput,
  answer: ZKeywordChangeAnswer,
});
export const updateKeywordContract = contract(updateKeywordRoute, {
  body: ZKeywordUpdateInput,
  answer: ZKeywordChangeAnswer,
});
export const removeKeywordContract = contract(removeKeywordRoute, {
  body: ZKeywordRemoveInput,
  answer: ZKeywordChangeAnswer,
});
export const getSubscriptionStatusContract = contract(getSubscriptionStatusRoute, {
  answer: ZSubscriptionStatus,
});
export const skipTrialContract = contract(skipTrialRoute, { answer: ZSkipTrialAnswer });
export const createCheckoutContract = contract(createCheckoutRoute, {
  body: ZCreateCheckout,
  answer: ZCheckoutAnswer,
});
export const createDefaultCheckoutContract = contract(createDefaultCheckoutRoute, {
  answer: ZCheckoutAnswer,
});
export const cancelSubscriptionContract = contract(cancelSubscriptionRoute, { answer: ZCancelAnswer });
export const billingWebhookContract = contract(billingWebhookRoute, { answer: ZBillingWebhookAnswer });
export const getBusinessInfoContract = contract(getBusinessInfoRoute, { answer: ZBusinessInfo });
export const saveBusinessInfoContract = contract(saveBusinessInfoRoute, {
  body: ZBusinessInfoInput,
  answer: ZBusinessInfo,
});
export const getTwitterProfileContract = contract(getTwitterProfileRoute, { answer: ZTwitterProfileAnswer });
export const disconnectTwitterContract = contract(disconnectTwitterRoute, {
  answer: ZTwitterDisconnectAnswer,
});
export const getTwitterRequestTokenContract = contract(getTwitterRequestTokenRoute, {
  answer: ZTwitterRequestTokenAnswer,
});
export const completeTwitterCallbackContract = contract(completeTwitterCallbackRoute, {
  query: ZTwitterCallbackQuery,
  answer: ZTwitterCallbackAnswer,
});
export const listSandboxBlueskyAccountsContract = contract(listSandboxBlueskyAccountsRoute, {
  answer: ZSandboxBlueskyAccountsAnswer,
});
export const connectSandboxBlueskyContract = contract(connectSandboxBlueskyRoute, {
  body: ZSandboxBlueskyConnectInput,
  answer: ZBlueskyProfileAnswer,
});
export const connectBlueskyContract = contract(connectBlueskyRoute, {
  body: ZBlueskyConnectInput,
  answer: ZBlueskyProfileAnswer,
});
export const getBlueskyProfileContract = contract(getBlueskyProfileRoute, { answer: ZBlueskyProfileAnswer });
export const disconnectBlueskyContract = contract(disconnectBlueskyRoute, {
  answer: ZBlueskyDisconnectAnswer,
});
export const getContentSettingsContract = contract(getContentSettingsRoute, { answer: ZContentSettings });
export const saveContentSettingsContract = contract(saveContentSettingsRoute, {
  body: ZContentSettingsInput,
  answer: ZContentSettings,
});
export const countConversationsContract = contract(countConversationsRoute, {
  answer: ZConversationsCountAnswer,
});
export const listConversationsContract = contract(listConversationsRoute, {
  query: ZPlatformFilterQuery,
  answer: ZConversationsAnswer,
});
export const likeConversationContract = contract(likeConversationRoute, {
  body: ZConversationLikeInput,
  answer: ZConversationDecisionAnswer,
});
export const dismissConversationContract = contract(dismissConversationRoute, {
  body: ZConversationDismissInput,
  answer: ZConversationDecisionAnswer,
});
export const listCoreUsersContract = contract(listCoreUsersRoute, { answer: ZCoreUsersAnswer });
export const suggestCoreUsersContract = contract(suggestCoreUsersRoute, {
  query: ZCoreUserSuggestionsQuery,
  answer: ZCoreUserSuggestionsAnswer,
});
export const addCoreUserContract = contract(addCoreUserRoute, {
  body: ZCoreUserAddInput,
  answer: ZCoreUserAddAnswer,
});
export const removeCoreUserContract = contract(removeCoreUserRoute, {
  body: ZCoreUserRemoveInput,
  answer: ZCoreUserRemoveAnswer,
});
export const importCoreUsersSheetContract = contract(importCoreUsersSheetRoute, {
  body: ZSheetImportInput,
  answer: ZSheetImportAnswer,
});
export const eventsStreamContract = contract(eventsStreamRoute, { query: ZEventsQuery, answer: null });
export const listHandOffsContract = contract(listHandOffsRoute, { answer: ZHandOffs });
export const startHandOffsContract = contract(startHandOffsRoute, { answer: ZHandOffs });
export const getModelSettingsContract = contract(getModelSettingsRoute, { answer: ZModelSettings });
export const saveModelSettingsContract = contract(saveModelSettingsRoute, {
  body: ZModelSettingsInput,
  answer: ZModelSettings,
});
export const resetModelSettingsContract = contract(resetModelSettingsRoute, { answer: ZModelSettings });
export const listOllamaModelsContract = contract(listOllamaModelsRoute, { answer: ZOllamaModels });
export const testModelSettingsContract = contract(testModelSettingsRoute, {
  body: ZModelSettingsInput,
  answer: ZModelTestAnswer,
});
export const listServerModelsContract = contract(listServerModelsRoute, {
  body: ZServerModelsInput,
  answer: ZServerModels,
});
export const triggerMonitorRunContract = contract(triggerMonitorRunRoute, { answer: ZMonitorTriggerAnswer });
export const getMonitorStatusContract = contract(getMonitorStatusRoute, { answer: ZMonitorStatus });
export const stopMonitorRunContract = contract(stopMonitorRunRoute, { answer: ZMonitorStatus });
export const getOnboardingStatusContract = contract(getOnboardingStatusRoute, { answer: ZOnboardingStatus });
export const completeOnboardingContract = contract(completeOnboardingRoute, { answer: ZOnboardingComplete });
export const listPendingRepliesContract = contract(listPendingRepliesRoute, {
  query: ZPlatformFilterQuery,
  answer: ZPendingRepliesAnswer,
});
export const approveReplyContract = contract(approveReplyRoute, {
  body: ZFeedbackApproveInput,
  answer: ZFeedbackAnswer,
});
export const rejectReplyContract = contract(rejectReplyRoute, {
  body: ZFeedbackRejectInput,
  answer: ZFeedbackAnswer,
});
export const previewEditContract = contract(previewEditRoute, {
  body: ZEditPreviewInput,
  answer: ZEditPreviewAnswer,
});
export const editResponseContract = contract(editResponseRoute, {
  body: ZEditResponseInput,
  answer: ZEditResponseAnswer,
});
export const restoreResponseContract = contract(restoreResponseRoute, {
  body: ZEditRestoreInput,
  answer: ZEditResponseAnswer,
});
export const submitEditContract = contract(submitEditRoute, {
  body: ZEditSubmitInput,
  answer: ZEditSubmitAnswer,
});
export const getComplaintContract = contract(getComplaintRoute, {
  query: ZComplaintQuery,
  answer: ZComplaintOrNone,
});
export const saveComplaintContract = contract(saveComplaintRoute, {
  body: ZComplaintInput,
  answer: ZComplaint,
});
export const listRulesContract = contract(listRulesRoute, { answer: ZRulesAnswer });
export const createRulesContract = contract(createRulesRoute, {
  body: ZRulesCreateInput,
  answer: ZRulesCreateAnswer,
});
export const updateRuleContract = contract(updateRuleRoute, { body: ZRulePatchInput, answer: ZRuleAnswer });
export const deleteRuleContract = contract(deleteRuleRoute, { answer: ZRuleDeleteAnswer });
export const listScheduledContract = contract(listScheduledRoute, {
  query: ZPlatformFilterQuery,
  answer: ZScheduledAnswer,
});
export const deleteScheduledContract = contract(deleteScheduledRoute, {
  query: ZDeleteScheduledQuery,
  answer: ZDeleteScheduledAnswer,
});
export const restoreScheduledContract = contract(restoreScheduledRoute, {
  body: ZRestoreScheduledInput,
  answer: ZRestoreScheduledAnswer,
});
export const checkFinishedContract = contract(checkFinishedRoute, { answer: ZCheckFinishedAnswer });
export const checkPostedContract = contract(checkPostedRoute, { answer: ZCheckPostedAnswer });
export const retryScheduledContract = contract(retryScheduledRoute, { answer: ZRetryScheduledAnswer });
export const listSentContract = contract(listSentRoute, { query: ZSentQuery, answer: ZSentPage });
export const getSessionContract = contract(getSessionRoute, { answer: ZSessionAnswer });
export const getPublicConfigContract = contract(getPublicConfigRoute, { answer: ZPublicConfig });
export const getStyleContract = contract(getStyleRoute, { answer: ZStyleAnswer });
export const saveStyleContract = contract(saveStyleRoute, { body: ZStyleInput, answer: ZStyleAnswer });
export const analyzeProfileContract = contract(analyzeProfileRoute, { answer: ZAnalyzeAnswer });

/** The sign-in library's endpoints: the library reads their input, so no schema of ours checks it. */
export const identityContracts = Object.fromEntries(
  Object.entries(identityRoutes).map(([name, route]) => [name, contract(route, { answer: null })]),
) as { readonly [K in keyof typeof identityRoutes]: TApiContract<(typeof identityRoutes)[K]> };
