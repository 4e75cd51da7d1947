import { analyzeProfileContract, getStyleContract, saveStyleContract } from '@gatling/shared/api/contracts';
import type { TAppEnv, TModuleDeps } from '../../context';
import { defineRoutes, type TApiRoutes } from '../../http/api-routes';
import { analyzeProfile } from './analyze-profile';
import { getStyle } from './get-style';
import { saveStyle } from './save-style';

/**
 * The speaking style (docs/product/api.md /users/style and /build_user_profile/twitter/analyze): two
 * groups, each behind the bearer guard at its prefix.
 */
export function createStyleRoutes(deps: TModuleDeps): TApiRoutes<TAppEnv>[] {
  const { db, registry } = deps;

  const users = defineRoutes<TAppEnv>(registry, { base: '/api/users', tag: 'style', config: deps.config });
  users.serve(
    getStyleContract,
    {
      summary: 'The speaking style drafts are written in',
      description: 'style_prompt is null until the profile is analyzed or a style is saved.',
      responses: {
        200: { description: 'The style, its source and measured features' },
      },
    },
    (c) => getStyle(db, c.get('user').id),
  );

  users.serve(
    saveStyleContract,
    {
      summary: 'Save the speaking style the user wrote',
      description: 'Trimmed, 1 to 4000 characters. Re-analysis never replaces a style saved here.',
      responses: {
        200: { description: 'Saved (source user)' },
        422: { description: 'Empty or too long; nothing changed' },
      },
    },
    (c, { body }) => saveStyle(db, c.get('user').id, body),
  );

  const profile = defineRoutes<TAppEnv>(registry, {
    base: '/api/build_user_profile',
    tag: 'style',
    config: deps.config,
  });
  profile.serve(
    analyzeProfileContract,
    {
      summary: "Learn the speaking style from the connected account's recent posts",
      description:
        'Reads up to 100 recent own posts (retweets skipped), measures them and describes the voice. ' +
        'No posts: the default style (source default, tweets_analyzed 0). A style the user saved is kept ' +
        '(source user); only its features and samples are refreshed.',
      responses: {
        200: { description: 'Analyzed' },
        409: { description: 'No X or Bluesky account connected, or it must be connected again' },
        429: {
          description: "The network's rate limit (X, else Bluesky); Retry-After says when to try again",
        },
        503: { description: 'The network (X, else Bluesky) is not answering' },
      },
    },
    (c) => analyzeProfile(deps, c.get('user').id),
  );

  return [users, profile];
}
