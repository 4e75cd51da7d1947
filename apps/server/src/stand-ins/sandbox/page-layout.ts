/**
 * The sandbox's server-rendered pages share this frame: self-contained HTML, inline styles only
 * (the CSP forbids inline scripts, so every action is a plain form), every value escaped.
 */
export const esc = (value: string | number | null | undefined): string =>
  String(value ?? '').replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

const STYLE = `
:root{color-scheme:light dark;--bg:#f5f6f8;--card:#fff;--text:#0f1419;--muted:#536471;--line:#e1e4e8;--accent:#1d9bf0;--accent-text:#fff;--danger:#c62828;--warn-bg:#fff4d6;--warn-text:#7a5200}
@media (prefers-color-scheme:dark){:root{--bg:#0b0d10;--card:#16181c;--text:#e7e9ea;--muted:#8b98a5;--line:#2f3336;--warn-bg:#3a2e0b;--warn-text:#f5d27a;--danger:#ff6b6b}}
*{box-sizing:border-box}body{margin:0;background:var(--bg);color:var(--text);font:15px/1.45 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif}
main{max-width:520px;margin:0 auto;padding:20px 16px 48px}
.banner{display:flex;gap:8px;align-items:center;justify-content:center;background:var(--warn-bg);color:var(--warn-text);font-size:13px;font-weight:600;padding:8px 12px;border-radius:999px;margin-bottom:20px;text-align:center}
.card{background:var(--card);border:1px solid var(--line);border-radius:16px;padding:20px;margin-bottom:16px}
h1{font-size:22px;margin:0 0 8px}h2{font-size:16px;margin:0 0 12px}p{margin:0 0 12px}.muted{color:var(--muted)}
ul.scopes{margin:0 0 4px;padding-left:20px;color:var(--muted)}
.error{border:1px solid var(--danger);color:var(--danger);border-radius:12px;padding:10px 12px;margin-bottom:16px;font-weight:500}
fieldset{border:0;padding:0;margin:0 0 16px}legend{font-weight:600;margin-bottom:8px}
.identity{display:flex;gap:12px;align-items:center;padding:10px 12px;border:1px solid var(--line);border-radius:12px;margin-bottom:8px;cursor:pointer}
.identity:has(input:checked){border-color:var(--accent);box-shadow:0 0 0 1px var(--accent)}
.identity img,.avatar{width:40px;height:40px;border-radius:50%;flex:none}
.who{display:flex;flex-direction:column;min-width:0}.who b{overflow:hidden;text-overflow:ellipsis;white-space:nowrap}.who span{color:var(--muted);font-size:14px}
label.field{display:block;font-weight:600;margin-bottom:12px}label.field input,label.field textarea,label.field select{display:block;width:100%;margin-top:6px;padding:10px 12px;border:1px solid var(--line);border-radius:10px;background:var(--card);color:var(--text);font:inherit}
textarea{min-height:120px;resize:vertical}
.actions{display:flex;gap:10px;flex-wrap:wrap}
button{font:inherit;font-weight:700;border-radius:999px;padding:10px 20px;border:1px solid var(--line);background:transparent;color:var(--text);cursor:pointer}
button.primary{background:var(--accent);border-color:var(--accent);color:var(--accent-text)}
button:focus-visible,input:focus-visible,textarea:focus-visible,select:focus-visible,a:focus-visible{outline:2px solid var(--accent);outline-offset:2px}
.post{display:flex;gap:12px}.post .body{min-width:0;flex:1}.post .text{white-space:pre-wrap;word-wrap:break-word;margin:4px 0 8px}
.post img.media{width:100%;border-radius:12px;border:1px solid var(--line);margin-bottom:8px}
.stats{display:flex;gap:16px;color:var(--muted);font-size:13px;font-variant-numeric:tabular-nums}
.quoted{border:1px solid var(--line);border-radius:12px;padding:12px;margin-bottom:8px}
a{color:var(--accent)}
`;

/** Which face of the network a page shows: the banner names it, and Bluesky's pages take its blue. */
export type TPageNetwork = 'X' | 'Bluesky';
const BLUESKY_STYLE =
  ':root{--accent:#1185fe}.face{display:inline-flex;align-items:center;gap:6px;font-size:13px;font-weight:700;color:var(--accent);border:1px solid var(--accent);border-radius:999px;padding:2px 10px;margin-bottom:12px}';

export function renderPage(title: string, body: string, network: TPageNetwork = 'X'): string {
  const style = network === 'Bluesky' ? `${STYLE}${BLUESKY_STYLE}` : STYLE;
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><meta name="robots" content="noindex"><title>${esc(title)} · Sandbox network</title><style>${style}</style></head><body><main><div class="banner" role="note">Sandbox network — simulated ${network}. Nothing here is posted to ${network}.</div>${body}</main></body></html>`;
}

export function renderMessage(title: string, message: string, network: TPageNetwork = 'X'): string {
  return renderPage(
    title,
    `<section class="card"><h1>${esc(title)}</h1><p class="muted">${esc(message)}</p></section>`,
    network,
  );
}

export function errorBox(error: string | undefined): string {
  return error ? `<div class="error" role="alert">${esc(error)}</div>` : '';
}
