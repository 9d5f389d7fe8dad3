/** `npm run lint`'s architecture check: lists every import that crosses a boundary of docs/design.md §3. */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { importEdges } from './boundaries/import-graph.ts';
import { boundaryViolations } from './boundaries/rules.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const violations = boundaryViolations(importEdges(root));

for (const { rule, edge } of violations) {
  console.error(`${edge.from}:${edge.line} imports ${edge.to}\n  ${rule.name}: ${rule.why}`);
}
if (violations.length > 0) {
  console.error(`\n${violations.length} import(s) cross a boundary.`);
  process.exit(1);
}
console.log('Boundaries: every import stays within its layer.');
