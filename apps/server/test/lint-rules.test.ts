import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, test } from 'vitest';

// The dependency rules of eslint.boundaries.js, proven by linting deliberate violations as if they
// were files of the project (lintText with a path: nothing is written to disk).
const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

let eslint: ESLint;
beforeAll(() => {
  eslint = new ESLint({ cwd: ROOT });
});

async function lint(file: string, code: string): Promise<{ rule: string | null; message: string }[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(ROOT, file) });
  return (result?.messages ?? []).map((m) => ({ rule: m.ruleId, message: m.message }));
}

const restricted = (messages: { rule: string | null; message: string }[]) =>
  messages.filter((m) => m.rule === 'import-x/no-restricted-paths');

describe('server layers', () => {
  test.each([
    [
      'an integration importing a product area',
      'apps/server/src/integrations/llm/violation.ts',
      "import { listRules } from '../../modules/rules/list-rules';",
      /integrations\/ holds outside services/,
    ],
    [
      'drafting importing a product area',
      'apps/server/src/drafting/violation.ts',
      "import { listRules } from '../modules/rules/list-rules';",
      /modules → drafting → integrations/,
    ],
    [
      'a stand-in importing a product area',
      'apps/server/src/stand-ins/sandbox/violation.ts',
      "import { listRules } from '../../modules/rules/list-rules';",
      /A stand-in implements an integration interface/,
    ],
    [
      'a product area naming a stand-in',
      'apps/server/src/modules/rules/violation.ts',
      "import { createOfflineService } from '../../stand-ins/offline-model/offline-service';",
      /never name the local stand-in/,
    ],
    [
      'drafting naming the offline writer',
      'apps/server/src/drafting/tasks/violation.ts',
      "import { offlineAnswer } from '../../stand-ins/offline-model/offline-answers';",
      /modules → drafting → integrations/,
    ],
    [
      'a module reaching the offline writer past the language service',
      'apps/server/src/modules/agent/violation.ts',
      "import { offlineAgentChat } from '../../stand-ins/offline-model/agent-chat';",
      /never name the local stand-in/,
    ],
    [
      'a stand-in other than the offline writer importing drafting',
      'apps/server/src/stand-ins/sandbox/violation.ts',
      "import { toPostBrief } from '../../drafting/post-brief';",
      /only the offline writer \(stand-ins\/offline-model\) answers drafting tasks/,
    ],
    [
      'the offline writer importing a product area',
      'apps/server/src/stand-ins/offline-model/violation.ts',
      "import { listRules } from '../../modules/rules/list-rules';",
      /A stand-in implements an integration interface/,
    ],
    [
      'product code importing test support',
      'apps/server/src/modules/rules/violation.ts',
      "import { createTestApp } from '#test/harness';",
      /never imports test support/,
    ],
    [
      'the evaluation reaching into the offline writer past its service',
      'apps/server/src/eval/violation.ts',
      "import { planReply } from '../stand-ins/offline-model/reply/plan-reply';",
      /The evaluation shares no reading with the offline writer/,
    ],
    [
      'the evaluation stemming with the text helpers the offline writer drafts with',
      'apps/server/src/eval/violation.ts',
      "import { stem } from '../drafting/text/text';",
      /The evaluation shares no reading with the offline writer/,
    ],
    [
      'the foundation importing an integration',
      'apps/server/src/lib/violation.ts',
      "import { weightedLength } from '../integrations/platform/post-length';",
      /foundation every layer uses/,
    ],
    [
      'a leaf helper querying a table',
      'apps/server/src/lib/violation.ts',
      "import { platformConnections } from '../db/schema/connections';",
      /imports nothing of the server but lib\/ itself/,
    ],
    [
      'a leaf helper reading the config',
      'apps/server/src/lib/violation.ts',
      "import { ZConfig } from '../config';",
      /imports nothing of the server but lib\/ itself/,
    ],
    [
      'a module importing a file another module keeps to itself',
      'apps/server/src/modules/replies/violation.ts',
      "import { readSources } from '../monitoring/read-sources';",
      /imports another only through what that one offers/,
    ],
    [
      'a module reaching into the connect flow of the connections area',
      'apps/server/src/modules/analytics/violation.ts',
      "import { finishTwitterConnect } from '../connections/x/finish-twitter-connect';",
      /imports another only through what that one offers/,
    ],
    [
      "the wiring reaching past a module's routes, jobs and offers",
      'apps/server/src/app.ts',
      "import { listRules } from './modules/rules/list-rules';",
      /The wiring reaches a module through its routes\.ts/,
    ],
    [
      'the worker reaching into a module',
      'apps/server/src/worker/release-claims.ts',
      "import { claimRun } from '../modules/monitoring/claim-run';",
      /The wiring reaches a module through its routes\.ts/,
    ],
    [
      'a module importing the job engine',
      'apps/server/src/modules/publishing/violation.ts',
      "import { createJobSignal } from '../../worker/job-signal';",
      /never import the job engine/,
    ],
    [
      "a module importing the job engine's types",
      'apps/server/src/modules/monitoring/violation.ts',
      "import type { TWorker } from '../../worker/worker';",
      /never import the job engine/,
    ],
    [
      'the shared context importing sign-in',
      'apps/server/src/context.ts',
      "import type { TAuth } from './auth/auth';",
      /auth\/ fills the user in/,
    ],
  ])('%s fails', async (_name, file, code, message) => {
    const found = restricted(await lint(file, `${code}\nexport const used = [];\n`));
    expect(found).toHaveLength(1);
    expect(found[0]?.message).toMatch(message);
  });

  test('the allowed direction passes: a product area using drafting and an integration', async () => {
    const code = [
      "import { toPostBrief } from '../../drafting/post-brief';",
      "import { weightedLength } from '../../integrations/platform/post-length';",
      'export const used = [toPostBrief, weightedLength];',
      '',
    ].join('\n');
    expect(await lint('apps/server/src/modules/rules/allowed.ts', code)).toEqual([]);
  });

  test('a module may import what another offers, and the wiring its routes, jobs and offers', async () => {
    const moduleCode = [
      "import { openPlatformAccess } from '../connections/open-platform-access';",
      "import { businessBrief } from '../business/business-brief';",
      "import type { TJobDefinition } from '../../context';",
      'export const used: unknown[] = [openPlatformAccess, businessBrief];',
      'export type TUsed = TJobDefinition;',
      '',
    ].join('\n');
    expect(await lint('apps/server/src/modules/replies/allowed.ts', moduleCode)).toEqual([]);
    const wiringCode = [
      "import { PUBLISH_JOBS } from '../modules/publishing/publish-jobs';",
      "import { createRuleRoutes } from '../modules/rules/routes';",
      "import { ruleBriefs } from '../modules/rules/rule-briefs';",
      'export const used = [PUBLISH_JOBS, createRuleRoutes, ruleBriefs];',
      '',
    ].join('\n');
    expect(restricted(await lint('apps/server/src/worker/all-jobs.ts', wiringCode))).toEqual([]);
  });

  test('the offline writer may read drafting: the tasks it answers, the voice guard, the text helpers', async () => {
    const code = [
      "import { draftReplyTask } from '../../drafting/tasks/draft-reply';",
      "import { memoryOf } from '../../drafting/voice-guard/frames';",
      "import { words } from '../../drafting/text/text';",
      "import { isDeclined } from '../../integrations/llm/errors';",
      'export const used = [draftReplyTask, memoryOf, words, isDeclined];',
      '',
    ].join('\n');
    expect(await lint('apps/server/src/stand-ins/offline-model/allowed.ts', code)).toEqual([]);
  });

  test('the evaluation runs the offline writer as a language service, and drafts through drafting', async () => {
    const code = [
      "import { createOfflineService } from '../stand-ins/offline-model/offline-service';",
      "import { generateAccounts } from '../stand-ins/sandbox/generate-accounts';",
      "import { draftGuarded } from '../drafting/tasks/draft-guarded';",
      'export const used = [createOfflineService, generateAccounts, draftGuarded];',
      '',
    ].join('\n');
    expect(await lint('apps/server/src/eval/allowed.ts', code)).toEqual([]);
  });

  test('a test may reach any layer and the test support', async () => {
    const code = [
      "import { createTestApp } from '#test/harness';",
      "import { createOfflineService } from '../../stand-ins/offline-model/offline-service';",
      'export const used = [createTestApp, createOfflineService];',
      '',
    ].join('\n');
    expect(await lint('apps/server/src/modules/rules/allowed.test.ts', code)).toEqual([]);
  });
});

describe('import cycles', () => {
  test('an import that closes a cycle fails (http/validate.ts already imports errors.ts)', async () => {
    const messages = await lint(
      'apps/server/src/errors.ts',
      "import { readJson } from './http/validate';\nexport const used = readJson;\n",
    );
    expect(messages.map((m) => m.rule)).toContain('cycles/no-cycle');
  });

  // Decision 0025: no cycle at all, not even one that vanishes at run time.
  test.each([
    [
      'a type-only import (db/invalidation-channel.ts already imports a type from client.ts)',
      'apps/server/src/db/client.ts',
      "import type { TInvalidationChannel } from './invalidation-channel';\nexport type TDatabase = { channel: TInvalidationChannel };\n",
    ],
    [
      'a lazy import() (http/validate.ts already imports errors.ts)',
      'apps/server/src/errors.ts',
      "export const loadValidate = () => import('./http/validate');\n",
    ],
    [
      'a lazy import() whose way back is a type import (toast-view.tsx imports a type from toast-message.ts)',
      'apps/web/src/components/ui/toast-message.ts',
      "export const loadView = () => import('./toast-view');\n",
    ],
  ])('closing a cycle with %s fails', async (_what, file, code) => {
    const messages = await lint(file, code);
    expect(messages.map((m) => m.rule)).toContain('cycles/no-cycle');
  });
});

describe('web features', () => {
  test('a feature importing another feature fails', async () => {
    const found = restricted(
      await lint(
        'apps/web/src/features/rules/components/violation.tsx',
        "import { BUSINESS_COPY } from '../../business/texts';\nexport const used = BUSINESS_COPY;\n",
      ),
    );
    expect(found).toHaveLength(1);
    expect(found[0]?.message).toMatch(/A web feature does not import another feature/);
  });

  test('through the @/ alias too, as `npm run lint` reads it', () => {
    // The command line, as CI runs it: the alias is resolved from apps/web/tsconfig.json.
    const run = spawnSync(
      process.execPath,
      [
        path.join(ROOT, 'node_modules/eslint/bin/eslint.js'),
        '--stdin',
        '--stdin-filename',
        'apps/web/src/features/rules/components/violation.tsx',
        '--format',
        'json',
      ],
      {
        cwd: ROOT,
        input:
          "import { BUSINESS_COPY } from '@/features/business/texts';\nexport const used = BUSINESS_COPY;\n",
        encoding: 'utf8',
      },
    );
    const [result] = JSON.parse(run.stdout) as { messages: { ruleId: string; message: string }[] }[];
    expect(result?.messages.map((m) => m.ruleId)).toEqual(['import-x/no-restricted-paths']);
  });

  test('a feature importing its own files and shared lib passes', async () => {
    const code = [
      "import { BUSINESS_COPY } from '@/features/business/texts';",
      "import { cn } from '@/lib/cn';",
      'export const used = [BUSINESS_COPY, cn];',
      '',
    ].join('\n');
    expect(restricted(await lint('apps/web/src/features/business/components/allowed.tsx', code))).toEqual([]);
  });
});
