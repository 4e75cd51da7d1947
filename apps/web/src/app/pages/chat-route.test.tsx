import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TEXT } from '@gatling/shared/spec';
import { renderChat, resetToasts, signedInServer } from '@/features/agent/testing/agent-test-kit';
import { json, setTestPublicConfig } from '@/test/fake-api';
import { ChatRoute } from './chat-route';

describe('ChatRoute', () => {
  beforeEach(() => setTestPublicConfig());
  afterEach(() => {
    resetToasts();
    vi.restoreAllMocks();
  });

  it('titles the screen and the tab, and opens on a new chat', async () => {
    await signedInServer({ 'GET /api/agent/session_ids/': () => json([]) });
    renderChat(<ChatRoute />);
    expect(screen.getByRole('heading', { level: 1, name: TEXT.chat.title })).toBeInTheDocument();
    expect(document.title).toBe(`${TEXT.chat.title} · Gatling`);
    expect(screen.getByText(TEXT.chat.newChat, { selector: 'p' })).toBeInTheDocument();
    expect(await screen.findByRole('textbox', { name: 'Message' })).toBeEnabled();
  });
});
