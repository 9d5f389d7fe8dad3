import { describe, expect, it } from 'vitest';
import { type ImportEdge, resolveSpecifier, specifiersIn } from './import-graph.ts';
import { BOUNDARY_RULES, boundaryViolations } from './rules.ts';

const entries = new Map([
  ['@aangan/domain', 'packages/domain/src/index'],
  ['@aangan/server/data-tools', 'apps/server/src/data-tools'],
]);

function edge(from: string, specifier: string): ImportEdge {
  return { from, line: 1, ...resolveSpecifier(from, specifier, entries) };
}

/** The names of the rules an import from `from` of `specifier` breaks. */
function broken(from: string, specifier: string): string[] {
  return boundaryViolations([edge(from, specifier)]).map(({ rule }) => rule.name);
}

describe('reading imports', () => {
  it('finds static, re-exported, side-effect and dynamic imports with their lines, over several lines too', () => {
    const text = [
      "import { a } from './a.ts';",
      'import {',
      '  b,',
      "} from '../b';",
      "export * from './c.ts';",
      "import './d.css';",
      "const E = lazy(() => import('./e'));",
      "// import { f } from './f.ts';",
    ].join('\n');
    expect(specifiersIn(text)).toEqual([
      { specifier: './a.ts', line: 1 },
      { specifier: '../b', line: 2 },
      { specifier: './c.ts', line: 5 },
      { specifier: './d.css', line: 6 },
      { specifier: './e', line: 7 },
    ]);
  });

  it('resolves relative paths without their extension, and workspace packages to their declared entry', () => {
    expect(resolveSpecifier('apps/web/src/features/a/b.tsx', '../../lib/c.ts', entries)).toEqual({
      to: 'apps/web/src/lib/c',
      isPackageEntry: false,
    });
    expect(resolveSpecifier('bench/x.ts', '@aangan/server/data-tools', entries)).toEqual({
      to: 'apps/server/src/data-tools',
      isPackageEntry: true,
    });
    expect(resolveSpecifier('bench/x.ts', 'zod', entries)).toEqual({ to: 'zod', isPackageEntry: false });
  });
});

describe('the boundaries', () => {
  it('every rule says why it exists', () => {
    for (const rule of BOUNDARY_RULES) expect(rule.why.length).toBeGreaterThan(20);
  });

  it('keeps the domain to zod and itself', () => {
    expect(broken('packages/domain/src/search/filters.ts', 'zod')).toEqual([]);
    expect(broken('packages/domain/src/search/filters.ts', '../enums.ts')).toEqual([]);
    expect(broken('packages/domain/src/search/filters.test.ts', 'vitest')).toEqual([]);
    expect(broken('packages/domain/src/search/filters.test.ts', 'fast-check')).toEqual([]);
    expect(broken('packages/domain/src/search/filters.ts', 'fast-check')).toEqual(['domain-imports-only-zod']);
    expect(broken('packages/domain/src/search/filters.ts', 'react')).toEqual(['domain-imports-only-zod']);
    expect(broken('packages/domain/src/search/filters.ts', '../../../../apps/server/src/db/schema.ts')).toEqual([
      'domain-imports-only-zod',
      'tools-outside-apps',
    ]);
  });

  it('keeps web features apart and shared code below them', () => {
    expect(broken('apps/web/src/features/saved/saved-page.tsx', './saved-list')).toEqual([]);
    expect(broken('apps/web/src/features/saved/saved-page.tsx', '../../components/pager')).toEqual([]);
    expect(broken('apps/web/src/features/saved/saved-page.tsx', '../property/api')).toEqual(['web-features-apart']);
    expect(broken('apps/web/src/lib/x.ts', '../features/search/api')).toEqual(['web-shared-below-features']);
    expect(broken('apps/web/src/components/x.tsx', '../app/router')).toEqual(['web-shared-below-features']);
    expect(broken('apps/web/src/components/x.test.tsx', '../app/layout/slot')).toEqual([]);
    expect(broken('apps/web/src/app/router.tsx', '../features/search/home-page')).toEqual([]);
    expect(broken('apps/web/src/lib/x.ts', '../../../server/src/db/schema.ts')).toEqual(['web-never-server']);
  });

  it("lets a server module use another only through its service, and only from the module's own service", () => {
    const saved = 'apps/server/src/modules/saved';
    expect(broken(`${saved}/service.ts`, '../properties/service.ts')).toEqual([]);
    expect(broken(`${saved}/service.ts`, '../properties/writes.ts')).toEqual(['server-modules-through-services']);
    expect(broken(`${saved}/routes.ts`, '../properties/service.ts')).toEqual(['routes-call-their-own-service']);
    expect(broken(`${saved}/routes.ts`, './service.ts')).toEqual([]);
    expect(broken(`${saved}/routes.ts`, '../../db/schema.ts')).toEqual(['routes-never-query']);
    expect(broken(`${saved}/routes.ts`, 'drizzle-orm')).toEqual(['routes-never-query']);
    expect(broken(`${saved}/service.ts`, 'drizzle-orm')).toEqual([]);
  });

  it('keeps server infrastructure from depending on the modules it serves', () => {
    expect(broken('apps/server/src/http/errors.ts', '../modules/users/service.ts')).toEqual([
      'server-infrastructure-below-modules',
    ]);
    expect(broken('apps/server/src/app.ts', './modules/users/routes.ts')).toEqual([]);
  });

  it('lets e2e, bench and packages reach the apps only through a declared entry', () => {
    expect(broken('bench/generate.ts', '@aangan/server/data-tools')).toEqual([]);
    expect(broken('bench/generate.ts', '../apps/server/src/db/schema.ts')).toEqual(['tools-outside-apps']);
    expect(broken('e2e/fixtures/outbox.ts', '../../apps/server/test/mail-reader.ts')).toEqual(['tools-outside-apps']);
    expect(broken('packages/testing/src/a.ts', '../../../apps/web/src/lib/x.ts')).toEqual(['tools-outside-apps']);
  });
});
