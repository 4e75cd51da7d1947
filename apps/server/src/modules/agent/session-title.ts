import { AGENT_TITLE_MAX } from '@gatling/shared/api/agent';

/**
 * A session's title: its first message on one line, shortened to AGENT_TITLE_MAX characters at a
 * word boundary (a single long word is cut) with an ellipsis.
 */
export function sessionTitle(firstMessage: string, max = AGENT_TITLE_MAX): string {
  const line = firstMessage.replace(/\s+/g, ' ').trim();
  if (line.length <= max) return line;
  // One character is left for the ellipsis; a surrogate pair is never split.
  const cut = line.slice(0, max - 1).replace(/[\uD800-\uDBFF]$/, '');
  const space = cut.lastIndexOf(' ');
  const words = line[cut.length] === ' ' ? cut : space >= max / 2 ? cut.slice(0, space) : cut;
  const tidy = words.replace(/[\s.,;:!?'"(\-–—]+$/u, '');
  return `${tidy || cut}…`;
}
