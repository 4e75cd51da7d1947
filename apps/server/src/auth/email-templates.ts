import type { TEmail } from '../integrations/email/mailer';

type TAction = {
  to: string;
  product: string;
  subject: string;
  intro: string;
  action: string;
  url: string;
  outro: string;
};

function escapeHtml(s: string): string {
  return s.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
}

function actionEmail({ to, product, subject, intro, action, url, outro }: TAction): TEmail {
  const text = `${intro}\n\n${action}: ${url}\n\n${outro}\n\n— ${product}`;
  const html = `<!doctype html><html><body style="font-family:system-ui,-apple-system,Segoe UI,Roboto,sans-serif;color:#1f2033;max-width:480px;margin:0 auto;padding:24px">
<h1 style="font-size:20px;margin:0 0 16px">${escapeHtml(product)}</h1>
<p style="line-height:1.5">${escapeHtml(intro)}</p>
<p style="margin:24px 0"><a href="${escapeHtml(url)}" style="background:#4f46e5;color:#fff;padding:12px 20px;border-radius:10px;text-decoration:none;font-weight:600">${escapeHtml(action)}</a></p>
<p style="line-height:1.5;color:#5b5e76;font-size:14px">${escapeHtml(outro)}</p>
<p style="color:#5b5e76;font-size:12px;word-break:break-all">${escapeHtml(url)}</p>
</body></html>`;
  return { to, subject, text, html, links: [url] };
}

export function confirmationEmail(to: string, product: string, url: string): TEmail {
  return actionEmail({
    to,
    product,
    url,
    subject: `Confirm your ${product} account`,
    intro: `Welcome to ${product}. Confirm your e-mail address to finish creating your account.`,
    action: 'Confirm my e-mail',
    outro: 'If you did not sign up, you can ignore this message; no account will be activated.',
  });
}

export function magicLinkEmail(to: string, product: string, url: string): TEmail {
  return actionEmail({
    to,
    product,
    url,
    subject: `Your ${product} sign-in link`,
    intro: `Use this link to sign in to ${product}. It works once and expires in 15 minutes.`,
    action: 'Sign in',
    outro: 'If you did not ask for this link, you can ignore this message.',
  });
}

export function passwordResetEmail(to: string, product: string, url: string): TEmail {
  return actionEmail({
    to,
    product,
    url,
    subject: `Reset your ${product} password`,
    intro:
      'Someone asked to reset the password of this account. Use this link to choose a new one. It expires in one hour.',
    action: 'Choose a new password',
    outro: 'If it was not you, ignore this message: your password stays as it is.',
  });
}

export function existingAccountEmail(to: string, product: string, signInUrl: string): TEmail {
  return actionEmail({
    to,
    product,
    url: signInUrl,
    subject: `You already have a ${product} account`,
    intro: `Someone, probably you, tried to create a ${product} account with this address, which already has one. Sign in instead; if you forgot your password, choose "Forgot your password" there. If the address is not confirmed yet, signing in sends a new confirmation link.`,
    action: 'Sign in',
    outro: 'If it was not you, ignore this message: nothing changed on your account.',
  });
}

export function oneTimeCodeEmail(to: string, product: string, code: string): TEmail {
  const text = `Your ${product} one-time code is ${code}. It expires in 10 minutes.\n\nIf you did not ask for it, ignore this message.`;
  const html = `<!doctype html><html><body style="font-family:system-ui,sans-serif;color:#1f2033;max-width:480px;margin:0 auto;padding:24px">
<h1 style="font-size:20px">${escapeHtml(product)}</h1><p>Your one-time code:</p>
<p style="font-size:32px;font-weight:700;letter-spacing:6px">${escapeHtml(code)}</p>
<p style="color:#5b5e76;font-size:14px">It expires in 10 minutes. If you did not ask for it, ignore this message.</p></body></html>`;
  return { to, subject: `Your ${product} code: ${code}`, text, html, links: [] };
}
