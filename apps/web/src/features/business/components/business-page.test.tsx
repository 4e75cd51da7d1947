import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TEXT } from '@gatling/shared/spec';
import { json, setTestPublicConfig } from '@/test/fake-api';
import {
  ACME,
  apiError,
  bodiesOf,
  businessInfo,
  EMPTY_INFO,
  renderInApp,
  resetToasts,
  sequence,
  signedInServer,
  toastWith,
} from '../testing/business-test-kit';
import { BUSINESS_COPY as COPY } from '../texts';
import { BusinessPage } from './business-page';

const F = COPY.fields;
const C = COPY.competitor;
/** Matches a label by its start (optional fields add "(Optional)"). */
const startsWith = (label: string) => new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`);
const field = (label: string) => screen.getByLabelText(startsWith(label));
const competitor = (n: number) => screen.getByRole('group', { name: COPY.competitors.legend(n) });
const inCompetitor = (n: number, label: string) => within(competitor(n)).getByLabelText(startsWith(label));
const saveButton = () => screen.getByRole('button', { name: COPY.save });

async function renderPage(routes: Parameters<typeof signedInServer>[0]) {
  const api = await signedInServer(routes);
  const view = renderInApp(<BusinessPage />);
  await screen.findByLabelText(startsWith(F.business_email.label));
  return { ...api, ...view };
}

describe('/business', () => {
  beforeEach(() => setTestPublicConfig());
  afterEach(() => {
    resetToasts();
    vi.restoreAllMocks();
  });

  it('loads the saved info into the form, with browser-checked e-mail and link fields', async () => {
    await renderPage({ 'GET /api/business/info': () => json(businessInfo()) });
    expect(field(F.business_email.label)).toHaveValue('hello@gatling.example');
    expect(field(F.business_email.label)).toHaveAttribute('type', 'email');
    expect(field(F.calendar_link.label)).toHaveValue('https://cal.example.com/ada');
    expect(field(F.calendar_link.label)).toHaveAttribute('type', 'url');
    expect(field(F.one_line_summary.label)).toHaveValue('Replies at scale, in your voice');
    expect(field(F.one_paragraph_summary.label)).toHaveValue(
      'An assistant that drafts replies you approve with a swipe.',
    );
    expect(inCompetitor(1, C.competitor_name.label)).toHaveValue(ACME.competitor_name);
    expect(inCompetitor(1, C.competitor_website.label)).toHaveValue(ACME.competitor_website);
    expect(inCompetitor(1, C.competitor_twitter_handle.label)).toHaveValue(ACME.competitor_twitter_handle);
    expect(inCompetitor(1, C.competitor_summary.label)).toHaveValue(ACME.competitor_summary);
    expect(inCompetitor(1, C.competitor_pros.label)).toHaveValue(ACME.competitor_pros);
    expect(inCompetitor(1, C.competitor_cons.label)).toHaveValue(ACME.competitor_cons);
    expect(inCompetitor(1, C.counter_positioning.label)).toHaveValue(ACME.counter_positioning);
    // Nothing to save yet, and nothing was saved: no 'All changes saved' before a save.
    expect(saveButton()).toBeDisabled();
    expect(screen.queryByText(COPY.allSaved)).not.toBeInTheDocument();
    expect(screen.queryByText(COPY.unsaved)).not.toBeInTheDocument();
  });

  it("asks for a competitor's X handle, never naming Twitter (decision 0078)", async () => {
    await renderPage({ 'GET /api/business/info': () => json(businessInfo()) });
    expect(within(competitor(1)).getByLabelText(/^X handle/)).toHaveValue(ACME.competitor_twitter_handle);
    expect(document.body).not.toHaveTextContent(/twitter|tweet/i);
  });

  it('saves the whole form and toasts; the form then counts as saved', async () => {
    const { user, calls } = await renderPage({
      'GET /api/business/info': () => json(EMPTY_INFO),
      'POST /api/business/info': () =>
        json(businessInfo({ competitors: [], calendar_link: '', one_paragraph_summary: '' })),
    });
    expect(screen.getByText(COPY.competitors.empty)).toBeInTheDocument();
    await user.type(field(F.business_email.label), 'hello@gatling.example');
    await user.type(field(F.one_line_summary.label), 'Replies at scale, in your voice');
    expect(screen.getByText(COPY.unsaved)).toBeInTheDocument();
    await user.click(saveButton());
    await toastWith(TEXT.business.saved);
    expect(bodiesOf(calls, 'POST')).toEqual([
      {
        business_email: 'hello@gatling.example',
        calendar_link: '',
        one_line_summary: 'Replies at scale, in your voice',
        one_paragraph_summary: '',
        competitors: [],
      },
    ]);
    expect(screen.getByText(COPY.allSaved)).toBeInTheDocument();
    expect(saveButton()).toBeDisabled();
  });

  it('adds and removes competitors; the body carries the list as it is on screen', async () => {
    const { user, calls } = await renderPage({
      'GET /api/business/info': () => json(businessInfo()),
      'POST /api/business/info': () => json(businessInfo()),
    });
    await user.click(screen.getByRole('button', { name: COPY.competitors.add }));
    expect(inCompetitor(2, C.competitor_name.label)).toHaveFocus();
    await user.type(inCompetitor(2, C.competitor_name.label), ' Reply Robot ');
    await user.type(inCompetitor(2, C.competitor_twitter_handle.label), '@replyrobot');
    await user.type(inCompetitor(2, C.counter_positioning.label), 'We never post without you');
    expect(
      within(competitor(2)).getByRole('button', { name: COPY.competitors.remove(2, 'Reply Robot') }),
    ).toBeInTheDocument();

    await user.click(
      within(competitor(1)).getByRole('button', { name: COPY.competitors.remove(1, ACME.competitor_name) }),
    );
    // The remaining one is now the first.
    expect(inCompetitor(1, C.competitor_name.label)).toHaveValue(' Reply Robot ');
    expect(screen.queryByRole('group', { name: COPY.competitors.legend(2) })).not.toBeInTheDocument();
    await user.click(saveButton());
    await toastWith(TEXT.business.saved);
    expect(bodiesOf(calls, 'POST')[0]).toMatchObject({
      competitors: [
        {
          competitor_name: 'Reply Robot',
          competitor_website: '',
          // Sent as the contract reads it: trimmed, without the @.
          competitor_twitter_handle: 'replyrobot',
          competitor_summary: '',
          competitor_pros: '',
          competitor_cons: '',
          counter_positioning: 'We never post without you',
        },
      ],
    });
  });

  it("a failed save says 'Failed to save changes' with the server's detail when there is one", async () => {
    const { user } = await renderPage({
      'GET /api/business/info': () => json(businessInfo()),
      'POST /api/business/info': sequence(
        () => apiError(422, 'The calendar link must be an http:// or https:// address'),
        () => new Response('upstream down', { status: 502 }),
      ),
    });
    await user.type(field(F.one_line_summary.label), '!');
    await user.click(saveButton());
    const first = await toastWith(TEXT.business.saveFailed);
    expect(first).toHaveTextContent('The calendar link must be an http:// or https:// address');
    // Still unsaved: nothing was lost.
    expect(screen.getByText(COPY.unsaved)).toBeInTheDocument();
    resetToasts();
    await user.click(saveButton());
    const second = await toastWith(TEXT.business.saveFailed);
    expect(second.querySelector('[data-description]')).toBeNull();
  });

  it('checks the form against the contract before sending (e.g. an X handle)', async () => {
    const { user, calls } = await renderPage({ 'GET /api/business/info': () => json(businessInfo()) });
    await user.clear(inCompetitor(1, C.competitor_twitter_handle.label));
    await user.type(inCompetitor(1, C.competitor_twitter_handle.label), 'not a handle!');
    await user.click(saveButton());
    const handle = inCompetitor(1, C.competitor_twitter_handle.label);
    expect(handle).toHaveAttribute('aria-invalid', 'true');
    expect(handle).toHaveAccessibleDescription(/must be an X username/);
    await waitFor(() => expect(handle).toHaveFocus());
    expect(bodiesOf(calls, 'POST')).toHaveLength(0);
  });

  it('leaves the e-mail and the calendar link to the browser', async () => {
    const { user, calls } = await renderPage({ 'GET /api/business/info': () => json(EMPTY_INFO) });
    await user.type(field(F.business_email.label), 'not-an-email');
    await user.click(saveButton());
    expect(field(F.business_email.label)).toBeInvalid();
    await user.clear(field(F.business_email.label));
    await user.type(field(F.calendar_link.label), 'cal.example.com');
    await user.click(saveButton());
    expect(field(F.calendar_link.label)).toBeInvalid();
    expect(bodiesOf(calls, 'POST')).toHaveLength(0);
  });

  it('Escape goes to / only when nothing is unsaved', async () => {
    const { user, router } = await renderPage({ 'GET /api/business/info': () => json(businessInfo()) });
    await user.type(field(F.one_line_summary.label), ' today');
    await user.keyboard('{Escape}');
    await user.keyboard('{Escape}');
    expect(router.state.location.pathname).toBe('/business');
    await user.clear(field(F.one_line_summary.label));
    await user.type(field(F.one_line_summary.label), 'Replies at scale, in your voice');
    await user.keyboard('{Escape}');
    await user.keyboard('{Escape}');
    expect(router.state.location.pathname).toBe('/');
  });

  it('a failed load says so and can try again', async () => {
    await signedInServer({
      'GET /api/business/info': sequence(
        () => apiError(503, 'The database is starting', 'UNAVAILABLE'),
        () => json(businessInfo()),
      ),
    });
    const { user } = renderInApp(<BusinessPage />);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(COPY.loadFailed);
    expect(alert).toHaveTextContent('The database is starting');
    await user.click(within(alert).getByRole('button', { name: COPY.retry }));
    expect(await screen.findByDisplayValue('hello@gatling.example')).toBeInTheDocument();
  });

  it('leaving with unsaved changes asks first: keep editing stays, discard goes', async () => {
    const { user, router } = await renderPage({ 'GET /api/business/info': () => json(businessInfo()) });
    await user.clear(field(F.one_line_summary.label));
    await user.type(field(F.one_line_summary.label), 'Half-typed summary');
    void router.navigate('/reply-rules');
    const dialog = await screen.findByRole('alertdialog', { name: 'Discard unsaved changes?' });
    await user.click(within(dialog).getByRole('button', { name: 'Keep editing' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(field(F.one_line_summary.label)).toHaveValue('Half-typed summary');
    expect(router.state.location.pathname).toBe('/business');

    void router.navigate('/reply-rules');
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Discard and leave' }),
    );
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent('/reply-rules'));
  });

  it('leaving with nothing unsaved does not ask', async () => {
    const { router } = await renderPage({ 'GET /api/business/info': () => json(businessInfo()) });
    await act(() => router.navigate('/elsewhere'));
    expect(screen.getByTestId('where')).toHaveTextContent('/elsewhere');
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });
});
