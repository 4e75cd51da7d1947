/** `space`: whether a space goes before the part (none inside brackets). */
export type TKeywordPart = { text: string; operator: boolean; space: boolean };

/** Search operators (`-is:retweet`, `lang:en`, `OR`, brackets) as opposed to the words searched for. */
const isOperator = (token: string) =>
  token.startsWith('-') || /^[a-z_]+:/i.test(token) || token === 'OR' || /^[()]+$/.test(token);

/**
 * Splits a monitoring keyword (platform search syntax) into what is searched for and the operators
 * that narrow it, so the words can lead and the syntax stay quiet. Quoted phrases stay whole.
 */
export function keywordParts(keyword: string): TKeywordPart[] {
  const tokens = keyword.match(/-?"[^"]*"|[()]|[^\s()]+/g) ?? [];
  return tokens.map((text, i) => ({
    text,
    operator: !text.startsWith('"') && isOperator(text),
    space: i > 0 && text !== ')' && tokens[i - 1] !== '(',
  }));
}

/** Consecutive parts of one kind joined into runs of text (spaces kept inside the runs). */
export function keywordRuns(keyword: string): { text: string; operator: boolean }[] {
  const runs: { text: string; operator: boolean }[] = [];
  for (const part of keywordParts(keyword)) {
    const text = `${part.space ? ' ' : ''}${part.text}`;
    const last = runs.at(-1);
    if (last && last.operator === part.operator) last.text += text;
    else runs.push({ text, operator: part.operator });
  }
  return runs;
}
