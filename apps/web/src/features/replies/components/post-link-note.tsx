import { ExternalLink } from 'lucide-react';
import type { TOriginalMessage } from '@gatling/shared/api/replies';
import { linksFromPost } from '../lib/post-links';
import { REPLIES_COPY } from '../texts';

/**
 * Under the draft: the links it repeats from the post it answers, said as the post's. A post can
 * ask the model to repeat its link, and the reply goes out under the user's name: they see where
 * the link came from before sending it. Nothing when the draft repeats none.
 */
export function PostLinkNote({ draft, post }: { draft: string; post: TOriginalMessage }) {
  const links = linksFromPost(draft, post);
  if (links.length === 0) return null;
  return (
    <p data-testid="post-link-note" className="mt-3 flex items-start gap-1.5 text-xs text-muted">
      <ExternalLink className="mt-px size-3.5 shrink-0" aria-hidden="true" />
      <span className="min-w-0 break-all">{REPLIES_COPY.postLinks(links)}</span>
    </p>
  );
}
