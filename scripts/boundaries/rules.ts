/**
 * The architecture as rules (docs/design.md §3): each names what may not import what, and why. A rule
 * sees one import edge at a time; `npm run lint` fails on any edge a rule breaks.
 */
import type { ImportEdge } from './import-graph.ts';

export interface BoundaryRule {
  name: string;
  why: string;
  breaks(edge: ImportEdge): boolean;
}

const WEB = 'apps/web/src/';
const SERVER = 'apps/server/src/';
const MODULES = `${SERVER}modules/`;
/** The files that put the server together: they alone may know every module. */
// data-tools.ts is the entry the benchmarks reach the server by (its package export), so it names modules too.
const SERVER_ROOTS = new Set([
  `${SERVER}app.ts`,
  `${SERVER}main.ts`,
  `${SERVER}startup.ts`,
  `${SERVER}admin-cli.ts`,
  `${SERVER}data-tools.ts`,
]);

const isTest = (file: string) => /\.test\.tsx?$/.test(file);
/** The first folder below `prefix`, e.g. the feature of a web file or the module of a server file. */
const partOf = (file: string, prefix: string) =>
  file.startsWith(prefix) ? file.slice(prefix.length).split('/')[0] : undefined;
const fileName = (file: string) => file.slice(file.lastIndexOf('/') + 1).replace(/\.\w+$/, '');

export const BOUNDARY_RULES: BoundaryRule[] = [
  {
    name: 'domain-imports-only-zod',
    why: 'packages/domain holds the marketplace rules; it must run anywhere, so it imports zod and itself only',
    // Its tests may also use the test runner and property-based inputs (fast-check).
    breaks: ({ from, to }) =>
      from.startsWith('packages/domain/') &&
      !to.startsWith('packages/domain/') &&
      to !== 'zod' &&
      !(isTest(from) && (to === 'vitest' || to === 'fast-check')),
  },
  {
    name: 'web-features-apart',
    why: 'a web feature does not import another feature; shared pieces live in components/ or lib/',
    breaks: ({ from, to }) => {
      const feature = partOf(from, `${WEB}features/`);
      const target = partOf(to, `${WEB}features/`);
      return feature !== undefined && target !== undefined && feature !== target;
    },
  },
  {
    name: 'web-shared-below-features',
    why: 'components/ and lib/ serve every feature, so they cannot depend on one, nor on the app shell',
    // A test may still assemble the app around a shared piece, as a person meets it.
    breaks: ({ from, to }) =>
      !isTest(from) &&
      (from.startsWith(`${WEB}components/`) || from.startsWith(`${WEB}lib/`)) &&
      (to.startsWith(`${WEB}features/`) || to.startsWith(`${WEB}app/`)),
  },
  {
    name: 'web-never-server',
    why: 'the web app talks to the server over HTTP only; what both need lives in packages/domain',
    breaks: ({ from, to }) => from.startsWith('apps/web/') && to.startsWith('apps/server/'),
  },
  {
    name: 'server-modules-through-services',
    why: "a server module uses another module only through that module's service.ts",
    breaks: ({ from, to }) => {
      const module = partOf(from, MODULES);
      const target = partOf(to, MODULES);
      return module !== undefined && target !== undefined && module !== target && fileName(to) !== 'service';
    },
  },
  {
    name: 'routes-call-their-own-service',
    why: 'routes stay thin (parse → authorize → call their service → reply); work across modules is a service’s job',
    breaks: ({ from, to }) => {
      const module = partOf(from, MODULES);
      const target = partOf(to, MODULES);
      return fileName(from) === 'routes' && module !== undefined && target !== undefined && module !== target;
    },
  },
  {
    name: 'routes-never-query',
    why: 'only services touch the database, so every query has one home and one transaction boundary',
    breaks: ({ from, to }) =>
      from.startsWith(MODULES) && fileName(from) === 'routes' && (to === `${SERVER}db/schema` || to === 'drizzle-orm'),
  },
  {
    name: 'server-infrastructure-below-modules',
    why: 'http/, db/, auth/, media/, mail/… serve the modules; only the entry points (app.ts, main.ts, startup.ts, admin-cli.ts, data-tools.ts) know them',
    breaks: ({ from, to }) =>
      from.startsWith(SERVER) &&
      !from.startsWith(MODULES) &&
      !SERVER_ROOTS.has(from) &&
      !isTest(from) &&
      to.startsWith(MODULES),
  },
  {
    name: 'tools-outside-apps',
    why: "e2e/, bench/ and packages/ reach the apps by HTTP or a package's public entry, never their files",
    breaks: ({ from, to, isPackageEntry }) =>
      (from.startsWith('e2e/') || from.startsWith('bench/') || from.startsWith('packages/')) &&
      to.startsWith('apps/') &&
      !isPackageEntry,
  },
];

export interface BoundaryViolation {
  rule: BoundaryRule;
  edge: ImportEdge;
}

export function boundaryViolations(edges: ImportEdge[], rules = BOUNDARY_RULES): BoundaryViolation[] {
  return edges.flatMap((edge) => rules.filter((rule) => rule.breaks(edge)).map((rule) => ({ rule, edge })));
}
