import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TEXT } from '@gatling/shared/spec';
import {
  renderInApp,
  resetToasts,
  signedInServer,
  styleAnswer,
} from '@/features/style/testing/style-test-kit';
import { json, setTestPublicConfig } from '@/test/fake-api';
import { YourStyleRoute } from './your-style-route';

describe('YourStyleRoute', () => {
  beforeEach(() => setTestPublicConfig());
  afterEach(() => {
    resetToasts();
    vi.restoreAllMocks();
  });

  it('titles the screen and the tab, and shows the style', async () => {
    await signedInServer({ 'GET /api/users/style': () => json(styleAnswer()) });
    renderInApp(<YourStyleRoute />);
    expect(screen.getByRole('heading', { level: 1, name: TEXT.style.title })).toBeInTheDocument();
    expect(document.title).toBe(`${TEXT.style.title} · Gatling`);
    expect(await screen.findByText('Casual, lowercase, short. Asks questions back.')).toBeInTheDocument();
  });
});
