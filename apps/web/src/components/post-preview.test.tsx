import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { TOriginalMessage } from '@gatling/shared/api/replies';
import { POST_PREVIEW_COPY as COPY, PostPreview } from './post-preview';

const LONG = `${'Shipping small things every day beats one big launch. '.repeat(4)}The end.`;

function post(overrides: Partial<TOriginalMessage> = {}): TOriginalMessage {
  return {
    id: 'p1',
    text: 'What is the one onboarding step you would never cut?',
    created_at: new Date(Date.now() - 2 * 3_600_000).toISOString(),
    reactions: { likes: 1234, replies: 12, retweets: 2_500_000, views: 999 },
    author: { username: 'mayabuilds', name: 'Maya Kim', avatar_url: null },
    media: null,
    tweet_type: 'SINGLE',
    original_tweet: null,
    url: 'https://x.com/mayabuilds/status/1',
    ...overrides,
  };
}

describe('PostPreview', () => {
  it('shows the author, the relative time, the text and K/M reaction counts', () => {
    render(<PostPreview post={post()} />);
    const article = screen.getByRole('article', { name: 'Post by Maya Kim' });
    expect(article).toHaveTextContent('Maya Kim');
    expect(article).toHaveTextContent('@mayabuilds');
    expect(article).toHaveTextContent('2h');
    expect(screen.getByText(post().text)).toBeInTheDocument();
    const reactions = within(screen.getByRole('list', { name: COPY.reactions }));
    expect(reactions.getByText('1.2K likes')).toBeInTheDocument();
    expect(reactions.getByText('2.5M reposts')).toBeInTheDocument();
    expect(reactions.getByText('12 replies')).toBeInTheDocument();
    expect(reactions.getByText('999 views')).toBeInTheDocument();
    expect(screen.queryByText(COPY.quote)).not.toBeInTheDocument();
  });

  it('truncates long text at the given length, with a toggle to read it all', async () => {
    const user = userEvent.setup();
    render(<PostPreview post={post({ text: LONG })} truncateAt={140} />);
    const toggle = screen.getByRole('button', { name: COPY.showMore });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByText(LONG)).not.toBeInTheDocument();
    expect(screen.getByText(/…$/).textContent).toHaveLength(140);
    await user.click(toggle);
    expect(screen.getByText(LONG)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: COPY.showLess })).toHaveAttribute('aria-expanded', 'true');
  });

  it('shows the image, and a quote with the quoted post nested', () => {
    render(
      <PostPreview
        post={post({
          tweet_type: 'QUOTE',
          media: { url: 'https://img.example.com/a.png' },
          original_tweet: {
            id: 'o1',
            text: 'Onboarding is a product, not a form.',
            author: { username: 'lenny', name: 'Lenny', avatar_url: null },
            media_urls: [],
            reactions: { likes: 10, replies: 1, retweets: 2, views: 3 },
          },
        })}
      />,
    );
    expect(screen.getByText(COPY.quote)).toBeInTheDocument();
    expect(screen.getByRole('img', { name: COPY.media('Maya Kim') })).toHaveAttribute(
      'src',
      'https://img.example.com/a.png',
    );
    expect(screen.getByText('Onboarding is a product, not a form.')).toBeInTheDocument();
    expect(screen.getByText('@lenny')).toBeInTheDocument();
    expect(screen.getByText(post().text)).toBeInTheDocument();
  });

  it("a repost shows the original post instead of the 'RT @' wrapper", () => {
    render(
      <PostPreview
        post={post({
          tweet_type: 'RETWEET',
          text: 'RT @lenny: Onboarding is a product',
          original_tweet: {
            id: 'o1',
            text: 'Onboarding is a product, not a form.',
            author: { username: 'lenny', name: 'Lenny', avatar_url: null },
            media_urls: ['https://img.example.com/b.png'],
            reactions: { likes: 10, replies: 1, retweets: 2, views: 3 },
          },
        })}
        hideReactions
      />,
    );
    expect(screen.getByText(COPY.retweet)).toBeInTheDocument();
    expect(screen.queryByText(/^RT @lenny/)).not.toBeInTheDocument();
    expect(screen.getByText('Onboarding is a product, not a form.')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: COPY.media('Lenny') })).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: COPY.reactions })).not.toBeInTheDocument();
  });
});
