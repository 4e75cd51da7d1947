import { type Agent, AppBskyRichtextFacet, RichText } from '@atproto/api';
import { BLUESKY_MAX_BYTES, BLUESKY_MAX_GRAPHEMES, graphemeLength } from '@gatling/shared/api/platforms';
import { BadInputError } from '../errors';

export type TStrongRef = { uri: string; cid: string };

/** Refuses, before any call, a text Bluesky would refuse: over 300 graphemes or 3000 bytes. */
export function assertPostable(text: string): void {
  if (text.trim() === '') throw new BadInputError('The reply is empty.');
  const graphemes = graphemeLength(text);
  if (graphemes > BLUESKY_MAX_GRAPHEMES) {
    throw new BadInputError(
      `The reply is ${graphemes} characters long; Bluesky allows ${BLUESKY_MAX_GRAPHEMES}. Shorten it and try again.`,
    );
  }
  if (Buffer.byteLength(text, 'utf8') > BLUESKY_MAX_BYTES) {
    throw new BadInputError(
      `The reply is over Bluesky's ${BLUESKY_MAX_BYTES}-byte limit. Shorten it and try again.`,
    );
  }
}

/**
 * The app.bsky.feed.post record of a reply: links and mentions become facets (a mention whose
 * handle does not resolve stays plain text, since a facet without a DID is invalid).
 */
export async function replyRecord(
  agent: Agent,
  input: { text: string; root: TStrongRef; parent: TStrongRef; langs?: string[]; createdAt: string },
): Promise<Record<string, unknown>> {
  const rich = new RichText({ text: input.text });
  await rich.detectFacets(agent);
  const facets = (rich.facets ?? []).filter((facet) =>
    facet.features.every((f) => !AppBskyRichtextFacet.isMention(f) || f.did.startsWith('did:')),
  );
  return {
    $type: 'app.bsky.feed.post',
    text: rich.text,
    ...(facets.length > 0 ? { facets } : {}),
    ...(input.langs?.length ? { langs: input.langs } : {}),
    reply: { root: input.root, parent: input.parent },
    createdAt: input.createdAt,
  };
}
