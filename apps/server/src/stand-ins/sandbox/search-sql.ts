import { and, sql, type SQL } from 'drizzle-orm';
import { sandboxAccounts, sandboxPosts } from '../../db/schema/sandbox';
import type { TQueryNode } from './search-query';

/*
 * A parsed query as a SQL condition on sandbox_posts joined with its author (sandbox_accounts).
 * Words match whole words, case-insensitively: the word characters are spelled out (ASCII and
 * Latin-1 letters) rather than left to the database's locale, so PGlite and PostgreSQL agree.
 */
const WORD_CHARS = 'A-Za-z0-9_\u00C0-\u00D6\u00D8-\u00F6\u00F8-\u00FF';

/** Escapes the characters that mean something in a PostgreSQL (ARE) regular expression. */
export function escapeRegex(text: string): string {
  return text.replace(/[\\^$.|?*+()[\]{}]/g, (ch) => `\\${ch}`);
}

/** `body` with no word character right before or after it; `notBefore` adds characters. */
function bounded(body: string, notBefore = ''): string {
  return `(^|[^${WORD_CHARS}${notBefore}])${body}($|[^${WORD_CHARS}])`;
}

function matches(pattern: string): SQL {
  return sql`${sandboxPosts.text} ~* ${pattern}`;
}

export function compileQuery(node: TQueryNode): SQL {
  switch (node.kind) {
    case 'word':
      return matches(bounded(escapeRegex(node.value)));
    case 'phrase':
      return matches(bounded(node.value.split(' ').map(escapeRegex).join('[[:space:]]+')));
    case 'mention':
      return matches(bounded(`@${escapeRegex(node.value)}`, '@'));
    case 'hashtag':
      return matches(bounded(`#${escapeRegex(node.value)}`, '#'));
    case 'from':
      return sql`lower(${sandboxAccounts.username}) = ${node.value.toLowerCase()}`;
    case 'lang':
      return sql`${sandboxPosts.lang} = ${node.value}`;
    case 'is':
      if (node.value === 'reply') return sql`${sandboxPosts.inReplyToPostId} is not null`;
      return sql`${sandboxPosts.tweetType} = ${node.value === 'retweet' ? 'RETWEET' : 'QUOTE'}`;
    case 'has':
      if (node.value === 'media') return sql`${sandboxPosts.mediaUrl} is not null`;
      return sql`${sandboxPosts.text} ~ ${node.value === 'mentions' ? '(^|[^A-Za-z0-9_])@[A-Za-z0-9_]' : `(^|[^${WORD_CHARS}#])#[${WORD_CHARS}]`}`;
    case 'not':
      return sql`not (${compileQuery(node.node)})`;
    case 'and':
      return and(...node.nodes.map((n) => sql`(${compileQuery(n)})`)) ?? sql`true`;
    case 'or':
      return sql`(${sql.join(
        node.nodes.map((n) => sql`(${compileQuery(n)})`),
        sql` or `,
      )})`;
  }
}
