// The web budgets only go down: the budgets now against their previous version in git. While the
// file has changes not yet committed, the previous version is the last commit's; once committed,
// it is the version before the last commit that changed the file, so a clean clone in CI judges
// the latest change as well. Without git, or with too little history (a shallow clone), there is
// nothing to compare with and the check says so instead of failing.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { BUDGETS_FILE, parseBudgets, REPO_ROOT, type TBudgets } from './p4-weight';

export type TRaise = { route: string; from: number; to: number };

/** The routes whose budget went up (a new route's first budget is not a raise). */
export function raisedBudgets(previous: TBudgets, current: TBudgets): TRaise[] {
  return Object.entries(current)
    .filter(([route, kb]) => previous[route] !== undefined && kb > previous[route]!)
    .map(([route, kb]) => ({ route, from: previous[route]!, to: kb }));
}

/** Runs git in `root`; answers its output, or null when it fails (no git, no such object). */
export type TGit = (args: string[]) => string | null;

export function gitIn(root: string): TGit {
  return (args) => {
    try {
      return execFileSync('git', args, { cwd: root, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] });
    } catch {
      return null;
    }
  };
}

export type TPrevious = { ref: string; budgets: TBudgets } | { skipped: string };

/** The budgets' previous version (see the top of this file), or why there is none. */
export function previousBudgets(
  current: string,
  git: TGit = gitIn(REPO_ROOT),
  file: string = BUDGETS_FILE,
): TPrevious {
  if (git(['rev-parse', '--verify', '--quiet', 'HEAD']) === null) {
    return { skipped: 'no git history here' };
  }
  const atHead = git(['show', `HEAD:${file}`]);
  if (atHead === null) return { skipped: `${file} is not in the last commit yet` };
  if (atHead !== current) return { ref: 'HEAD', budgets: parseBudgets(atHead) };

  const changed = git(['log', '-n', '1', '--format=%H', '--', file])?.trim();
  if (!changed) return { skipped: `no commit changed ${file}` };
  const parent = `${changed}^`;
  if (git(['rev-parse', '--verify', '--quiet', `${parent}^{commit}`]) === null) {
    return { skipped: `the history stops at ${changed.slice(0, 10)} (a shallow clone?)` };
  }
  const before = git(['show', `${parent}:${file}`]);
  if (before === null) return { skipped: `${file} first appeared in ${changed.slice(0, 10)}` };
  return { ref: `${changed.slice(0, 10)}^`, budgets: parseBudgets(before) };
}

export type TRatchet = { ok: true; message: string } | { ok: false; message: string };

/** Whether no budget in the working tree's file went up since its previous version. */
export function checkBudgetRatchet(git: TGit = gitIn(REPO_ROOT), root: string = REPO_ROOT): TRatchet {
  const text = fs.readFileSync(path.join(root, BUDGETS_FILE), 'utf8');
  const previous = previousBudgets(text, git);
  if ('skipped' in previous) return { ok: true, message: `Budgets not compared: ${previous.skipped}.` };
  const raises = raisedBudgets(previous.budgets, parseBudgets(text));
  if (raises.length === 0) return { ok: true, message: `No budget went up since ${previous.ref}.` };
  const list = raises.map((r) => `${r.route} ${r.from} → ${r.to} kB`).join(', ');
  return {
    ok: false,
    message: `Budgets only go down; raised since ${previous.ref} in ${BUDGETS_FILE}: ${list}`,
  };
}
