import { Hono } from 'hono';
import { ZAnalyzeAnswer, ZStyleAnswer, ZStyleInput } from '@gatling/shared/api/style';
import type { TAppEnv, TModuleDeps } from '../../context';
import { readJson } from '../../http/validate';
import { analyzeProfile } from './analyze-profile';
import { getStyle } from './get-style';
import { saveStyle } from './save-style';

const TAG = 'style';

/**
 * The speaking style (spec §7 /users/style and /build_user_profile/twitter/analyze): two
 * sub-apps, each mounted behind the bearer guard at its prefix.
 */
export function createStyleRoutes(deps: TModuleDeps): [`/api/${string}`, Hono<TAppEnv>][] {
  const { db, registry } = deps;

  const users = new Hono<TAppEnv>();
  users.get('/style', async (c) => c.json(ZStyleAnswer.parse(await getStyle(db, c.get('user').id))));
  registry.add({
    method: 'get',
    path: '/api/users/style',
    tag: TAG,
    summary: 'The speaking style drafts are written in',
    description: 'style_prompt is null until the profile is analyzed or a style is saved.',
    responses: { 200: { description: 'The style, its source and measured features', schema: ZStyleAnswer } },
  });

  users.post('/style', async (c) => {
    const input = await readJson(c, ZStyleInput);
    return c.json(ZStyleAnswer.parse(await saveStyle(db, c.get('user').id, input)));
  });
  registry.add({
    method: 'post',
    path: '/api/users/style',
    tag: TAG,
    summary: 'Save the speaking style the user wrote',
    description: 'Trimmed, 1 to 4000 characters. Re-analysis never replaces a style saved here.',
    body: ZStyleInput,
    responses: {
      200: { description: 'Saved (source user)', schema: ZStyleAnswer },
      422: { description: 'Empty or too long; nothing changed' },
    },
  });

  const profile = new Hono<TAppEnv>();
  profile.get('/twitter/analyze', async (c) =>
    c.json(ZAnalyzeAnswer.parse(await analyzeProfile(deps, c.get('user').id))),
  );
  registry.add({
    method: 'get',
    path: '/api/build_user_profile/twitter/analyze',
    tag: TAG,
    summary: "Learn the speaking style from the connected account's recent posts",
    description:
      'Reads up to 100 recent own posts (retweets skipped), measures them and describes the voice. ' +
      'No posts: the default style (source default, tweets_analyzed 0). A style the user saved is kept ' +
      '(source user); only its features and samples are refreshed.',
    responses: {
      200: { description: 'Analyzed', schema: ZAnalyzeAnswer },
      409: { description: 'No Twitter account connected, or it must be connected again' },
      429: { description: 'Twitter rate limit; Retry-After says when to try again' },
      503: { description: 'Twitter is not answering' },
    },
  });

  return [
    ['/api/users', users],
    ['/api/build_user_profile', profile],
  ];
}
