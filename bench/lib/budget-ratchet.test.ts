import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { checkBudgetRatchet, gitIn, raisedBudgets } from './budget-ratchet';
import { BUDGETS_FILE } from './p4-weight';

describe('raisedBudgets', () => {
  it('lists the budgets that went up, not new routes, lowered or removed ones', () => {
    expect(raisedBudgets({ '/a': 100, '/b': 50, '/c': 10 }, { '/a': 100.5, '/b': 49, '/d': 300 })).toEqual([
      { route: '/a', from: 100, to: 100.5 },
    ]);
  });
});

describe('checkBudgetRatchet, in a repository of its own', () => {
  const dirs: string[] = [];
  afterAll(() => {
    for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
  });
  const tempDir = () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'budgets-'));
    dirs.push(dir);
    return dir;
  };
  const git = (root: string, ...args: string[]) =>
    execFileSync('git', ['-c', 'user.name=Bench', '-c', 'user.email=bench@example.test', ...args], {
      cwd: root,
      stdio: 'ignore',
    });
  const write = (root: string, budgets: Record<string, number>) => {
    fs.mkdirSync(path.dirname(path.join(root, BUDGETS_FILE)), { recursive: true });
    fs.writeFileSync(path.join(root, BUDGETS_FILE), JSON.stringify({ gzipKb: budgets }));
  };
  const commit = (root: string, budgets: Record<string, number>, message: string) => {
    write(root, budgets);
    git(root, 'add', '-A');
    git(root, 'commit', '-q', '-m', message);
  };
  const check = (root: string) => checkBudgetRatchet(gitIn(root), root);

  const repo = tempDir();
  git(repo, 'init', '-q');

  it('skips, saying why, without history or before the file is committed', () => {
    const bare = tempDir();
    write(bare, { '/a': 100 });
    expect(check(bare)).toEqual({ ok: true, message: expect.stringMatching(/not compared: no git history/) });
    write(repo, { '/a': 100 });
    fs.writeFileSync(path.join(repo, 'readme'), 'x');
    git(repo, 'add', 'readme');
    git(repo, 'commit', '-q', '-m', 'first');
    expect(check(repo)).toEqual({ ok: true, message: expect.stringMatching(/not in the last commit/) });
  });

  it('judges changes not yet committed against the last commit', () => {
    commit(repo, { '/a': 100, '/b': 50 }, 'budgets');
    write(repo, { '/a': 99.5, '/b': 50 });
    expect(check(repo).ok).toBe(true);
    write(repo, { '/a': 100.5, '/b': 50 });
    expect(check(repo)).toEqual({ ok: false, message: expect.stringContaining('/a 100 → 100.5 kB') });
  });

  it('judges the last commit that changed the file against the version before it', () => {
    commit(repo, { '/a': 99, '/b': 50 }, 'lower');
    fs.writeFileSync(path.join(repo, 'readme'), 'y');
    git(repo, 'commit', '-q', '-am', 'unrelated');
    expect(check(repo)).toEqual({
      ok: true,
      message: expect.stringMatching(/No budget went up since [0-9a-f]{10}\^/),
    });
    commit(repo, { '/a': 99, '/b': 51 }, 'raise');
    fs.writeFileSync(path.join(repo, 'readme'), 'z');
    git(repo, 'commit', '-q', '-am', 'unrelated again');
    expect(check(repo)).toEqual({ ok: false, message: expect.stringContaining('/b 50 → 51 kB') });
  });

  it('skips on a shallow clone, whose history stops at its one commit', () => {
    const shallow = path.join(tempDir(), 'clone');
    execFileSync('git', ['clone', '-q', '--depth', '1', `file://${repo}`, shallow], { stdio: 'ignore' });
    expect(check(shallow)).toEqual({ ok: true, message: expect.stringMatching(/history stops at/) });
  });
});
