/**
 * The previous build, measured in the same run as the current one so a change reads as a ratio rather than
 * against numbers taken on another day on a differently busy machine. A git ref is checked out in a
 * temporary worktree, installed and built there; the caller starts its server like any other.
 *
 * `npm ci` rather than a symlink to the root node_modules: the workspace packages (@aangan/domain…) are
 * symlinks inside node_modules, so a shared node_modules would build the old app against today's domain.
 */
import { spawnSync } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { onCleanup } from './cleanup.ts';

export interface BaselineCheckout {
  /** The ref as given and the commit it named when the run started. */
  ref: string;
  commit: string;
  subject: string;
  dir: string;
  remove(): Promise<void>;
}

function run(command: string, args: string[], cwd: string, quiet = false): string {
  const result = spawnSync(command, args, {
    cwd,
    encoding: 'utf8',
    stdio: quiet ? 'pipe' : ['ignore', 'pipe', 'inherit'],
  });
  if (result.status !== 0) {
    throw new Error(`${command} ${args.join(' ')} failed (${result.status}) in ${cwd}:\n${result.stderr ?? ''}`);
  }
  return result.stdout.trim();
}

/** Checks out `ref` in a temporary worktree and runs `npm ci` and `npm run build` there (a few minutes). */
export async function prepareBaseline(repoRoot: string, ref: string): Promise<BaselineCheckout> {
  const commit = run('git', ['rev-parse', '--verify', `${ref}^{commit}`], repoRoot, true);
  const subject = run('git', ['log', '-1', '--format=%s', commit], repoRoot, true);
  const parent = await mkdtemp(path.join(os.tmpdir(), 'aangan-baseline-'));
  const dir = path.join(parent, commit.slice(0, 12));
  const remove = async () => {
    // --force: the build left untracked output (dist, node_modules) in it.
    spawnSync('git', ['worktree', 'remove', '--force', dir], { cwd: repoRoot, stdio: 'ignore' });
    await rm(parent, { recursive: true, force: true });
    spawnSync('git', ['worktree', 'prune'], { cwd: repoRoot, stdio: 'ignore' });
  };
  const released = onCleanup(`remove the baseline worktree ${dir}`, remove);
  run('git', ['worktree', 'add', '--detach', dir, commit], repoRoot, true);
  console.log(`  baseline ${ref} = ${commit.slice(0, 12)} "${subject}" in ${dir}`);
  console.log('  baseline: npm ci…');
  run('npm', ['ci', '--no-audit', '--no-fund', '--loglevel=error'], dir);
  console.log('  baseline: npm run build…');
  run('npm', ['run', 'build', '--silent'], dir);
  return {
    ref,
    commit,
    subject,
    dir,
    remove: async () => {
      released();
      await remove();
    },
  };
}

/** The current tree's build, made fresh: a page audit of stale output would measure the wrong code. */
export function buildCurrent(repoRoot: string): void {
  console.log('  npm run build…');
  run('npm', ['run', 'build', '--silent'], repoRoot);
}

/** `git describe`-like name of the current tree, marked when it has uncommitted changes. */
export function describeCurrent(repoRoot: string): string {
  const commit = run('git', ['rev-parse', '--short=12', 'HEAD'], repoRoot, true);
  const branch = run('git', ['rev-parse', '--abbrev-ref', 'HEAD'], repoRoot, true);
  const dirty = run('git', ['status', '--porcelain', '--untracked-files=no'], repoRoot, true) !== '';
  return `${branch} @ ${commit}${dirty ? ' + uncommitted changes' : ''}`;
}
