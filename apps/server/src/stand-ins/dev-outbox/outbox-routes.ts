import { Hono } from 'hono';
import { desc } from 'drizzle-orm';
import type { TDb } from '../../db/client';
import { outboxMessages } from '../../db/schema/dev-outbox';
import { onlyFromThisMachine } from '../../http/from-this-machine';

const esc = (s: string) => s.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

/**
 * The dev outbox: what would have been e-mailed or texted. Mounted only outside production, and
 * shown only to requests made on the server's own machine: its messages hold sign-in, confirmation
 * and password-reset links, so anyone else reading it could take over any account.
 */
export function createOutboxRoutes(db: TDb, port: number) {
  const app = new Hono();
  app.use(
    '*',
    onlyFromThisMachine(
      'The dev outbox opens only on the computer the server runs on, because its messages hold ' +
        `sign-in links: open http://localhost:${port}/dev/outbox there. To e-mail others, set SMTP_URL.`,
    ),
  );
  const list = () => db.select().from(outboxMessages).orderBy(desc(outboxMessages.sentAt)).limit(200);

  app.get('/outbox.json', async (c) => {
    const rows = await list();
    c.header('cache-control', 'no-store');
    return c.json(
      rows.map((r) => ({
        channel: r.channel,
        to: r.to,
        subject: r.subject,
        text: r.text,
        links: r.links,
        sent_at: r.sentAt.toISOString(),
      })),
    );
  });

  app.get('/outbox', async (c) => {
    const rows = await list();
    const items = rows
      .map(
        (
          r,
        ) => `<article><header><b>${esc(r.subject)}</b><span>${esc(r.channel)} to ${esc(r.to)} · ${esc(r.sentAt.toISOString())}</span></header>
<pre>${esc(r.text)}</pre>${r.links.map((l) => `<a href="${esc(l)}">${esc(l)}</a>`).join('<br>')}</article>`,
      )
      .join('');
    c.header('cache-control', 'no-store');
    return c.html(`<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>Dev outbox</title>
<style>body{font-family:system-ui,sans-serif;max-width:760px;margin:0 auto;padding:24px;background:#f8f8fb;color:#1f2033}article{background:#fff;border:1px solid #e3e4ec;border-radius:12px;padding:16px;margin:12px 0}header{display:flex;flex-direction:column;gap:4px}header span{color:#5b5e76;font-size:13px}pre{white-space:pre-wrap;overflow-wrap:anywhere;font-size:13px}a{color:#4f46e5;word-break:break-all}</style></head>
<body><h1>Dev outbox</h1><p>Messages the product would have sent. Set <code>SMTP_URL</code> to deliver e-mail for real. Newest first.</p>${items || '<p>No messages yet.</p>'}</body></html>`);
  });
  return app;
}
