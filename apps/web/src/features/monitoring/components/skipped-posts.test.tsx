import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { setUpEachTest } from '@/test/each-test';
import { json } from '@/test/fake-api';
import { renderInApp } from '@/test/render-in-app';
import { monitorStatus, signedInServer, STATUS_PATH, triggered } from '../testing/monitor-test-kit';
import { CheckPanel } from '../testing/check-panel';

const SKIPPED = [
  {
    post_id: 'p1',
    author_username: 'dana_builds',
    text: 'Just got laid off after six years. Taking a week to breathe, then figuring out what is next…',
    reason: 'Only a generic reply would fit.',
  },
  {
    post_id: 'p2',
    author_username: 'quietops',
    text: 'Our on-call rota is a spreadsheet and a prayer',
    reason: 'The post is longer than the model can read at once.',
  },
];

async function checkWith(run: ReturnType<typeof monitorStatus>) {
  await signedInServer({
    'POST /api/monitor/trigger': triggered,
    [`GET ${STATUS_PATH}`]: () => json(run),
  });
  const view = renderInApp(<CheckPanel onComplete={() => Promise.resolve()} />, { retries: 'none' });
  await view.user.click(await screen.findByRole('button', { name: 'Check for new posts' }));
  return view;
}

describe('the posts a run skipped', () => {
  setUpEachTest();

  it('are one collapsed line under the result; opened, each shows @author, how it starts and why', async () => {
    const { user } = await checkWith(
      monitorStatus({
        status: 'COMPLETED',
        progress: 100,
        posts_found: 9,
        drafts_created: 1,
        skipped: SKIPPED,
      }),
    );
    expect(await screen.findByText('9 posts read, 1 draft added')).toBeInTheDocument();
    const summary = screen.getByText('Skipped 2 posts');
    // The list inside this disclosure: the app around it may hold lists of its own (toasts, menus).
    const disclosure = summary.closest('details');
    expect(disclosure).not.toBeNull();
    const list = within(disclosure!).getByRole('list', { hidden: true });
    expect(list).not.toBeVisible();

    await user.click(summary);
    expect(list).toBeVisible();
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveTextContent(
      '@dana_builds Just got laid off after six years. Taking a week to breathe, then figuring out what is next…',
    );
    expect(items[0]).toHaveTextContent('Why: Only a generic reply would fit.');
    expect(items[1]).toHaveTextContent('@quietops Our on-call rota is a spreadsheet and a prayer');
    expect(items[1]).toHaveTextContent('Why: The post is longer than the model can read at once.');
  });

  it('say "post" for one, and are shown with a run that failed after skipping', async () => {
    await checkWith(
      monitorStatus({
        status: 'FAILED',
        error_message: 'The language model is not reachable right now. Please try again in a moment.',
        skipped: SKIPPED.slice(0, 1),
      }),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('not reachable right now');
    expect(screen.getByText('Skipped 1 post')).toBeInTheDocument();
  });

  it('are not mentioned when every post got a draft', async () => {
    await checkWith(monitorStatus({ status: 'COMPLETED', progress: 100, posts_found: 3, drafts_created: 2 }));
    expect(await screen.findByText('3 posts read, 2 drafts added')).toBeInTheDocument();
    expect(screen.queryByText(/Skipped/)).not.toBeInTheDocument();
  });
});
