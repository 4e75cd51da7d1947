/**
 * What a model wraps a reply in: a label ("Reply:", "Here's a reply:"), quotes around the whole
 * text, markdown bold, blank lines. None of it is the reply.
 */
const LABEL =
  /^(?:\*\*)?(?:(?:sure|okay|ok)[,!.]?\s+)?(?:here(?:'s|’s| is) (?:a |my |the |your |one )?(?:possible |suggested |short |draft )?(?:reply|response|tweet|draft|answer)\b[^:\n]{0,40}|(?:suggested |draft |possible )?(?:reply|response|draft|tweet|answer))\s*:(?:\*\*)?\s*/iu;

const PAIRS: Array<[open: string, close: string]> = [
  ['"', '"'],
  ['“', '”'],
  ['„', '“'],
  ['«', '»'],
  ["'", "'"],
  ['‘', '’'],
  ['`', '`'],
];

/** Inner occurrences of a single quote are fine when they are apostrophes (it's, dogs'). */
function quotedWhole(text: string, open: string, close: string): boolean {
  if (text.length < 3 || !text.startsWith(open) || !text.endsWith(close)) return false;
  const inner = text.slice(open.length, -close.length);
  if (open === "'" || open === '‘') return !/(^|\s)['‘’]|['‘’](\s|$)/u.test(inner);
  return !inner.includes(open) && !inner.includes(close);
}

export function stripWrappers(text: string): { text: string; changes: string[] } {
  const changes: string[] = [];
  let current = text.trim();
  for (let round = 0; round < 3; round++) {
    const start = current;
    const label = LABEL.exec(current);
    if (label && label[0].length < current.length) {
      changes.push(`removed the "${label[0].trim()}" label`);
      current = current.slice(label[0].length).trim();
    }
    const pair = PAIRS.find(([open, close]) => quotedWhole(current, open, close));
    if (pair) {
      changes.push('removed the quotes around the reply');
      current = current.slice(pair[0].length, -pair[1].length).trim();
    }
    if (current === start) break;
  }
  if (current !== text && changes.length === 0) changes.push('trimmed surrounding whitespace');
  return { text: current, changes };
}
