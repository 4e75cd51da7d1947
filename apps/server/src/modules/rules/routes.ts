import {
  createRulesContract,
  deleteRuleContract,
  listRulesContract,
  updateRuleContract,
} from '@gatling/shared/api/contracts';
import { z } from 'zod';
import type { Context } from 'hono';
import type { TAppEnv, TModuleDeps } from '../../context';
import { AppError } from '../../errors';
import { defineRoutes } from '../../http/api-routes';
import { readJson } from '../../http/validate';
import { createRules } from './create-rules';
import { deleteRule } from './delete-rule';
import { listRules } from './list-rules';
import { updateRule } from './update-rule';

const ADDRESS =
  'The path segment is the trigger prompt with every non-alphanumeric character percent-encoded ' +
  '(encodeTriggerPrompt); %2F stays inside the segment and the value is decoded exactly once.';

/**
 * Reads a rules body; the detail is the schema's own sentence (docs/product/validation.md 'Trigger prompt
 * is required'), with the rule's position when several are sent.
 */
async function readRules<S extends z.ZodType>(c: Context, schema: S): Promise<z.infer<S>> {
  const body: unknown = await readJson(c, z.unknown());
  const parsed = schema.safeParse(body);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0];
  const index = issue?.path[0];
  const several = Array.isArray(body) && body.length > 1 && typeof index === 'number';
  let message = issue?.message ?? 'The request is not valid';
  if (issue?.code === 'invalid_type' && issue.path.length === 0) {
    message = issue.expected === 'array' ? 'Send the rules as a JSON list' : 'Send a JSON object';
  }
  throw new AppError('VALIDATION_FAILED', several ? `Rule ${index + 1}: ${message}` : message);
}

/** Qualification rules (docs/product/screens.md Reply rules, docs/product/api.md), mounted at /api/qualification-rules behind the guard. */
export function createRuleRoutes(deps: Pick<TModuleDeps, 'db' | 'registry' | 'config'>) {
  const { db, registry, config } = deps;
  const routes = defineRoutes<TAppEnv>(registry, {
    base: '/api/qualification-rules',
    tag: 'qualification rules',
    config,
  });

  routes.serve(
    listRulesContract,
    { summary: 'The rules, oldest first', responses: { 200: { description: 'Rules' } } },
    async (c) => ({ rules: await listRules(db, c.get('user').id) }),
  );

  routes.serve(
    createRulesContract,
    {
      summary: 'Create a list of rules, all or none',
      description:
        '422 "Trigger prompt is required" for a blank one; 409 naming a trigger prompt that repeats in ' +
        'the list or already has a rule, or when the rules would exceed the limit.',
      readBody: readRules,
      responses: { 201: { description: 'The created rules, in the order sent' } },
    },
    async (c, { body }) => ({ rules: await createRules(db, c.get('user').id, body) }),
  );

  // Hono matches on the path decoded with decodeURI, which keeps %2F (and %25) encoded, then decodes
  // the parameter once with decodeURIComponent: it is the trigger prompt exactly as stored.
  routes.serve(
    updateRuleContract,
    {
      summary: 'Change the fields sent of one rule',
      description: `${ADDRESS} 404 unknown trigger prompt; 409 renaming onto another rule's.`,
      readBody: readRules,
      responses: { 200: { description: 'The rule after the change' } },
    },
    async (c, { body }) => ({ rule: await updateRule(db, c.get('user').id, c.req.param('trigger'), body) }),
  );

  routes.serve(
    deleteRuleContract,
    {
      summary: 'Delete one rule',
      description: `${ADDRESS} 404 unknown trigger prompt.`,
      responses: { 200: { description: 'Deleted' } },
    },
    (c) => deleteRule(db, c.get('user').id, c.req.param('trigger')),
  );

  return routes;
}
