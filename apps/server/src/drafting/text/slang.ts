import { matchCase } from '../voice-guard/text-tidy';

/** Casual spellings and the words they stand for. A user who writes "u" gets "u"; "professional" undoes them. */
export const SLANG: ReadonlyArray<[formal: string, casual: string]> = [
  ['you', 'u'],
  ['your', 'ur'],
  ['because', 'bc'],
  ['with', 'w/'],
  ['people', 'ppl'],
  ['really', 'rly'],
  ['going to', 'gonna'],
  ['want to', 'wanna'],
  ['got to', 'gotta'],
  ['kind of', 'kinda'],
  ['right now', 'rn'],
  ['though', 'tho'],
  ['probably', 'prob'],
  ['thanks', 'thx'],
  ['please', 'pls'],
  ["I don't know", 'idk'],
];

/** Fillers that only belong in casual writing; a professional rewrite drops them. */
export const CASUAL_FILLERS = ['ngl', 'tbh', 'lol', 'lmao', 'fwiw', 'imo', 'tho', 'haha', 'welp'];

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\/]/gu, '\\$&').replace(/ /gu, '\\s+');
const whole = (s: string) => new RegExp(`(?<![\\p{L}\\p{N}_@#])${escape(s)}(?![\\p{L}\\p{N}_/])`, 'giu');

/** The casual forms a user writes at least twice and more often than the formal word. */
export function slangHabit(texts: string[]): Array<[string, string]> {
  const all = texts.join('\n');
  return SLANG.filter(([formal, casual]) => {
    const used = all.match(whole(casual))?.length ?? 0;
    return used >= 2 && used >= (all.match(whole(formal))?.length ?? 0);
  });
}

export function toSlang(text: string, pairs: ReadonlyArray<[string, string]>): string {
  let out = text;
  for (const [formal, casual] of pairs) out = out.replace(whole(formal), casual);
  return out;
}

export function fromSlang(text: string): string {
  let out = text;
  for (const [formal, casual] of SLANG) out = out.replace(whole(casual), (m) => matchCase(m, formal));
  return out;
}
