import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from '@/lib/router';
import { LIMITS, TEXT } from '@gatling/shared/spec';
import { REPLYSTER_CONFIG, setTestPublicConfig } from '@/test/fake-api';
import { LandingPage } from './landing-page';

const WAITLIST = 'https://waitlist.example.org/join';

function renderLanding() {
  return render(
    <MemoryRouter>
      <LandingPage />
    </MemoryRouter>,
  );
}

beforeEach(() => setTestPublicConfig({ ...REPLYSTER_CONFIG, waitlist_url: WAITLIST }));
afterEach(() => vi.restoreAllMocks());

describe('LandingPage', () => {
  it('shows the sections in order with their texts', () => {
    const { container } = renderLanding();
    const order = [...container.querySelectorAll('main > section')].map((s) =>
      s.getAttribute('data-section'),
    );
    expect(order).toEqual([
      'hero',
      'feature-swipe',
      'feature-tone',
      'how-it-works',
      'trusted-by',
      'closing-cta',
      'legal',
    ]);
    expect(screen.getByRole('heading', { level: 1, name: TEXT.slogan })).toBeInTheDocument();
    const h2s = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(h2s.slice(0, 5)).toEqual([
      TEXT.landing.featureSwipe,
      TEXT.landing.featureNoSlop,
      TEXT.landing.howItWorks,
      TEXT.landing.trustedBy,
      expect.any(String),
    ]);
    const steps = screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent);
    for (const [i, step] of TEXT.landing.steps.entries()) {
      expect(steps).toContain(`Step ${i + 1}: ${step}`);
    }
    expect(screen.getAllByRole('img', { name: /placeholder logo/ })).toHaveLength(6);
  });

  it('has a header with the product name, Pricing, Sign In and Join Waitlist', () => {
    renderLanding();
    const header = within(screen.getByRole('banner'));
    expect(header.getByRole('link', { name: /Replyster/ })).toHaveAttribute('href', '/');
    expect(header.getByRole('link', { name: TEXT.landing.pricing })).toHaveAttribute('href', '/pricing');
    expect(header.getByRole('link', { name: TEXT.landing.signIn })).toHaveAttribute('href', '/auth');
    const hero = within(screen.getByRole('region', { name: TEXT.slogan }));
    expect(hero.getByRole('link', { name: 'Get started' })).toHaveAttribute('href', '/auth?view=sign_up');
    expect(within(screen.getByRole('contentinfo')).getByText(/© \d{4} Replyster/)).toBeInTheDocument();
  });

  it('opens sign-up, not sign-in, from every "Get started" (hero and closing call to action)', () => {
    renderLanding();
    const links = screen.getAllByRole('link', { name: 'Get started' });
    expect(links).toHaveLength(2);
    for (const link of links) expect(link).toHaveAttribute('href', '/auth?view=sign_up');
  });

  it('opens the waitlist in a new tab without calling any API', async () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    renderLanding();
    const links = screen.getAllByRole('link', { name: /Join Waitlist/ });
    expect(links.length).toBeGreaterThanOrEqual(2);
    for (const link of links) {
      expect(link).toHaveAttribute('href', WAITLIST);
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
      // jsdom cannot open tabs; stop only the navigation, our own handlers still run.
      link.addEventListener('click', (e) => e.preventDefault());
      await userEvent.click(link);
    }
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('opens one legal document at a time, each in a 400px scroll box', async () => {
    const user = userEvent.setup();
    renderLanding();
    const privacy = screen.getByRole('button', { name: TEXT.landing.privacyPolicy });
    const terms = screen.getByRole('button', { name: TEXT.landing.termsOfService });
    expect(privacy).toHaveAttribute('aria-expanded', 'false');

    // The text loads on the first open; the document opens once it is there.
    await user.click(privacy);
    const box = await screen.findByRole('region', { name: TEXT.landing.privacyPolicy });
    expect(LIMITS.legalScrollBoxPx).toBe(400);
    expect(box).toHaveStyle({ height: '400px', overflowY: 'auto' });

    await user.click(terms);
    await waitFor(() => expect(terms).toHaveAttribute('aria-expanded', 'true'));
    expect(privacy).toHaveAttribute('aria-expanded', 'false');
    expect(terms).toHaveAttribute('aria-expanded', 'true');
    expect(screen.queryByRole('region', { name: TEXT.landing.privacyPolicy })).not.toBeInTheDocument();
    expect(screen.getByRole('region', { name: TEXT.landing.termsOfService })).toHaveStyle({
      height: '400px',
    });

    await user.click(terms);
    expect(terms).toHaveAttribute('aria-expanded', 'false');
  });
});

describe('LandingPage: what it promises is what the product does', () => {
  it('explains the swipes as the review screen has them: right approves, left ignores, up edits', () => {
    renderLanding();
    const section = screen.getByRole('region', { name: /^Swipe right/ });
    expect(within(section).getByRole('heading', { level: 2 })).toHaveTextContent(
      'Swipe right to approve, left to ignore or up to edit AI-generated replies',
    );
    const picture = within(section).getByRole('img', { name: /swiped right/ });
    expect(picture).toHaveAccessibleName(
      'A reply card being swiped right to approve; swiping left ignores it, swiping up opens it for editing',
    );
    for (const direction of ['Ignore', 'Edit', 'Approve']) {
      expect(within(picture).getAllByText(direction).length).toBeGreaterThan(0);
    }
    expect(section).not.toHaveTextContent(/left to edit/i);
  });

  it('names X and Bluesky, each with its own rules', () => {
    renderLanding();
    expect(screen.getByRole('region', { name: TEXT.slogan })).toHaveTextContent(/X and Bluesky/);
    const where = screen.getByRole('group', { name: 'Where your replies go out' });
    const x = within(where).getByRole('group', { name: 'X' });
    expect(x).toHaveTextContent(/Up to 280 characters, counted X's way/);
    expect(x).toHaveTextContent(/only where you were mentioned or quoted/);
    expect(x).toHaveTextContent(/X's own reply page/);
    const bluesky = within(where).getByRole('group', { name: 'Bluesky' });
    expect(bluesky).toHaveTextContent(/Up to 300 characters/);
    expect(bluesky).toHaveTextContent(/Posted by the app itself/);
    expect(bluesky).toHaveTextContent(/app password, never your account password/);
    expect(bluesky).toHaveTextContent(/Up to 50 replies a day by default; the rest go out the next day/);
  });

  it('says X and post, never Twitter or tweet, in what is read and what is heard', async () => {
    const user = userEvent.setup();
    const { container } = renderLanding();
    const spoken = () =>
      [...container.querySelectorAll('[aria-label]')].map((el) => el.getAttribute('aria-label')).join(' ');
    // Both legal documents too, each once open.
    for (const name of [TEXT.landing.privacyPolicy, TEXT.landing.termsOfService]) {
      await user.click(screen.getByRole('button', { name }));
      await screen.findByRole('region', { name });
      expect(container).not.toHaveTextContent(/twitter|tweet/i);
      expect(spoken()).not.toMatch(/twitter|tweet/i);
    }
  });
});
