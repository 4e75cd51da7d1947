import { blocking, me, muting, usersBy } from './v2-users';
import {
  createTweet,
  deleteTweet,
  likeTweet,
  likingUsers,
  lookupTweets,
  searchRecent,
  userMentions,
  userTweets,
} from './v2-tweets';
import type { TAnswer, TV2Context } from './v2-answers';
import type { TFakeXRoute } from './state';

/** X's v2 JSON endpoints the provider uses, over the fake's world: each resource in its own file. */
export function handleV2(route: TFakeXRoute, ctx: TV2Context): TAnswer {
  switch (route) {
    case 'GET /2/users/me':
      return me(ctx);
    case 'GET /2/users/by':
      return usersBy(ctx);
    case 'GET /2/users/:id/tweets':
      return userTweets(ctx);
    case 'GET /2/users/:id/mentions':
      return userMentions(ctx);
    case 'GET /2/users/:id/muting':
      return muting(ctx);
    case 'GET /2/users/:id/blocking':
      return blocking(ctx);
    case 'POST /2/users/:id/likes':
      return likeTweet(ctx);
    case 'GET /2/tweets':
      return lookupTweets(ctx);
    case 'GET /2/tweets/search/recent':
      return searchRecent(ctx);
    case 'GET /2/tweets/:id/liking_users':
      return likingUsers(ctx);
    case 'POST /2/tweets':
      return createTweet(ctx);
    case 'DELETE /2/tweets/:id':
      return deleteTweet(ctx);
    default:
      return {
        status: 404,
        body: { title: 'Not Found Error', detail: 'Not Found', type: 'about:blank', status: 404 },
      };
  }
}
