import { isInaccessible, screen, within } from '@testing-library/react';
import { createMemoryRouter } from '@/lib/router';
import { describe, expect, it } from 'vitest';
import { TEXT } from '@gatling/shared/spec';
import { json } from '@/test/fake-api';
import { renderRouter } from '@/test/render-in-app';
import {
  NOW,
  later,
  scheduledReply,
  sentReply,
  setUpScheduledTests,
  signedInServer,
} from '../testing/scheduled-test-kit';
import { DRAFT_BADGE_COPY } from '@/components/draft-badge';
import { SCHEDULED_COPY } from '../texts';
import { ScheduledScreen } from './scheduled-screen';

const COPY = DRAFT_BADGE_COPY;
const DEMO = { kind: 'demo', label: null } as const;
const ago = (m: number) => new Date(NOW.getTime() - m * 60_000).toISOString();

const renderAt = (search: string) =>
  renderRouter(
    createMemoryRouter([{ path: '/scheduled-replies', element: <ScheduledScreen /> }], {
      initialEntries: [`/scheduled-replies${search}`],
    }),
    { retries: 'none' },
  );

/** The list item holding this text, and the markers' texts a screen reader reads in it. */
const markersOf = (text: string, markers: string[]) => {
  const item = screen.getByText(text).closest('li')!;
  return markers.filter((m) => {
    const found = within(item).queryByText(m);
    return found !== null && !isInaccessible(found);
  });
};
const MARKERS = [COPY.label, COPY.edited, TEXT.scheduled.edited];

describe('a demo draft is said to be one after approval (decision 0080)', () => {
  setUpScheduledTests();

  it('Scheduled: "Demo draft", or "Demo draft, edited by you" in place of Edited; a model\'s draft keeps Edited', async () => {
    await signedInServer({
      'GET /api/scheduled': () =>
        json([
          scheduledReply('d', later(30), { drafted_by: DEMO, pending_text: 'As the demo wrote it.' }),
          scheduledReply('e', later(60), {
            drafted_by: DEMO,
            edited_response: true,
            pending_text: 'Mostly my own words.',
          }),
          scheduledReply('m', later(90), { edited_response: true, pending_text: 'A model, then me.' }),
          scheduledReply('p', later(120), { pending_text: 'A model alone.' }),
        ]),
    });
    renderAt('');
    await screen.findByText('As the demo wrote it.');
    expect(markersOf('As the demo wrote it.', MARKERS)).toEqual([COPY.label]);
    expect(markersOf('Mostly my own words.', MARKERS)).toEqual([COPY.edited]);
    expect(markersOf('A model, then me.', MARKERS)).toEqual([TEXT.scheduled.edited]);
    expect(markersOf('A model alone.', MARKERS)).toEqual([]);
  });

  it('Sent: the same words on a sent demo draft', async () => {
    await signedInServer({
      'GET /api/scheduled': () => json([]),
      'GET /api/sent': () =>
        json({
          items: [
            sentReply('d', ago(5), { drafted_by: DEMO, text: 'Sent as the demo wrote it.' }),
            sentReply('e', ago(9), { drafted_by: DEMO, edited_response: true, text: 'Sent, mostly mine.' }),
            sentReply('m', ago(12), { edited_response: true, text: 'Sent, a model then me.' }),
          ],
          next_cursor: null,
        }),
    });
    renderAt('?view=sent');
    await screen.findByText('Sent as the demo wrote it.');
    const sentMarkers = [COPY.label, COPY.edited, SCHEDULED_COPY.sent.edited];
    expect(markersOf('Sent as the demo wrote it.', sentMarkers)).toEqual([COPY.label]);
    expect(markersOf('Sent, mostly mine.', sentMarkers)).toEqual([COPY.edited]);
    expect(markersOf('Sent, a model then me.', sentMarkers)).toEqual([SCHEDULED_COPY.sent.edited]);
  });
});
