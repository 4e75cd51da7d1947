import type { ReactNode } from 'react';
import { beforeEach, describe, expect, it } from 'vitest';
import { render } from '@testing-library/react';
import { MemoryRouter } from '@/lib/router';
import { REPLYSTER_CONFIG, setTestPublicConfig } from '@/test/fake-api';
import { PrivacyPolicy } from './privacy-policy';
import { TermsOfService } from './terms-of-service';

function textOf(node: ReactNode): string {
  const { container, unmount } = render(<MemoryRouter>{node}</MemoryRouter>);
  const text = (container.textContent ?? '').replace(/\s+/g, ' ');
  unmount();
  return text;
}

beforeEach(() => setTestPublicConfig(REPLYSTER_CONFIG));

describe('legal texts', () => {
  const required: RegExp[] = [
    /swipe right/i,
    /left/i,
    /up to edit/i,
    /responses?/i,
    /subscription status/i,
    /transaction ids/i,
    /OAuth tokens/i,
    /encrypted/i,
    /7-day free trial/i,
    /one per user/i,
    /cancel any time before renewal/i,
    /Replyster/,
  ];

  it('together mention every required topic', () => {
    const text = textOf(<PrivacyPolicy />) + textOf(<TermsOfService />);
    for (const topic of required) expect(text).toMatch(topic);
  });

  it('privacy policy covers collection, purpose, retention, deletion, controller and contact', () => {
    const text = textOf(<PrivacyPolicy />);
    for (const topic of [
      /What we collect/,
      /Why we use it/,
      /How long we keep it/,
      /Deletion/,
      /controller/,
      /self-hostable/,
      /privacy@example\.com/,
    ]) {
      expect(text).toMatch(topic);
    }
  });

  it('terms cover the trial, monthly billing and cancellation', () => {
    const text = textOf(<TermsOfService />);
    for (const topic of [
      /7-day free trial/,
      /limited to one per user/,
      /monthly/,
      /cancel any time before renewal/i,
      /legal@example\.com/,
    ]) {
      expect(text).toMatch(topic);
    }
  });

  it('name X (never Twitter) and Bluesky, and say what is kept of a Bluesky app password', () => {
    const text = textOf(<PrivacyPolicy />) + textOf(<TermsOfService />);
    expect(text).not.toMatch(/twitter|tweet/i);
    expect(text).toMatch(/such as X or Bluesky/);
    expect(text).toMatch(/used once to sign in and is not kept/);
  });
});
