type TOp = {
  tags?: string[];
  summary?: string;
  description?: string;
  security?: unknown[];
  parameters?: { name: string; in: string; required: boolean }[];
  requestBody?: { content: Record<string, { schema: unknown }> };
  responses: Record<string, { description: string; content?: Record<string, { schema: unknown }> }>;
};

const esc = (s: string) => s.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
const json = (v: unknown) => `<pre>${esc(JSON.stringify(v, null, 2))}</pre>`;

/** A readable, dependency-free reference page rendered from the OpenAPI document. */
export function renderDocsPage(doc: {
  info: { title: string; version: string };
  paths: Record<string, Record<string, TOp>>;
}): string {
  const byTag = new Map<string, string[]>();
  for (const [path, methods] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(methods)) {
      const tag = op.tags?.[0] ?? 'other';
      const params = (op.parameters ?? [])
        .map((p) => `<li><code>${esc(p.name)}</code> in ${esc(p.in)}${p.required ? ' (required)' : ''}</li>`)
        .join('');
      const body = op.requestBody
        ? `<h4>Request body</h4>${json(Object.values(op.requestBody.content)[0]?.schema)}`
        : '';
      const responses = Object.entries(op.responses)
        .map(
          ([status, r]) =>
            `<details><summary><b>${esc(status)}</b> ${esc(r.description)}</summary>${r.content ? json(Object.values(r.content)[0]?.schema) : ''}</details>`,
        )
        .join('');
      const html = `<section class="op" id="${esc(method + path)}"><h3><span class="m ${esc(method)}">${esc(method.toUpperCase())}</span> <code>${esc(path)}</code>${op.security ? ' <span class="lock" title="Needs Authorization: Bearer">bearer</span>' : ''}</h3>
<p>${esc(op.summary ?? '')}</p>${op.description ? `<p class="d">${esc(op.description)}</p>` : ''}${params ? `<h4>Parameters</h4><ul>${params}</ul>` : ''}${body}<h4>Responses</h4>${responses}</section>`;
      byTag.set(tag, [...(byTag.get(tag) ?? []), html]);
    }
  }
  const nav = [...byTag.keys()].map((t) => `<a href="#tag-${esc(t)}">${esc(t)}</a>`).join('');
  const sections = [...byTag.entries()]
    .map(([t, ops]) => `<h2 id="tag-${esc(t)}">${esc(t)}</h2>${ops.join('')}`)
    .join('');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${esc(doc.info.title)} API reference</title>
<style>body{font-family:system-ui,-apple-system,Segoe UI,Roboto,sans-serif;margin:0;color:#1f2033;background:#f8f8fb}main{max-width:920px;margin:0 auto;padding:24px}nav{display:flex;gap:12px;flex-wrap:wrap;margin:12px 0 24px}nav a{color:#4f46e5}
.op{background:#fff;border:1px solid #e3e4ec;border-radius:12px;padding:16px 20px;margin:12px 0}h3{margin:0;font-size:16px}.m{display:inline-block;min-width:56px;text-align:center;border-radius:6px;padding:2px 6px;font-size:12px;color:#fff;background:#64748b}
.get{background:#0f766e}.post{background:#4f46e5}.delete{background:#b91c1c}.patch{background:#b45309}.put{background:#7c3aed}.lock{font-size:11px;border:1px solid #c7c9d9;border-radius:6px;padding:1px 6px;color:#5b5e76}
pre{background:#f1f2f7;padding:12px;border-radius:8px;overflow:auto;font-size:12px}h4{margin:12px 0 4px;font-size:13px;color:#5b5e76}.d{color:#5b5e76}</style></head>
<body><main><h1>${esc(doc.info.title)} API</h1><p>Version ${esc(doc.info.version)}. Every call except the public ones carries <code>Authorization: Bearer &lt;access_token&gt;</code>. Errors are JSON <code>{"detail","code"}</code>. Machine-readable: <a href="/api/openapi.json">/api/openapi.json</a>.</p>
<nav>${nav}</nav>${sections}</main></body></html>`;
}
