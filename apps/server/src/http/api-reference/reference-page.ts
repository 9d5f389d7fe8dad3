import type { OpenApiDocument } from './openapi.ts';

/**
 * /api/docs: the OpenAPI document as a page to read, written on the server without scripts (the site's
 * CSP allows none inline, and a reference needs none). Each endpoint shows its access, parameters, body
 * and answers; schemas fold open on a click.
 */
type Json = Record<string, unknown>;

const escapeHtml = (text: string) =>
  text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;');

/** Escaped text with `code` spans set as code. */
const prose = (text: string) => escapeHtml(text).replace(/`([^`]+)`/g, '<code>$1</code>');

function schemaBlock(label: string, schema: unknown): string {
  return `<details><summary>${escapeHtml(label)}</summary><pre>${escapeHtml(JSON.stringify(schema, null, 2))}</pre></details>`;
}

const ACCESS_LABELS: Record<string, string> = { public: 'Public', member: 'Signed in', owner: "The listing's poster" };

function accessOf(operation: Json): string {
  return ACCESS_LABELS[String(operation['x-access'])] ?? 'Signed in';
}

function parametersTable(parameters: Json[]): string {
  if (parameters.length === 0) return '';
  const rows = parameters
    .map((parameter) => {
      const schema = (parameter.schema ?? {}) as Json;
      const type = [schema.type, schema.format].filter(Boolean).join(', ') || 'see schema';
      return `<tr><td><code>${escapeHtml(String(parameter.name))}</code></td><td>${escapeHtml(String(parameter.in))}</td><td>${escapeHtml(String(type))}</td><td>${parameter.required ? 'yes' : ''}</td></tr>`;
    })
    .join('');
  return `<table><thead><tr><th>Parameter</th><th>In</th><th>Type</th><th>Required</th></tr></thead><tbody>${rows}</tbody></table>`;
}

function operationSection(path: string, method: string, operation: Json): string {
  const requestBody = operation.requestBody as { content: Record<string, { schema: unknown }> } | undefined;
  const body = requestBody
    ? Object.entries(requestBody.content)
        .map(([type, { schema }]) => schemaBlock(`Body (${type})`, schema))
        .join('')
    : '';
  const responses = Object.entries(operation.responses as Record<string, Json>)
    .map(([status, response]) => {
      const content = response.content as Record<string, { schema: unknown }> | undefined;
      const schema = content ? Object.values(content)[0]?.schema : undefined;
      const line = `<li><strong>${escapeHtml(status)}</strong> ${escapeHtml(String(response.description))}</li>`;
      return schema && status !== 'default' && !String(status).startsWith('4')
        ? line + schemaBlock(`${status} answer`, schema)
        : line;
    })
    .join('');
  return `<section id="${escapeHtml(String(operation.operationId))}">
<h3><span class="method ${method}">${method.toUpperCase()}</span> <code>${escapeHtml(path)}</code></h3>
<p>${prose(String(operation.summary))} <span class="access">${accessOf(operation)}</span></p>
${parametersTable((operation.parameters as Json[] | undefined) ?? [])}${body}
<ul class="responses">${responses}</ul>
</section>`;
}

export function renderReferencePage(document: OpenApiDocument): string {
  const sections = document.tags.map(({ name }) => {
    const operations = Object.entries(document.paths).flatMap(([path, methods]) =>
      Object.entries(methods)
        .filter(([, operation]) => (operation.tags as string[]).includes(name))
        .map(([method, operation]) => operationSection(path, method, operation)),
    );
    return `<h2 id="tag-${escapeHtml(name)}">${escapeHtml(name)}</h2>${operations.join('')}`;
  });
  const contents = document.tags.map(({ name }) => `<a href="#tag-${escapeHtml(name)}">${escapeHtml(name)}</a>`);
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(document.info.title)} reference</title>
<style>
body{font:16px/1.5 system-ui,sans-serif;color:#1f2937;max-width:60rem;margin:0 auto;padding:1rem}
h1{font-size:1.6rem;margin:.5rem 0}h2{margin-top:2rem;border-bottom:1px solid #e5e7eb;padding-bottom:.25rem}
h3{font-size:1rem;margin:1.25rem 0 .25rem;overflow-wrap:anywhere}code,pre{font-family:ui-monospace,monospace;font-size:.875rem}
pre{background:#f9fafb;border:1px solid #e5e7eb;border-radius:.5rem;padding:.75rem;overflow:auto;max-height:28rem}
.method{display:inline-block;min-width:4rem;text-align:center;border-radius:.375rem;padding:0 .4rem;color:#fff;background:#374151}
.get{background:#047857}.post{background:#1d4ed8}.patch,.put{background:#b45309}.delete{background:#b91c1c}
.access{font-size:.8rem;border:1px solid #d1d5db;border-radius:1rem;padding:0 .5rem;white-space:nowrap}
table{border-collapse:collapse;margin:.5rem 0;width:100%}td,th{border-bottom:1px solid #e5e7eb;text-align:left;padding:.25rem .5rem}
nav{display:flex;flex-wrap:wrap;gap:.25rem 1rem}table{display:block;overflow-x:auto}summary{cursor:pointer;color:#1d4ed8}.responses{margin:.25rem 0;padding-left:1.25rem}
</style>
</head>
<body>
<h1>${escapeHtml(document.info.title)} reference</h1>
<p>${prose(document.info.description)} The same as <a href="/api/openapi.json">OpenAPI 3.1 JSON</a>.</p>
<nav>${contents.join('')}</nav>
${sections.join('\n')}
</body>
</html>`;
}
