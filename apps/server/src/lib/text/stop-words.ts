import { eng } from 'stopword';

/**
 * The one stop-word list of the server (docs/decisions/0052-one-text-toolkit.md): words that are
 * never what a text is about. The offline writer's topics, the audience interview's keywords, the
 * sandbox's idea of a reply on topic and the evaluation's reading all start from it; a reader that
 * needs more adds a named set of its own words to it, never a second list.
 *
 * The `stopword` package's English list, and what it lacks for posts: the contractions, the
 * negations and the connectives a post is full of ("aren't", "nothing", "however", "anyway").
 */
const MORE_FUNCTION_WORDS = `
  above again against almost although always among anyone anything aren't around away back below
  can't cannot couldn't didn't does doesn't doing don't done down during either else even ever every
  everyone everything few further gets getting hadn't hasn't haven't having hers however i'd i'll
  i'm i've isn't it's its itself just least less let let's lot lots made makes making may maybe
  myself need needs no nobody nor not nothing off often once one others ours own per please pretty
  prior quite rather really say says see seems she shouldn't so someone something sure that's theirs
  there's they're though thus until upon us via wasn't we'd we'll we're we've weren't what's
  whatever when whether whom whose why will within without won't wouldn't yet you'd you'll you're
  you've yours yourself meanwhile anyway instead otherwise besides`;

/** The shorthand, greetings and reactions of casual posts: they carry a tone, not a subject. */
const CASUAL_WORDS: ReadonlySet<string> = new Set(
  `u ur w/ bc ppl rly tbh ngl imo fwiw lol yeah yes ok okay oh hey hi thanks thank gonna congrats
  congratulations nice wow agree`.split(/\s+/u),
);

const listed = (text: string) => text.split(/\s+/u).filter(Boolean);

export const STOP_WORDS: ReadonlySet<string> = new Set([
  ...eng,
  ...listed(MORE_FUNCTION_WORDS),
  ...CASUAL_WORDS,
]);

/** The stop words and `more`: a reader's own additions, named where it uses them. */
export function stopWordsAnd(...more: string[]): ReadonlySet<string> {
  return new Set([...STOP_WORDS, ...more.flatMap(listed)]);
}
