import { errorBox, esc, renderPage } from './page-layout';
import type { TAccountRow } from './post-view';

export type TAuthorizeView = {
  appName: string;
  token: string;
  identities: TAccountRow[];
  error?: string;
  /** What the user typed into the new-identity form, shown again after an error. */
  values?: { username?: string; name?: string; identity?: string };
};

const compact = new Intl.NumberFormat('en', { notation: 'compact', maximumFractionDigits: 1 });

function identityOption(identity: TAccountRow, checked: boolean): string {
  return `<label class="identity"><input type="radio" name="identity" value="${esc(identity.username)}" required${checked ? ' checked' : ''}>
<img src="${esc(identity.avatarUrl ?? '')}" alt=""><span class="who"><b>${esc(identity.name)}</b><span>@${esc(identity.username)} · ${esc(compact.format(identity.followers))} followers</span></span></label>`;
}

/** The consent screen: pick a sandbox identity (or make one), then Authorize app or Cancel. */
export function renderAuthorizePage(view: TAuthorizeView): string {
  const token = `<input type="hidden" name="oauth_token" value="${esc(view.token)}">`;
  const chosen = view.values?.identity ?? view.identities[0]?.username;
  const options = view.identities.map((i) => identityOption(i, i.username === chosen)).join('');
  const pick = view.identities.length
    ? `<fieldset><legend>Sign in as</legend>${options}</fieldset>`
    : `<p class="muted">No identity to pick yet: create one below.</p>`;
  return renderPage(
    'Authorize app',
    `<section class="card">
<h1>Authorize ${esc(view.appName)} to use your account?</h1>
<p class="muted">This app will be able to:</p>
<ul class="scopes"><li>Read your profile and your posts</li><li>Search recent posts and look up accounts</li><li>Post and delete replies for you</li></ul>
</section>
${errorBox(view.error)}
<section class="card">
<form method="post" action="authorize">${token}
${pick}
<div class="actions"><button class="primary" type="submit" name="action" value="authorize"${view.identities.length ? '' : ' disabled'}>Authorize app</button>
<button type="submit" name="action" value="cancel" formnovalidate>Cancel</button></div>
</form>
</section>
<section class="card">
<h2>Or create a new sandbox identity</h2>
<p class="muted">It starts with a month of posts written in its own voice, so the app has something to learn from.</p>
<form method="post" action="authorize">${token}
<input type="hidden" name="action" value="create">
<label class="field">Username <input name="username" required maxlength="15" pattern="[A-Za-z0-9_]{1,15}" autocomplete="off" value="${esc(view.values?.username)}" aria-describedby="username-rule"></label>
<p class="muted" id="username-rule">1 to 15 letters, digits or underscores.</p>
<label class="field">Display name <input name="name" required maxlength="50" autocomplete="off" value="${esc(view.values?.name)}"></label>
<div class="actions"><button class="primary" type="submit">Create identity and authorize app</button></div>
</form>
</section>`,
  );
}
