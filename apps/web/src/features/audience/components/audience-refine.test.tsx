import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { json, setTestPublicConfig } from '@/test/fake-api';
import {
  bodyOf,
  callsTo,
  chatReply,
  historyOf,
  keywordRoutes,
  renderWithQuery,
  resetToasts,
  signedInServer,
} from '../testing/audience-test-kit';
import { AUDIENCE_COPY as COPY } from '../texts';
import { AudienceRefine } from './audience-refine';
import { KeywordChecklist } from './keyword-checklist';

const A1: [string, string] = ['Indie founders shipping SaaS alone.', 'What hurts most for them right now?'];
const A2: [string, string] = ['Pricing and first customers.', 'Thanks, I have a clear picture now.'];
const A3: [string, string] = ['They also talk about "pricing pages".', 'Noted. That adds a keyword.'];

const refineButton = () => screen.getByRole('button', { name: COPY.refine.open });
const log = () => screen.getByRole('region', { name: COPY.conversation });
const input = () => screen.getByRole('textbox', { name: COPY.inputLabel });

describe('Target Audience, Refine with the agent', () => {
  beforeEach(() => setTestPublicConfig());
  afterEach(() => {
    resetToasts();
    vi.restoreAllMocks();
  });

  it('reopens the finished conversation, enabled, and continues it; new keywords show', async () => {
    // The audience was defined during onboarding: the interview there is closed.
    const history = historyOf([A1, A2], 70);
    let status = { active_keywords: ['"indie founders" -is:retweet lang:en'], inactive_keywords: [] };
    const keywords = keywordRoutes(status);
    const api = await signedInServer({
      'GET /api/chat/history/': () => json(history),
      'GET /api/keyword/status': () => json(status),
      'POST /api/keyword/toggle': keywords['POST /api/keyword/toggle'],
      'POST /api/chat/refine': () => {
        status = {
          ...status,
          active_keywords: [...status.active_keywords, '"pricing pages" -is:retweet lang:en'],
        };
        return json(chatReply([A1, A2, A3], 75, ['"pricing pages" -is:retweet lang:en']));
      },
    });
    const { user } = renderWithQuery(
      <KeywordChecklist editable>
        <AudienceRefine />
      </KeywordChecklist>,
    );
    await screen.findByRole('checkbox', { name: 'indie founders (English)' });

    expect(refineButton()).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('region', { name: COPY.conversation })).not.toBeInTheDocument();
    await user.click(refineButton());
    expect(refineButton()).toHaveAttribute('aria-expanded', 'true');

    // The same conversation, and the field takes more.
    expect(await within(log()).findByText(A2[1])).toBeInTheDocument();
    expect(within(log()).getByText(A1[0])).toBeInTheDocument();
    await waitFor(() => expect(input()).toBeEnabled());
    expect(input()).toHaveFocus();

    await user.type(input(), `${A3[0]}{Enter}`);
    expect(await within(log()).findByText(A3[1])).toBeInTheDocument();
    expect(bodyOf(callsTo(api, 'POST', '/api/chat/refine')[0])).toEqual({
      user_input: A3[0],
      chat_state: history.at(-1)!.chat_state,
    });
    // Onboarding's closed interview is not where refining goes.
    expect(callsTo(api, 'POST', '/api/chat/')).toHaveLength(0);
    expect(input()).toBeEnabled();
    // The keyword the agent added shows in the list, in words.
    expect(await screen.findByRole('checkbox', { name: 'pricing pages (English)' })).toBeChecked();

    // Closing hides the conversation; opening again shows it with the new turn.
    await user.click(refineButton());
    expect(screen.queryByRole('region', { name: COPY.conversation })).not.toBeInTheDocument();
    await user.click(refineButton());
    expect(within(log()).getByText(A3[1])).toBeInTheDocument();
  });
});
