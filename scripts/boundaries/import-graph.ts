/**
 * The repository's imports as edges between files, read from the source text. A regular expression is
 * enough here: Biome formats every file, so import and export clauses have one shape, and what the
 * boundary rules need is only where each specifier points.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';

export interface ImportEdge {
  /** The importing file, relative to the repository root with forward slashes. */
  from: string;
  /** The file imported (relative, without its extension) or, for a package, its name. */
  to: string;
  line: number;
  /** True when the import named a workspace package's declared entry (its package.json "exports"). */
  isPackageEntry: boolean;
}

const SOURCE_FILE = /\.(ts|tsx|mts|mjs|js)$/;
const SOURCE_ROOTS = ['apps/', 'packages/', 'e2e/', 'bench/', 'scripts/', 'test/'];
/** `import … from 'x'`, `export … from 'x'`, `import 'x'` and `import('x')`. */
const SPECIFIER = /(?:\b(?:import|export)\s[^'";]*?\bfrom\s*|\bimport\s*\(\s*|^\s*import\s+)['"]([^'"\n]+)['"]/gm;
/** Each workspace package's entries, by the specifier that imports them: `@aangan/domain` → its index file. */
function workspaceEntries(root: string): Map<string, string> {
  const rootPackage = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as { workspaces: string[] };
  const entries = new Map<string, string>();
  for (const workspace of rootPackage.workspaces) {
    const manifest = JSON.parse(readFileSync(path.join(root, workspace, 'package.json'), 'utf8')) as {
      name: string;
      exports?: Record<string, string>;
    };
    for (const [subpath, file] of Object.entries(manifest.exports ?? {})) {
      const specifier = subpath === '.' ? manifest.name : `${manifest.name}/${subpath.replace(/^\.\//, '')}`;
      entries.set(specifier, path.posix.join(workspace, file).replace(SOURCE_FILE, ''));
    }
  }
  return entries;
}

/** The specifiers a file's text imports, with their 1-based lines; comment lines are passed over. */
export function specifiersIn(text: string): { specifier: string; line: number }[] {
  const code = text.replace(/^\s*(\/\/|\/\*|\*).*$/gm, (comment) => ' '.repeat(comment.length));
  return [...code.matchAll(SPECIFIER)].map((match) => ({
    specifier: match[1] as string,
    line: code.slice(0, match.index).split('\n').length,
  }));
}

/** Where a specifier points: a repository path without extension, a workspace entry, or a package name. */
export function resolveSpecifier(
  importer: string,
  specifier: string,
  entries: ReadonlyMap<string, string>,
): Pick<ImportEdge, 'to' | 'isPackageEntry'> {
  if (specifier.startsWith('.')) {
    const target = path.posix.normalize(path.posix.join(path.posix.dirname(importer), specifier));
    return { to: target.replace(SOURCE_FILE, ''), isPackageEntry: false };
  }
  const entry = entries.get(specifier);
  return entry ? { to: entry, isPackageEntry: true } : { to: specifier, isPackageEntry: false };
}

/** Every source file git knows of (tracked, or new and not ignored), relative to `root`. */
function sourceFiles(root: string): string[] {
  const listed = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], {
    cwd: root,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  return listed
    .split('\n')
    .filter((file) => SOURCE_FILE.test(file) && SOURCE_ROOTS.some((dir) => file.startsWith(dir)))
    .filter((file) => !file.includes('/dist/') && !file.includes('node_modules/'));
}

export function importEdges(root: string): ImportEdge[] {
  const entries = workspaceEntries(root);
  return sourceFiles(root).flatMap((from) => {
    let text: string;
    try {
      text = readFileSync(path.join(root, from), 'utf8');
    } catch {
      return []; // listed by git but deleted in the working tree
    }
    return specifiersIn(text).map(({ specifier, line }) => ({
      from,
      line,
      ...resolveSpecifier(from, specifier, entries),
    }));
  });
}
