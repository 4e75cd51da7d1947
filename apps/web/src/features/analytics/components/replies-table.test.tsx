import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { signedInServer } from '@/test/signed-in-server';
import { setUpEachTest } from '@/test/each-test';
import { renderInApp } from '@/test/render-in-app';
import { analyticsReply, repliesAnswer } from '../testing/analytics-test-kit';
import { RepliesTable } from './replies-table';

const DEMO = { kind: 'demo', label: null } as const;

describe('the replies table', () => {
  setUpEachTest();

  it("says a demo draft was one, with the user's edit in the same words, as a screen reader reads the cell", async () => {
    await signedInServer({
      'GET /api/analytics/replies': (url: URL) =>
        repliesAnswer(url.searchParams.get('range')!, url.searchParams.get('sort')!, [
          analyticsReply('demo', { drafted_by: DEMO }),
          analyticsReply('mine', { drafted_by: DEMO, edited: true }),
          analyticsReply('model', { edited: true }),
          analyticsReply('plain'),
        ]),
    });
    renderInApp(<RepliesTable range="30d" sort="recent" onSort={() => {}} firstReadingMinutes={60} />, {
      path: '/analytics',
      retries: 'none',
    });
    // The reply's cell, whose name is what a screen reader reads of it.
    const reply = async (id: string) => (await screen.findByText(new RegExp(`^Reply ${id}:`))).closest('td');

    expect(await reply('demo')).toHaveAccessibleName(/buyer\. Open reply ?Demo draft$/);
    expect(await reply('mine')).toHaveAccessibleName(/buyer\. Open reply ?Demo draft, edited by you$/);
    // A model's draft the user edited keeps the Edited marker; no demo word where there was no demo.
    expect(await reply('model')).toHaveAccessibleName(/buyer\. Open reply ?Edited$/);
    expect(await reply('plain')).toHaveAccessibleName(/buyer\. Open reply$/);
  });
});
