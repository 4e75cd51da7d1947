import { getBusinessInfoContract, saveBusinessInfoContract } from '@gatling/shared/api/contracts';
import type { TAppEnv, TModuleDeps } from '../../context';
import { defineRoutes } from '../../http/api-routes';
import { getBusinessInfo } from './get-business-info';
import { saveBusinessInfo } from './save-business-info';

/** Business promotion (docs/product/screens.md, docs/product/api.md /business/info), mounted at /api/business behind the guard. */
export function createBusinessRoutes(deps: Pick<TModuleDeps, 'db' | 'registry' | 'config'>) {
  const { db, registry, config } = deps;
  const routes = defineRoutes<TAppEnv>(registry, { base: '/api/business', tag: 'business', config });

  routes.serve(
    getBusinessInfoContract,
    {
      summary: 'The business info; every field empty and updated_at null before the first save',
      responses: { 200: { description: 'Business info' } },
    },
    (c) => getBusinessInfo(db, c.get('user').id),
  );

  routes.serve(
    saveBusinessInfoContract,
    {
      summary: 'Save the business info (the whole object)',
      description:
        'Empty strings mean not set. 422 for an invalid e-mail, a link that is not http(s) ' +
        '(javascript:, data: are refused), an X handle that is not a username, or a text over its bound.',
      responses: { 200: { description: 'The saved business info' } },
    },
    (c, { body }) => saveBusinessInfo(db, c.get('user').id, body),
  );

  return routes;
}
