import type { TDraftInput } from '../types';

/**
 * Details a draft states that nothing given to the model supports: a link, an @handle or a number
 * that appears nowhere in the post, its context or the user's own material. A model fills gaps with
 * plausible specifics ("we cut costs 37%", "ping @devrel_team", "see pgbox.dev/pricing"); posted
 * under the user's name, each is a claim they never made. Small counts ("3 of them") and durations
 * ("for 20 minutes") are how people talk and are let through.
 */
export type TInventedInput = Pick<TDraftInput, 'post' | 'voice'> &
  Partial<
    Pick<TDraftInput, 'thread' | 'rules' | 'matched_rule' | 'business' | 'username' | 'audience_summary'>
  >;

const HANDLE = /(?<![\w@])@(\w{1,15})\b/g;
const URL = /\bhttps?:\/\/[^\s"'<>)]+/gi;
/** A bare domain, only on endings links use: "node.js" and "e.g." are not links. */
const DOMAIN =
  /(?<![@\w.-])(?:[a-z0-9-]+\.)+(?:com|io|dev|ai|app|co|org|net|so|sh|xyz|me|gg|ly|to|tv|us|uk|de|fr|eu|page|site|link|tech)\b(?:\/[^\s"'<>)]*)?/gi;
/** A number with its unit marks: "37%", "$5", "1,200", "3.5x". */
const NUMBER = /[$€£]?\d[\d,.]*\d|[$€£]?\d/g;

/** Everything the model was given, as one lower-case text to look details up in. */
function givenText(input: TInventedInput): string {
  const { post, voice, business } = input;
  const parts: string[] = [
    input.username ?? '',
    post.text,
    post.author.username,
    post.author.name,
    post.author.bio ?? '',
    post.original?.text ?? '',
    post.original?.author.username ?? '',
    post.parent?.text ?? '',
    post.parent?.author.username ?? '',
    ...(input.thread ?? []).flatMap((t) => [t.author_username, t.text]),
    voice.style_prompt,
    ...voice.own_posts,
    ...voice.examples.flatMap((e) => [e.draft, e.final]),
    ...voice.replies.flatMap((r) => [r.post.author_username, r.post.text, r.reply]),
    ...[...(input.rules ?? []), ...(input.matched_rule ? [input.matched_rule] : [])].flatMap((r) => [
      r.trigger_prompt,
      r.semantic_response ?? '',
    ]),
    input.audience_summary ?? '',
  ];
  if (business) {
    parts.push(
      business.one_line_summary,
      business.one_paragraph_summary,
      business.calendar_link,
      business.business_email,
      ...business.competitors.flatMap((c) => [c.competitor_name, c.counter_positioning, c.competitor_cons]),
    );
  }
  return parts.join('\n').toLowerCase();
}

/** A link as it can be found in other text: no scheme, no "www.", no trailing punctuation or slash. */
const linkCore = (link: string) =>
  link
    .toLowerCase()
    .replace(/^https?:\/\//, '')
    .replace(/^www\./, '')
    .replace(/[.,;:!?/]+$/, '');

/** The digits of a number, without grouping commas or a trailing period. */
const digitsOf = (n: string) => n.replace(/[$€£]/g, '').replace(/,/g, '').replace(/\.$/, '');

/**
 * Numbers that are not claims about the world: figures of speech ("100% this", "24/7", "Postgres
 * 101") and durations ("for about 20 minutes", "18 months in"), how people tell what happened to
 * them; a duration is still said in the never-list, but it sends no draft back.
 */
const IDIOMS =
  /(?<![\d.])(?:(?:100%|50\/50|24\/7|101)(?![\d.])|\d+\s*(?:seconds?|secs?|minutes?|mins?|hours?|hrs?|days?|weeks?|months?|years?|yrs?)\b)/gi;

/** Numbers below this, written bare, are everyday counts, not claims. */
const SMALL = 10;

function inventedNumbers(draft: string, given: string): string[] {
  const known = new Set((given.match(NUMBER) ?? []).map(digitsOf));
  return (draft.match(NUMBER) ?? []).filter((n) => {
    const digits = digitsOf(n);
    const marked = /[$€£]/.test(n) || /[.]/.test(digits);
    if (!marked && Number(digits) < SMALL) return false;
    return !known.has(digits);
  });
}

/** The draft's unsupported details, as the one sentence the model reads when asked again (or none). */
export function inventedDetails(draft: string, input: TInventedInput): string[] {
  const given = givenText(input);
  const links = [...(draft.match(URL) ?? []), ...(draft.replace(URL, ' ').match(DOMAIN) ?? [])].filter(
    (l) => !given.includes(linkCore(l)),
  );
  const handles = [...draft.matchAll(HANDLE)]
    .filter((m) => !new RegExp(`(^|[^\\w])@?${m[1]!.toLowerCase()}\\b`).test(given))
    .map((m) => m[0]);
  // A number inside an invented link is already named with the link.
  const rest = draft.replace(URL, ' ').replace(DOMAIN, ' ').replace(HANDLE, ' ').replace(IDIOMS, ' ');
  const numbers = inventedNumbers(rest, given);
  const invented = [...new Set([...links, ...handles, ...numbers])];
  if (invented.length === 0) return [];
  return [
    `It states details nothing given supports (${invented
      .slice(0, 4)
      .map((d) => `"${d}"`)
      .join(', ')}): say only what the post and their material support, or leave the detail out.`,
  ];
}
