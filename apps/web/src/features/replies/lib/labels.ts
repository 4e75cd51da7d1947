/**
 * 'detailed' → 'Detailed': the further edit choices are named in lower case
 * (docs/product/screens.md#replies).
 */
export function sentenceCase(label: string): string {
  return label.charAt(0).toUpperCase() + label.slice(1);
}

/**
 * A search query as a person would say it: its operators (lang:en, -is:retweet, min_faves:5)
 * dropped, so the card's chip shows the words the post was found by.
 */
export function keywordLabel(query: string): string {
  const words = query
    .split(/\s+/)
    .filter((word) => word !== '' && !/^-?[a-z_]+:\S+$/i.test(word) && !/^-/.test(word));
  return words.join(' ') || query;
}
