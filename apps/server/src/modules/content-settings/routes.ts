import { getContentSettingsContract, saveContentSettingsContract } from '@gatling/shared/api/contracts';
import type { TAppEnv, TModuleDeps } from '../../context';
import { defineRoutes, type TApiRoutes } from '../../http/api-routes';
import { getContentSettings, saveContentSettings } from './content-settings';

/** Settings › Content: what monitoring drafts for, mounted at /api/settings/content. */
export function createContentSettingsRoutes({ db, registry, config }: TModuleDeps): TApiRoutes<TAppEnv> {
  const routes = defineRoutes<TAppEnv>(registry, { base: '/api/settings/content', tag: 'settings', config });

  routes.serve(
    getContentSettingsContract,
    {
      summary: 'What monitoring drafts for: whether Bluesky posts labelled as adult content are included',
      responses: { 200: { description: 'Content settings' } },
    },
    (c) => getContentSettings(db, c.get('user')),
  );

  routes.serve(
    saveContentSettingsContract,
    {
      summary: 'Include or skip Bluesky posts labelled as adult content, from the next monitoring run on',
      responses: { 200: { description: 'The content settings as saved' } },
    },
    (c, { body }) => saveContentSettings(db, c.get('user'), body),
  );

  return routes;
}
