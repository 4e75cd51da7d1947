/**
 * The most frequent words of everyday English (function words, common verbs, nouns and adjectives,
 * and the contractions and fillers of social posts). A word a user repeats that is not on this list
 * is a signature word: part of what makes their writing theirs.
 */
const WORDS = `
a about above across actually after again against ago ah all almost along already also although
always am among an and another any anybody anyone anything anyway anywhere are aren't around as
ask asked at away back bad be became because become been before being best better between big bit
both bring but by call came can can't cannot case come coming could couldn't day days did didn't
different do does doesn't doing don't done down during each early else end enough even ever every
everyone everything far feel few find first for found from get gets getting give go goes going gonna
good got great had hadn't half happen has hasn't have haven't having he he'd he'll he's hear help her
here here's hers herself hey hi high him himself his how i i'd i'll i'm i've if im in into is isn't
it it's its itself just keep kind know last later least left less let let's like little lol long
look lot lots made make makes making man many may maybe me mean might mine more most much must my
myself need needs never new next nice no nobody none nor not nothing now of off often oh ok okay old
on once one only or other others our ours ourselves out over own part people person place point
pretty probably put quite rather re really right said same saw say says see seem seems seen she
she's should shouldn't show since so some someone something sometimes soon still such sure take
taking tell than thank thanks that that's the their theirs them themselves then there there's
these they they'd they'll they're they've thing things think this those though thought through
time times to today together told too took toward try trying two under until up upon us use used
using very via want wanted wants was wasn't way we we'd we'll we're we've week well went were
weren't what what's whatever when where which while who who's whole whom whose why will with within
without won't work working would wouldn't yeah year years yes yet you you'd you'll you're you've
your yours yourself yourselves
`;

export const COMMON_ENGLISH: ReadonlySet<string> = new Set(WORDS.split(/\s+/).filter(Boolean));
