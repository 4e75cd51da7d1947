import { stopWordsAnd } from '../../lib/text/stop-words';

/**
 * Word lists of the offline audience interviewer: what carries no meaning about an audience
 * (grammar, fillers, vague words, the interview's own vocabulary) and where people talk online.
 */

/**
 * Vague words and the interview's own vocabulary ("audience", "struggle", "post"): said in every
 * answer, they say nothing about who the audience is.
 */
const VAGUE_AND_INTERVIEW_WORDS = `
  across actually ago along already anybody basically enough etc everybody go goes going kind kinda
  know last likely mainly mostly none perhaps seem somebody sometimes sort they'd they'll they've
  thing things think typically usually want wants ways whoever idk dunno unsure everywhere anywhere
  general generally stuff people person persons folks guys audience audiences target targets market
  markets customer customers client clients user users buyer buyers prospect prospects ideal profile
  describe describing struggle struggles struggling struggled complain complains complaining problem
  problems pain pains painful frustrated frustrating frustration hate hates annoyed annoying
  challenge challenges challenging hard difficult difficulty issue issues needing wish wishes trying
  try tries tried looking look looks goal goals aim aims hope hopes care cares worried worry afraid
  keep keeps losing waste wastes wasting find finds finding better talk talks talking saying call
  calls called use uses using used word words phrase phrases term terms language post posts posting
  tweet tweets tweeting write writes writing online hang hangs hanging discuss discusses discussing
  mention mentions share shares sharing read reads reading day days week weeks month months year
  years time times today new old good great big small bad best ya ex eg ie vs re mr ms dr simply
  especially literally primarily certainly definitely probably possibly honestly quickly easily
  constantly rarely two three four five six seven eight nine ten twenty hundred thousand million
  first second third`;

/** The stop words (lib/text/stop-words.ts) and the interview's vague words. */
export const STOPWORDS: ReadonlySet<string> = stopWordsAnd(VAGUE_AND_INTERVIEW_WORDS);

/** Places people talk: they say where the audience is, but are not words to search for. */
export const PLACES: ReadonlySet<string> = new Set([
  'twitter',
  'x',
  'reddit',
  'subreddit',
  'subreddits',
  'linkedin',
  'slack',
  'discord',
  'forum',
  'forums',
  'community',
  'communities',
  'group',
  'groups',
  'podcast',
  'podcasts',
  'newsletter',
  'newsletters',
  'youtube',
  'tiktok',
  'instagram',
  'facebook',
  'threads',
  'bluesky',
  'telegram',
  'farcaster',
  'hackernews',
  'internet',
  'web',
  'social',
  'media',
  'channel',
  'channels',
  'platform',
  'platforms',
]);
