import { BadInputError } from '../../integrations/platform/errors';

/**
 * X recent-search queries: bare words (AND), "quoted phrases", OR, parentheses, negation with '-',
 * from:, @mention, #hashtag, is:retweet|quote|reply, has:media|mentions|hashtags, lang:. As on X,
 * AND binds tighter than OR ("a OR b c" is "a OR (b c)"), only upper-case OR is the operator, and a
 * query needs one positive keyword-like term: is:/has:/lang: only narrow a search.
 */
export type TQueryNode =
  | { kind: 'word' | 'phrase' | 'from' | 'mention' | 'hashtag' | 'lang'; value: string }
  | { kind: 'is'; value: 'retweet' | 'quote' | 'reply' }
  | { kind: 'has'; value: 'media' | 'mentions' | 'hashtags' }
  | { kind: 'not'; node: TQueryNode }
  | { kind: 'and' | 'or'; nodes: TQueryNode[] };

export const MAX_QUERY_LENGTH = 512;

type TToken = { type: 'open' | 'close' | 'or' | 'not' } | { type: 'term'; node: TQueryNode };

const USERNAME = /^[A-Za-z0-9_]{1,15}$/;
const HASHTAG = /^[\p{L}\p{N}_]+$/u;

function fail(message: string): never {
  throw new BadInputError(`Invalid search query: ${message}`);
}

function termOf(raw: string): TQueryNode {
  const op = /^([A-Za-z_]+):(.*)$/.exec(raw);
  if (op && !raw.includes('://')) {
    const name = (op[1] ?? '').toLowerCase();
    const value = op[2] ?? '';
    if (!value) fail(`"${raw}" needs a value after the colon`);
    switch (name) {
      case 'from':
        if (!USERNAME.test(value.replace(/^@/, ''))) fail(`"${value}" is not a username`);
        return { kind: 'from', value: value.replace(/^@/, '') };
      case 'is':
        if (value !== 'retweet' && value !== 'quote' && value !== 'reply')
          fail(`is:${value} is not supported (is:retweet, is:quote, is:reply)`);
        return { kind: 'is', value };
      case 'has':
        if (value !== 'media' && value !== 'mentions' && value !== 'hashtags')
          fail(`has:${value} is not supported (has:media, has:mentions, has:hashtags)`);
        return { kind: 'has', value };
      case 'lang':
        if (!/^[a-z]{2,3}$/i.test(value)) fail(`"${value}" is not a language code such as en or es`);
        return { kind: 'lang', value: value.toLowerCase() };
      default:
        fail(`the operator "${name}:" is not supported`);
    }
  }
  if (raw.startsWith('@')) {
    if (!USERNAME.test(raw.slice(1))) fail(`"${raw}" is not a username`);
    return { kind: 'mention', value: raw.slice(1) };
  }
  if (raw.startsWith('#')) {
    if (!HASHTAG.test(raw.slice(1))) fail(`"${raw}" is not a hashtag`);
    return { kind: 'hashtag', value: raw.slice(1) };
  }
  return { kind: 'word', value: raw };
}

function tokenize(query: string): TToken[] {
  const tokens: TToken[] = [];
  let i = 0;
  while (i < query.length) {
    const ch = query.charAt(i);
    if (/\s/.test(ch)) {
      i++;
    } else if (ch === '(' || ch === ')') {
      tokens.push({ type: ch === '(' ? 'open' : 'close' });
      i++;
    } else if (ch === '-') {
      const next = query.charAt(i + 1);
      if (!next || /[\s)]/.test(next)) fail('a "-" must be followed directly by the term it excludes');
      tokens.push({ type: 'not' });
      i++;
    } else if (ch === '"') {
      const end = query.indexOf('"', i + 1);
      if (end < 0) fail('a quoted phrase is never closed (missing ")');
      const phrase = query
        .slice(i + 1, end)
        .trim()
        .replace(/\s+/g, ' ');
      if (!phrase) fail('an empty quoted phrase ("")');
      tokens.push({ type: 'term', node: { kind: 'phrase', value: phrase } });
      i = end + 1;
    } else {
      const match = /^[^\s()"]+/.exec(query.slice(i));
      const raw = match?.[0] ?? ch;
      tokens.push(raw === 'OR' ? { type: 'or' } : { type: 'term', node: termOf(raw) });
      i += raw.length;
    }
  }
  return tokens;
}

class Parser {
  private at = 0;
  constructor(private readonly tokens: TToken[]) {}

  parse(): TQueryNode {
    const node = this.orExpr();
    const rest = this.tokens[this.at];
    if (rest?.type === 'close') fail('unbalanced parentheses: a ")" has no matching "("');
    if (rest) fail('unexpected text near the end');
    return node;
  }

  private orExpr(): TQueryNode {
    const nodes = [this.andExpr()];
    while (this.tokens[this.at]?.type === 'or') {
      this.at++;
      nodes.push(this.andExpr());
    }
    return nodes.length === 1 ? (nodes[0] as TQueryNode) : { kind: 'or', nodes };
  }

  private andExpr(): TQueryNode {
    const nodes: TQueryNode[] = [];
    for (let t = this.tokens[this.at]; t && t.type !== 'or' && t.type !== 'close'; t = this.tokens[this.at]) {
      nodes.push(this.unary());
    }
    if (nodes.length === 0) {
      const previous = this.tokens[this.at - 1];
      if (this.tokens[this.at]?.type === 'or' || previous?.type === 'or')
        fail('"OR" must stand between two terms');
      fail('unbalanced parentheses: a ")" has no matching "("');
    }
    return nodes.length === 1 ? (nodes[0] as TQueryNode) : { kind: 'and', nodes };
  }

  private unary(): TQueryNode {
    const t = this.tokens[this.at++];
    if (!t) fail('the query ends too early');
    if (t.type === 'not') return { kind: 'not', node: this.unary() };
    if (t.type === 'term') return t.node;
    if (t.type === 'open') {
      if (this.tokens[this.at]?.type === 'close') fail('empty parentheses "()"');
      const inner = this.orExpr();
      if (this.tokens[this.at]?.type !== 'close') fail('unbalanced parentheses: a "(" is never closed');
      this.at++;
      return inner;
    }
    return fail('"OR" must stand between two terms');
  }
}

/** Whether a match always needs a keyword-like term that is not negated (X's "standalone" rule). */
function hasStandalone(node: TQueryNode): boolean {
  switch (node.kind) {
    case 'and':
      return node.nodes.some(hasStandalone);
    case 'or':
      return node.nodes.every(hasStandalone);
    case 'not':
    case 'is':
    case 'has':
    case 'lang':
      return false;
    default:
      return true;
  }
}

export function parseSearchQuery(query: string): TQueryNode {
  if (!query.trim()) fail('the query is empty');
  if (query.length > MAX_QUERY_LENGTH) fail(`it is longer than ${MAX_QUERY_LENGTH} characters`);
  const tokens = tokenize(query);
  const node = new Parser(tokens).parse();
  if (!hasStandalone(node)) {
    fail(
      'it needs at least one keyword, "phrase", @mention, #hashtag or from: that is not negated (is:, has: and lang: only narrow a search)',
    );
  }
  return node;
}
