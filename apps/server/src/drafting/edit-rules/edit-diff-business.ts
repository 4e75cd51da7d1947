import type { TBusinessBrief } from '../types';
import { contentStems } from '../text/text';

/** How people say a sentence is about their own product, whatever the product is. */
const SELF_MENTION =
  /\b(?:full disclosure|disclosure|disclaimer|i work (?:on|at)|i(?:['’]m| am) building|we(?:['’]re| are) building|i built|we built|i made|we made|i run|we run|(?:our|my) (?:tool|product|app|platform|service|startup|company|saas)|(?:check out|try|give) (?:our|my)|book a (?:call|demo)|free trial|sign up (?:at|here)|dm me)\b/iu;

/** Stems that fit any business, so sharing them ties a text to no business in particular. */
export const BROAD_BUSINESS_STEMS = [
  'team',
  'product',
  'company',
  'business',
  'customer',
  'user',
  'tool',
  'platform',
] as const;

/** Words too broad to tie a sentence to the business's own summary. */
const BROAD = new Set<string>([...BROAD_BUSINESS_STEMS, 'help']);

/** Mail hosts that say nothing of whose site a link is. */
const WEBMAIL =
  /^(?:gmail|googlemail|outlook|hotmail|live|yahoo|icloud|me|proton|protonmail|aol|gmx|fastmail|hey)\./u;

/** A link or address as it would appear in a reply: "cal.com/maya" for "https://cal.com/maya". */
const bare = (link: string) =>
  link
    .trim()
    .toLowerCase()
    .replace(/^https?:\/\/(?:www\.)?/u, '')
    .replace(/\/$/u, '');

/**
 * Whether a sentence of a reply speaks of the user's own business: it says so ("full disclosure",
 * "we built", "our tool"), names a competitor to counter it, gives the calendar link, the business
 * e-mail or a link to the e-mail's own domain, or shares two specific words with the business's
 * one-line summary.
 */
export function mentionsBusiness(sentence: string, business: TBusinessBrief | null): boolean {
  if (SELF_MENTION.test(sentence)) return true;
  if (!business) return false;
  const lower = sentence.toLowerCase();
  const domain = business.business_email.split('@')[1]?.toLowerCase() ?? '';
  const links = [business.calendar_link, business.business_email, WEBMAIL.test(domain) ? '' : domain]
    .map(bare)
    .filter((l) => l.length > 3);
  if (links.some((l) => lower.includes(l))) return true;
  if (/^compared with\b/iu.test(sentence.trim())) return true;
  const own = [...contentStems(business.one_line_summary)].filter((s) => !BROAD.has(s));
  const said = contentStems(sentence);
  return own.filter((s) => said.has(s)).length >= 2;
}
