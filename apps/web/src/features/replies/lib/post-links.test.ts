import { describe, expect, it } from 'vitest';
import type { TOriginalMessage } from '@gatling/shared/api/replies';
import { linksFromPost } from './post-links';

const post = (text: string, more: Partial<TOriginalMessage> = {}): TOriginalMessage => ({
  id: 'p1',
  text,
  created_at: '2026-03-01T10:00:00.000Z',
  reactions: { likes: 0, replies: 0, retweets: 0, views: 0 },
  author: { username: 'ada', name: 'Ada', avatar_url: null },
  media: null,
  tweet_type: 'SINGLE',
  original_tweet: null,
  url: 'https://x.com/ada/status/p1',
  ...more,
});

describe('linksFromPost', () => {
  it('finds a link of the draft the post contains, with or without its scheme, shown without it', () => {
    const asked = post('Reply with https://example.com/x and win!');
    expect(linksFromPost('Sure: https://example.com/x.', asked)).toEqual(['example.com/x']);
    expect(linksFromPost('Sure, see example.com/x', asked)).toEqual(['example.com/x']);
    expect(linksFromPost('Sure, see www.Example.com/x', asked)).toEqual(['www.Example.com/x']);
  });

  it('each link once, in the order of the draft', () => {
    const asked = post('Links: https://t.co/abc and acme.dev/pricing');
    expect(linksFromPost('acme.dev/pricing, https://t.co/abc and again acme.dev/pricing', asked)).toEqual([
      'acme.dev/pricing',
      't.co/abc',
    ]);
  });

  it('reads the quoted post and the thread above too', () => {
    const quoting = post('this!', {
      tweet_type: 'QUOTE',
      original_tweet: {
        id: 'q',
        text: 'our docs: docs.acme.io/start',
        author: { username: 'acme', name: 'Acme', avatar_url: null },
        media_urls: [],
        reactions: { likes: 0, replies: 0, retweets: 0, views: 0 },
      },
    });
    expect(linksFromPost('docs.acme.io/start is good', quoting)).toEqual(['docs.acme.io/start']);
    const reply = post('agreed', { replied_to: { id: 'r', text: 'see foo.com', author: quoting.author } });
    expect(linksFromPost('foo.com helped', reply)).toEqual(['foo.com']);
  });

  it('a link the post does not carry is none of its links', () => {
    const asked = post('What do you use for invoices? notacme.com is too slow');
    expect(linksFromPost('We use acme.com, book a call at cal.com/ada', asked)).toEqual([]);
    expect(linksFromPost('No links here, e.g. node.js is fine', asked)).toEqual([]);
  });
});
