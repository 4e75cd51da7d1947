import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, test } from 'vitest';

/**
 * The offline writer's phrasebook is frozen (docs/decisions/0045-offline-writer-is-a-stand-in.md):
 * it is a demo writer that shows the loop with no model, not one to tune toward the evaluation's
 * figures. Only an outright wrong reply may be fixed, and the fix updates the pinned hash here in
 * the same commit, saying which reply it fixes. Imports are left out of the hash: the files may be
 * reached from elsewhere as the code around them moves; their wording may not change. A move of
 * declarations between these files that changes no wording (the phrasebook's types went to
 * phrasebook-shape.ts to end an import cycle; `isPlural` went to lib/text/plural.ts, where the
 * sandbox's author answers read it too) re-pins the files it touched, saying so.
 */
const PINNED: Record<string, string> = {
  'grammar.ts': '291e88c123f2acaed9d177c7d90f548ebfa5940380c25a86d266f2f4a56ba4d5',
  'phrasebook-news.ts': 'ab847d7a4e2f578e88e5dda78dfe1c81fe169f2b9cad49b056a425e0b10a401a',
  'phrasebook-trouble.ts': 'f90e623643c612365ad899ebf4fcda997fa8e2d110a5be64d57da71318035204',
  'phrasebook-views.ts': '546e14a430a952a33eb3158817245b660c9725f3dc3ddfddc775923f4b271d52',
  'phrasebook-shape.ts': 'f2c02b8d71ae64dcab14ab59be95ba86ebe2e68fbaa1c84e28ac65f2aa677f86',
  'phrasebook.ts': '7148c2631b33db9dc07936c00d8e8513e406e18fab4638d2af51b0270df1bbb4',
  'plan-reply.ts': 'cc47a4be4f715cc041f2a6ce7e90ff97ee72bfe0e70ac5e4c767b401c02a642d',
  'rule-sentences.ts': 'ae1c18eb17081e4a337c10375253e73a8a5f9f84bac2848c2bc3f81770338deb',
};

const REPLY = path.join(import.meta.dirname, 'reply');

function wordingHash(file: string): string {
  const text = fs
    .readFileSync(path.join(REPLY, file), 'utf8')
    .replace(/^import\b[\s\S]*?from '[^']+';\n/gmu, '');
  return createHash('sha256').update(text).digest('hex');
}

describe('the offline writer’s phrasebook', () => {
  test('is frozen: decision 0045 says why, and what may still change', () => {
    const files = fs
      .readdirSync(REPLY)
      .filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'))
      .sort();
    const changed = files.filter((f) => PINNED[f] !== wordingHash(f));
    expect(
      changed,
      'The offline writer is a demo writer and its phrasebook is frozen (docs/decisions/0045-offline-writer-is-a-stand-in.md). ' +
        'Fix only an outright wrong reply, and pin the new hash in this test in the same commit.',
    ).toEqual([]);
  });
});
