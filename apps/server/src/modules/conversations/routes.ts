import {
  countConversationsContract,
  dismissConversationContract,
  likeConversationContract,
  listConversationsContract,
} from '@gatling/shared/api/contracts';
import type { TAppEnv, TModuleDeps } from '../../context';
import { defineRoutes } from '../../http/api-routes';
import { dismissItem, likeItem } from './decide';
import { CONVERSATIONS_LIST_MAX, listConversations } from './list-conversations';
import { countOpenItems } from './open-items';

const NOT_FOUND = { description: "No such item in the user's inbox (also for a malformed id)" };
const DECIDED =
  'The follow-up is ignored with it (its reply becomes rejected), and the live updates say the new count.';

/**
 * The conversations inbox (Notifications, decision 0083) at /api/conversations, behind the guard:
 * the open items, their count, and the two decisions that act at once (Like, dismiss). A
 * follow-up's own swipes are the review stack's calls (/feedback/*, /edit/*) with its reply_id.
 */
export function createConversationRoutes(
  deps: Pick<TModuleDeps, 'db' | 'platforms' | 'registry' | 'cipher' | 'logger' | 'config'>,
) {
  const routes = defineRoutes<TAppEnv>(deps.registry, {
    base: '/api/conversations',
    tag: 'conversations',
    config: deps.config,
  });

  routes.serve(
    listConversationsContract,
    {
      summary: 'The inbox: answers, mentions and quotes waiting for the user, oldest first',
      description:
        `At most ${CONVERSATIONS_LIST_MAX}; the next ones follow once these are decided. An item waits ` +
        'while its follow-up is pending, or while the writer had nothing to add (follow_up null, ' +
        'nothing_to_add says why) and the user has not decided. Send or ignore a follow-up with ' +
        'POST /feedback/approve, /feedback/reject or /edit/submit and its reply_id. ' +
        "platform=twitter|bluesky lists one network's items only; any other value is 422.",
      responses: { 200: { description: 'The open items' } },
    },
    async (c, { query }) => ({ items: await listConversations(deps, c.get('user').id, query.platform) }),
  );

  routes.serve(
    countConversationsContract,
    {
      summary: 'How many items wait in the inbox (the navigation badge)',
      description: 'The event conversations.changed carries the same count whenever it changes.',
      responses: { 200: { description: 'The count' } },
    },
    async (c) => ({ open: await countOpenItems(deps.db, c.get('user').id) }),
  );

  routes.serve(
    likeConversationContract,
    {
      summary: "Like the item's post on its network; the item leaves the inbox",
      description:
        "Liked as the user's connected account, at once (no undo). " +
        `${DECIDED} Liking an item already liked answers the same without asking the network again.`,
      responses: {
        200: { description: 'Liked' },
        404: NOT_FOUND,
        409: {
          description:
            'The item was already decided (dismissed, its follow-up sent or ignored), its network has no ' +
            'Like here (can_like false), or the account is not connected or must be reconnected',
        },
        422: { description: 'Invalid input, or the network did not accept the Like' },
        429: { description: 'The network is limiting requests (retry-after says when to try again)' },
        503: { description: 'The network is not answering, or answered unexpectedly' },
      },
    },
    (c, { body }) => likeItem(deps, c.get('user').id, body.item_id),
  );

  routes.serve(
    dismissConversationContract,
    {
      summary: 'Dismiss an item: it leaves the inbox with no answer',
      description:
        `${DECIDED} Dismissing an item already dismissed answers the same. A later answer in the ` +
        'thread by someone already in it stays out of the inbox.',
      responses: {
        200: { description: 'Dismissed' },
        404: NOT_FOUND,
        409: { description: 'The item was already decided otherwise (liked, its follow-up sent or ignored)' },
        422: { description: 'Invalid input' },
      },
    },
    (c, { body }) => dismissItem(deps, c.get('user').id, body.item_id),
  );

  return routes;
}
