import { TEST_CHECKOUT_PATH } from './test-mode-provider';
import { TRIAL_DAYS } from '../../integrations/billing/billing-provider';

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

export const formatUsd = (amount: number) =>
  new Intl.NumberFormat('en-US', {
    style: 'currency',
    currency: 'USD',
    minimumFractionDigits: Number.isInteger(amount) ? 0 : 2,
  }).format(amount);

// Styles only, no script: the app's CSP allows inline styles and no inline scripts.
const STYLE = `
:root{color-scheme:light dark;--bg:#f6f6fb;--card:#fff;--text:#1f2033;--muted:#5b5e76;--line:#e3e4ee;--accent:#4f46e5;--on-accent:#fff;--warn-bg:#fff4d6;--warn-text:#6b4e00}
@media (prefers-color-scheme:dark){:root{--bg:#0f1017;--card:#181a24;--text:#ececf4;--muted:#a2a5bb;--line:#2a2d3b;--accent:#8b84ff;--on-accent:#14142b;--warn-bg:#3a2f0b;--warn-text:#ffd978}}
*{box-sizing:border-box}
body{margin:0;min-height:100vh;display:flex;align-items:center;justify-content:center;padding:24px;background:var(--bg);color:var(--text);font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif}
main{width:100%;max-width:420px;background:var(--card);border:1px solid var(--line);border-radius:16px;padding:28px;box-shadow:0 8px 30px rgb(0 0 0/.08)}
.badge{display:block;background:var(--warn-bg);color:var(--warn-text);border-radius:10px;padding:10px 12px;font-weight:600;font-size:14px;margin-bottom:20px}
.badge small{display:block;font-weight:400;margin-top:2px}
h1{font-size:20px;margin:0 0 4px}
.price{font-size:36px;font-weight:700;margin:16px 0 0;color:var(--text);font-variant-numeric:tabular-nums}
.price span{font-size:16px;font-weight:500;color:var(--muted)}
p{margin:8px 0;color:var(--muted)}
.actions{display:grid;gap:10px;margin-top:24px}
form{margin:0}
button,a.button{display:block;width:100%;text-align:center;font:inherit;font-weight:600;border-radius:10px;padding:12px 16px;cursor:pointer;text-decoration:none}
.primary{background:var(--accent);color:var(--on-accent);border:0}
.secondary{background:transparent;color:var(--text);border:1px solid var(--line)}
button:focus-visible,a.button:focus-visible{outline:3px solid var(--accent);outline-offset:2px}
`;

function layout(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><meta name="robots" content="noindex"><title>${escapeHtml(title)}</title><style>${STYLE}</style></head><body><main>${body}</main></body></html>`;
}

const BADGE =
  '<div class="badge" role="note">Test mode — no real payment<small>No payment provider is configured on this server; no card is charged.</small></div>';

export function renderTestCheckoutPage(input: {
  productName: string;
  priceUsd: number;
  sessionId: string;
  withTrial: boolean;
}): string {
  const price = formatUsd(input.priceUsd);
  const base = `${TEST_CHECKOUT_PATH}/${encodeURIComponent(input.sessionId)}`;
  const terms = input.withTrial
    ? `${TRIAL_DAYS}-day free trial, then ${price}/month. Cancel any time before it renews.`
    : `Billed monthly. Cancel any time before it renews.`;
  const action = input.withTrial ? `Start ${TRIAL_DAYS}-day free trial` : `Pay ${price}`;
  return layout(
    `${input.productName} checkout (test mode)`,
    `${BADGE}<h1>${escapeHtml(input.productName)} monthly</h1>
<p class="price">${escapeHtml(price)}<span>/month</span></p>
<p>${escapeHtml(terms)}</p>
<div class="actions">
<form method="post" action="${base}/complete"><button class="primary" type="submit">${escapeHtml(action)}</button></form>
<form method="post" action="${base}/cancel"><button class="secondary" type="submit">Cancel</button></form>
</div>`,
  );
}

/** A checkout that can no longer be paid (finished, abandoned, expired or unknown). */
export function renderTestCheckoutMessage(input: {
  productName: string;
  title: string;
  message: string;
  link: string;
  linkLabel: string;
}): string {
  return layout(
    `${input.productName} checkout (test mode)`,
    `${BADGE}<h1>${escapeHtml(input.title)}</h1><p>${escapeHtml(input.message)}</p>
<div class="actions"><a class="button secondary" href="${escapeHtml(input.link)}">${escapeHtml(input.linkLabel)}</a></div>`,
  );
}
