/**
 * Word lists of the offline audience interviewer: what carries no meaning about an audience
 * (grammar, fillers, vague words, the interview's own vocabulary) and where people talk online.
 */
const STOP = `
a about above across actually after again against ago all almost along already also although always
am among an and another any anybody anyone anything anyway are around as at away back basically be
because been before being between both but by can can't cannot could couldn't did didn't do does
doesn't doing don't done down during each either else enough etc even ever every everybody everyone
everything few for from further get gets getting go goes going gonna got had has have having he her
here hers him his how however i i'd i'll i'm i've if in into is isn't it it's its just kind kinda
know last least less let like likely lot lots made mainly make makes many may maybe me might more
most mostly much must my no nobody none nor not nothing now of off often on once one only or other
others our ours out over own per perhaps pretty quite rather really same say says see seem seems
she should so some somebody someone something sometimes sort still such sure than that that's the
their theirs them then there there's these they they'd they'll they're they've thing things think
this those though through thus to too typically under until up upon us usually very via want wants
was way ways we we'd we'll we're we've well were what what's whatever when where whether which while
who whoever whom whose why will with within without won't would wouldn't yeah yes yet you you'd
you'll you're you've your yours
idk dunno unsure everywhere anywhere general generally stuff people person persons
folks guys audience audiences target targets market markets customer customers
client clients user users buyer buyers prospect prospects ideal profile describe describing
struggle struggles struggling struggled complain complains complaining problem problems pain pains painful
frustrated frustrating
frustration hate hates annoyed annoying challenge challenges challenging hard difficult difficulty
issue issues need needs needing wish wishes trying try tries tried looking look looks goal goals
aim aims hope hopes care cares worried worry afraid keep keeps losing waste
wastes wasting find finds finding better
talk talks talking said saying call calls called use uses using used word words phrase phrases term
terms language post posts posting tweet tweets tweeting write writes writing online hang hangs
hanging discuss discusses discussing mention mentions share shares sharing read reads reading
day days week weeks month months year years time times today new old good great big small bad best
ok oh hi ya ex eg ie vs re mr ms dr
simply especially literally primarily certainly definitely probably possibly honestly quickly
easily constantly never rarely
two three four five six seven eight nine ten twenty hundred thousand million first second third
`;

export const STOPWORDS: ReadonlySet<string> = new Set(STOP.split(/\s+/u).filter(Boolean));

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
