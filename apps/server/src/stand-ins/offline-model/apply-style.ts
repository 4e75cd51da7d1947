import { capitalizeFirst } from '../../drafting/voice-guard/text-tidy';
import { contract, expand } from '../../drafting/text/contractions';
import { toSlang } from '../../drafting/text/slang';
import type { TStyleProfile } from './style-profile';
import { chance, choose } from '../../drafting/text/text';

const URL_OR_HANDLE = /((?:https?:\/\/|www\.)\S+|@\w{1,15})/u;

/** Lower-case, except links and @handles (a path can be case-sensitive). */
export function lowerAll(text: string): string {
  return text
    .split(URL_OR_HANDLE)
    .map((part, i) => (i % 2 === 1 ? part : part.toLowerCase()))
    .join('');
}

/** Lower-cases the first word unless it is "I", an acronym or a name written inside the text too. */
function lowerStart(text: string): string {
  const first = /^\p{Lu}\p{Ll}*/u.exec(text)?.[0];
  if (!first || first === 'I' || /^I['’]/u.test(text)) return text;
  return text.charAt(0).toLowerCase() + text.slice(1);
}

/** The user's habit for how a post ends: a full stop, none, "!" or "...". Questions keep "?". */
function ending(text: string, p: TStyleProfile): string {
  if (!/[.!]$/u.test(text) || /\.\.\.$|…$/u.test(text)) return text;
  const body = text.replace(/[.!]+$/u, '');
  if (p.ellipsis >= 0.3) return `${body}...`;
  if (p.exclamation >= 0.3) return `${body}!`;
  if (p.endsWithPeriod < 0.3) return body;
  return `${body}.`;
}

/**
 * Puts the user's measured habits on a composed text: contractions or not, their slang, how they
 * end a post, their casing, and now and then one of their emoji, at the rate they use them.
 */
export function applyStyle(text: string, p: TStyleProfile, key: string): string {
  let out =
    p.contractions === 'contract' ? contract(text) : p.contractions === 'expand' ? expand(text) : text;
  if (p.slang.length > 0) out = toSlang(out, p.slang);
  out = ending(out, p);
  if (p.allLowercase >= 0.6) out = lowerAll(out);
  else if (p.lowercaseStart >= 0.6) out = lowerStart(out);
  else if (/^\p{Ll}+\b/u.test(out)) out = capitalizeFirst(out);
  if (p.emoji.allowed && p.emoji.top.length > 0 && chance(`${key}:emoji`, p.emoji.rate)) {
    out = `${out} ${choose(p.emoji.top, `${key}:which-emoji`)}`;
  }
  return out;
}

/**
 * Starts the text with one of the user's openers, at the rate they use them. A label opener
 * ("hot take:") only fits a text that gives a view (`givesView`); "ngl", "honestly," fit any.
 */
export function withOpener(text: string, p: TStyleProfile, key: string, givesView: boolean): string {
  const fitting = p.openers.list.filter((o) => givesView || !o.trimEnd().endsWith(':'));
  if (fitting.length === 0 || !chance(`${key}:opener`, p.openers.rate)) return text;
  const opener = choose(fitting, `${key}:which-opener`);
  // After "hot take:" or "Interesting." the text starts as written; after "ngl" it runs on.
  const rest = /[:.!]$/u.test(opener.trimEnd()) ? text : lowerStart(text);
  return opener + rest;
}
