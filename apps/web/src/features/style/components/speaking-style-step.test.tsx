import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TEXT } from '@gatling/shared/spec';
import { OFFLINE_DRAFTING_COPY } from '@/components/offline-drafting-notice';
import { json, setTestPublicConfig } from '@/test/fake-api';
import {
  EMPTY_STYLE,
  renderInApp,
  resetToasts,
  signedInServer,
  styleAnswer,
} from '../testing/style-test-kit';
import { STYLE_COPY as COPY } from '../texts';
import { SpeakingStyleStep } from './speaking-style-step';

describe('Onboarding step 2, SpeakingStyleStep', () => {
  beforeEach(() => setTestPublicConfig());
  afterEach(() => {
    resetToasts();
    vi.restoreAllMocks();
  });

  it('edits the empty style, saves with the onboarding toast (no period) and reports it saved', async () => {
    const saved = styleAnswer({ style_prompt: 'Friendly and brief.', source: 'user', features: null });
    await signedInServer({
      'GET /api/users/style': () => json(EMPTY_STYLE),
      'POST /api/users/style': () => json(saved),
    });
    const onSaved = vi.fn();
    const { user } = renderInApp(<SpeakingStyleStep onSaved={onSaved} />, '/onboarding');
    expect(await screen.findByText(TEXT.style.empty)).toBeInTheDocument();
    expect(screen.getByRole('note', { name: OFFLINE_DRAFTING_COPY.title })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: TEXT.style.edit }));
    const field = screen.getByRole('textbox', { name: COPY.label });
    expect(field).toHaveAttribute('placeholder', COPY.placeholder);
    await user.type(field, 'Friendly and brief.');
    await user.click(screen.getByRole('button', { name: TEXT.style.saveChanges }));

    expect(await screen.findByText(TEXT.style.updated)).toBeInTheDocument();
    expect(screen.queryByText(TEXT.style.updatedOnScreen)).not.toBeInTheDocument();
    expect(onSaved).toHaveBeenCalledWith(saved);
    expect(screen.getByText('Friendly and brief.')).toBeInTheDocument();
  });

  it('Cancel goes back to the saved style without saving or advancing', async () => {
    const api = await signedInServer({ 'GET /api/users/style': () => json(styleAnswer()) });
    const onSaved = vi.fn();
    const { user } = renderInApp(<SpeakingStyleStep onSaved={onSaved} />, '/onboarding');
    await user.click(await screen.findByRole('button', { name: TEXT.style.edit }));
    await user.type(screen.getByRole('textbox', { name: COPY.label }), ' Extra.');
    await user.click(screen.getByRole('button', { name: TEXT.style.cancel }));
    expect(screen.getByText('Casual, lowercase, short. Asks questions back.')).toBeInTheDocument();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    expect(onSaved).not.toHaveBeenCalled();
    expect(api.calls.filter((c) => c.method === 'POST')).toHaveLength(0);
  });

  it('a failed save keeps the step where it is', async () => {
    await signedInServer({
      'GET /api/users/style': () => json(styleAnswer()),
      'POST /api/users/style': () => json({ detail: 'Service unavailable', code: 'UNAVAILABLE' }, 503),
    });
    const onSaved = vi.fn();
    const { user } = renderInApp(<SpeakingStyleStep onSaved={onSaved} />, '/onboarding');
    await user.click(await screen.findByRole('button', { name: TEXT.style.edit }));
    await user.click(screen.getByRole('button', { name: TEXT.style.saveChanges }));
    expect(await screen.findByText(TEXT.style.updateFailed)).toBeInTheDocument();
    expect(onSaved).not.toHaveBeenCalled();
    expect(screen.getByRole('textbox', { name: COPY.label })).toBeInTheDocument();
  });
});
