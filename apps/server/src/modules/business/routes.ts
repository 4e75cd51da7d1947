import { ZBusinessInfo, ZBusinessInfoInput } from '@gatling/shared/api/business';
import type { TAppEnv, TModuleDeps } from '../../context';
import { defineRoutes } from '../../http/api-routes';
import { getBusinessInfo } from './get-business-info';
import { saveBusinessInfo } from './save-business-info';

/** Business promotion (spec §2, §7 /business/info), mounted at /api/business behind the guard. */
export function createBusinessRoutes(deps: Pick<TModuleDeps, 'db' | 'registry'>) {
  const { db, registry } = deps;
  const routes = defineRoutes<TAppEnv>(registry, { base: '/api/business', tag: 'business' });

  routes.get(
    {
      path: '/info',
      summary: 'The business info; every field empty and updated_at null before the first save',
      responses: { 200: { description: 'Business info', schema: ZBusinessInfo } },
    },
    async (c) => c.json(ZBusinessInfo.parse(await getBusinessInfo(db, c.get('user').id))),
  );

  routes.post(
    {
      path: '/info',
      summary: 'Save the business info (the whole object)',
      description:
        'Empty strings mean not set. 422 for an invalid e-mail, a link that is not http(s) ' +
        '(javascript:, data: are refused), an X handle that is not a username, or a text over its bound.',
      body: ZBusinessInfoInput,
      responses: { 200: { description: 'The saved business info', schema: ZBusinessInfo } },
    },
    async (c, { body }) => c.json(ZBusinessInfo.parse(await saveBusinessInfo(db, c.get('user').id, body))),
  );

  return routes;
}
