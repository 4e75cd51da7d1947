import { afterAll, afterEach, beforeAll, describe, expect, test } from 'vitest';
import { eq } from 'drizzle-orm';
import { EMAIL_NOT_SENT } from '../../auth/auth';
import { users } from '../../db/schema/auth';
import { allowConsoleError } from '#test/console-error';
import { decodeQuotedPrintable, startFakeSmtpServer } from '#test/fakes/smtp-server';
import { openedForAll, pathOf, TEST_PASSWORD, uniqueEmail, useTestApp } from '#test/harness';
import { createSmtpMailer } from './smtp-mailer';
import { magicLinkEmail } from '../../auth/email-templates';

type TSmtp = Awaited<ReturnType<typeof startFakeSmtpServer>>;

const FROM = 'Gatling <no-reply@gatling.test>';
const LINK =
  'http://localhost:3000/api/identity/magic-link/verify?token=abcdefghijklmnopqrstuvwxyz0123456789&callbackURL=%2Fauth';

describe('createSmtpMailer against a local SMTP server', () => {
  let smtp: TSmtp;
  beforeAll(async () => {
    smtp = await startFakeSmtpServer();
  });
  afterAll(async () => {
    await smtp.close();
  });

  test('delivers the message with sender, recipient, subject and the link', async () => {
    const mailer = createSmtpMailer({ url: smtp.url, from: FROM });
    expect(mailer.kind).toBe('smtp');
    await mailer.send(magicLinkEmail('reader@example.com', 'Gatling', LINK));

    expect(smtp.received).toHaveLength(1);
    const [mail] = smtp.received;
    expect(mail?.from).toBe('no-reply@gatling.test');
    expect(mail?.to).toEqual(['reader@example.com']);
    const data = decodeQuotedPrintable(mail?.data ?? '');
    expect(data).toMatch(/^Subject: Your Gatling sign-in link$/m);
    expect(data).toMatch(/^To: reader@example\.com$/m);
    expect(data).toContain('text/plain');
    expect(data).toContain('text/html');
    // The link survives the transfer encoding intact, in the text and in the HTML part.
    expect(data).toContain(`Sign in: ${LINK}`);
    expect(data).toContain(`href="${LINK.replace(/&/g, '&#38;')}"`);
  });

  test('a refused recipient makes send() reject', async () => {
    const refusing = await startFakeSmtpServer({ rejectRecipients: true });
    try {
      const mailer = createSmtpMailer({ url: refusing.url, from: FROM });
      await expect(mailer.send(magicLinkEmail('nobody@example.com', 'Gatling', LINK))).rejects.toThrow(
        /550|recipient/i,
      );
      expect(refusing.received).toHaveLength(0);
    } finally {
      await refusing.close();
    }
  });
});

// Two apps on one database: one whose SMTP server accepts, one whose server refuses.
const smtp = openedForAll(() => startFakeSmtpServer());
const refusingSmtp = openedForAll(() => startFakeSmtpServer({ rejectRecipients: true }));
const t = useTestApp(() => ({ SMTP_URL: smtp.url, MAIL_FROM: FROM }));
const refusing = useTestApp(() => ({ SMTP_URL: refusingSmtp.url, MAIL_FROM: FROM }), { shareDatabaseOf: t });

describe('the app with SMTP_URL set', () => {
  afterEach(() => {
    smtp.received.length = 0;
  });

  test('sign-up e-mails the confirmation link over SMTP, and the link confirms the account', async () => {
    const email = uniqueEmail('smtp');
    const res = await t.post('/api/identity/sign-up/email', {
      email,
      password: TEST_PASSWORD,
      name: 'smtp',
      callbackURL: '/auth',
    });
    expect(res.status).toBe(200);

    expect(smtp.received).toHaveLength(1);
    const mail = smtp.received[0]!;
    expect(mail.to).toEqual([email]);
    const data = decodeQuotedPrintable(mail.data);
    expect(data).toMatch(/^Subject: Confirm your Gatling account$/m);
    const link = /Confirm my e-mail: (\S+)/.exec(data)?.[1];
    expect(link).toMatch(
      /^http:\/\/localhost:3000\/api\/identity\/verify-email\?token=[\w.-]+&callbackURL=%2Fauth$/,
    );

    const confirm = await t.request(pathOf(link!));
    expect(confirm.status).toBe(302);
    expect(confirm.headers.get('location')).toBe('/auth');
    const [row] = await t.database.db.select().from(users).where(eq(users.email, email));
    expect(row?.emailVerified).toBe(true);
  });

  test('the dev outbox is not mounted and the browser is told so', async () => {
    expect((await t.request('/dev/outbox')).status).toBe(404);
    expect((await t.request('/dev/outbox.json')).status).toBe(404);
    const config = (await (await t.request('/api/public-config')).json()) as { dev_outbox: boolean };
    expect(config.dev_outbox).toBe(false);
  });
});

describe('the app when the SMTP server refuses the message', () => {
  test('a magic link that cannot be sent is a 503 the page can show, not a silent success', async () => {
    allowConsoleError(); // the server logs the delivery failure
    const res = await refusing.post('/api/identity/sign-in/magic-link', {
      email: uniqueEmail('undeliverable'),
      callbackURL: '/auth',
    });
    expect(res.status).toBe(503);
    expect(res.headers.get('content-type')).toContain('application/json');
    expect(await res.json()).toEqual({ detail: EMAIL_NOT_SENT, code: 'EMAIL_NOT_SENT' });
  });
});
