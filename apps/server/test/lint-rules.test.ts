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
      'product code importing test support',
      'apps/server/src/modules/rules/violation.ts',
      "import { createTestApp } from '#test/harness';",
      /never imports test support/,
    ],
    [
      'the foundation importing an integration',
      'apps/server/src/lib/violation.ts',
      "import { weightedLength } from '../integrations/platform/post-length';",
      /foundation every layer uses/,
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
    expect(messages.map((m) => m.rule)).toContain('import-x/no-cycle');
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
