// A seeded reply's post and draft, as SQL over a row counter: P1's and P8's rows alike.

/**
 * The values `post_id, post, post_author_id, source_kind, source_value, score, reason,
 * suggested_response, original_draft` of a reply seeded by `INSERT … SELECT` over generate_series:
 * `n` names the counter; the post is `ageOf` seconds older than an hour ago, by one of `authors`
 * makers, found through one of `coreUsers` core users (every fifth) or `keywords` keywords.
 */
export function seededReplySql(
  n: string,
  {
    ageOf,
    authors,
    coreUsers,
    keywords,
  }: { ageOf: string; authors: number; coreUsers: number; keywords: number },
): string {
  return `(1900000000000000000 + ${n})::text,
        jsonb_build_object(
          'id', (1900000000000000000 + ${n})::text,
          'text', 'Shipping a side project this weekend (' || ${n} || '). What do you use for auth these days? ' ||
                  'Looking for something that will not lock me in.',
          'created_at', to_char(now() - make_interval(secs => ${ageOf} + 3600), 'YYYY-MM-DD"T"HH24:MI:SS"Z"'),
          'reactions', jsonb_build_object('likes', ${n} % 97, 'replies', ${n} % 13, 'retweets', ${n} % 7, 'views', 1000 + ${n} % 5000),
          'author', jsonb_build_object('username', 'maker_' || (${n} % ${authors}), 'name', 'Maker ' || (${n} % ${authors}), 'avatar_url', null),
          'media', null,
          'tweet_type', 'SINGLE',
          'original_tweet', null,
          'url', 'https://x.com/maker_' || (${n} % ${authors}) || '/status/' || (1900000000000000000 + ${n})::text),
        (1000 + ${n} % ${authors})::text,
        CASE WHEN ${n} % 5 = 0 THEN 'core_user' ELSE 'keyword' END,
        CASE WHEN ${n} % 5 = 0 THEN 'maker_' || (${n} % ${coreUsers}) ELSE 'side project auth ' || (${n} % ${keywords}) END,
        50 + ${n} % 50,
        'Asks for tool advice in the audience',
        'Lucia or Better Auth, depending on how much you want to own. Both are fine for a weekend.',
        'Lucia or Better Auth, depending on how much you want to own. Both are fine for a weekend.'`;
}
