import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json, setTestPublicConfig } from '@/test/fake-api';
import {
  later,
  renderScheduled,
  scheduledReply,
  setUpScheduledTests,
  signedInServer,
} from '../testing/scheduled-test-kit';
import { SCHEDULED_COPY as COPY } from '../texts';

const item = (username: string) =>
  screen.getByRole('checkbox', { name: COPY.select(username) }).closest('li') as HTMLElement;

describe('Scheduled cards of both networks', () => {
  setUpScheduledTests();

  it('"Simulated" follows the connection: on the sandbox X reply, never on the real Bluesky one', async () => {
    setTestPublicConfig({ twitter_sandbox: true });
    const onBluesky = scheduledReply('b', later(10), { platform: 'bluesky', sandbox: false });
    await signedInServer({
      'GET /api/scheduled': () =>
        json([
          scheduledReply('x', later(5), { sandbox: true }),
          {
            ...onBluesky,
            original_message: {
              ...onBluesky.original_message,
              reactions: { likes: 4, replies: 1, retweets: 0, views: 0 },
            },
          },
        ]),
    });
    renderScheduled();
    await screen.findByText(/Reply b:/);
    expect(within(item('author_x')).getByText(COPY.sandbox.label)).toHaveTextContent(
      `${COPY.sandbox.label}: ${COPY.sandbox.explanation('X')}`,
    );
    expect(within(item('author_b')).queryByText(COPY.sandbox.label)).not.toBeInTheDocument();
    // Bluesky gives no view counts: nothing is shown for them, not 0.
    expect(within(item('author_b')).queryByText(/\bviews?\b/i)).not.toBeInTheDocument();
  });
});
