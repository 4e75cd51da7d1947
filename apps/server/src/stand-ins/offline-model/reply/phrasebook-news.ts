import type { TPhrasebook } from './phrasebook-shape';

/**
 * Replies to news the author is glad of: something shipped, a milestone, a measured result. Warm
 * about the particular thing, never generic praise; the questions ask about what only the author
 * knows. Most patterns start with the post's own subject, and keep the words around a slot few, so
 * two replies rarely share an opening or four words in a row.
 */
export const NEWS: Pick<TPhrasebook, 'launch' | 'win' | 'result' | 'comeback'> = {
  // A return after a break ("Skipped the gym for 11 weeks and felt it. Back at it today."): welcomed
  // back, the break named as the author put it, and asked what got them back; never "sounds painful".
  comeback: {
    leads: [
      '(Welcome back|Good to see you back) after {action}',
      'After {action}, (showing up again|the first day back) is the (hard|hardest) part',
      '(Welcome back to|Good to see you back at) {topic}',
      '{topic} after a break (is humbling|takes some nerve|is the hard part)',
    ],
    asks: [
      'What (got|brought) you back after {action}?',
      'How did the first (day|session) back (feel|go) after {action}?',
      'What (got|brought) you back (to|into) {topic} (this time|now)?',
      'How did the first (day|session) back at {topic} (feel|go)?',
    ],
    closes: [
      '(Here’s to|Hope for) (keeping it going|a long streak) after {action}',
      '(Here’s to|Hope for) a (long|steady) (streak|run) at {topic}',
    ],
  },
  launch: {
    leads: [
      '(Congrats on|Nice one on|Well done on) {event}',
      '{event} (is a big one|is a real step|deserves a moment)',
      '{topic} (going|being) (live|out) (is a big one|is a real step|deserves a moment)',
      '{topic} ({looks} like|{reads} like) (months of|a lot of) (careful|patient|quiet) work',
      '{topic}, (shipped|out the door|live at last). (Well done|Nice work|Congrats)',
      '(Congrats on|Nice one on|Well done on) (getting|pushing) {topic} (out the door|out|live)',
      '(Love|Really like) (seeing|that) {topic} (made it out|finally shipped|is out in the wild)',
      '{action} (is|sounds like) (no small thing|a proper milestone|a lot of work). (Congrats|Well done)',
      '(Big|Good) (day|week) for {topic}',
    ],
    asks: [
      'What (was|ended up being) the (hardest|trickiest|slowest) part of {topic}?',
      '{topic}: (who|which users) (asked for it|wanted it|pushed for it) (most|first|the loudest)?',
      "What's (next|coming next|on the list after) (for|on) {topic}?",
      '(Early|First) (feedback|reactions|surprises) (on|from) {topic} (yet|so far)?',
      'Did {topic} (take longer|come together faster|change shape more) than (planned|you expected)?',
      '{topic}: anything (you cut|you left out|that almost didn’t make it)?',
      'How will you (measure|judge|tell) (whether|if) {topic} (landed|worked)?',
    ],
    closes: [
      '(Keen|Curious) to (hear|see) how {topic} (lands|does|holds up)',
      '(Hope|Hoping) {topic} (finds|gets) (its|the right) (people|users) (fast|quickly)',
    ],
  },
  win: {
    leads: [
      '{topic} ({is}|{makes}) (a real|a proper|a hard-earned) (milestone|marker|win)',
      '(Congrats on|Nice work on) {event}',
      '(Congrats on|Nice work on|Well earned,) {topic}',
      '{topic}! (That|This) (earned|deserves) (a pause|a proper celebration|some credit)',
      '{gain} (is no small thing|takes real work|is a real number)',
      '(Months|A long stretch) of work (behind|for) {topic}, (and it shows|clearly)',
    ],
    asks: [
      'What (got|pushed|moved) you (to|over the line on) {topic} in the end?',
      "{topic} done. What's the (next|following) (marker|goal|target)?",
      'Did {topic} (come sooner|take longer) than you (planned|expected)?',
      'What (would|will) you do (differently|again) on the way to the next {thing}?',
    ],
    closes: [
      '(Onward|On) to the next {thing}',
      '{topic} ({deserves}|earned) (a day off|a proper celebration)',
    ],
  },
  result: {
    leads: [
      '{change} (on|for|in) {measure}: (a lot|hard to ignore|quite a jump)',
      '{gain} from {lever} (is a lot of leverage|is a great return|is hard to argue with)',
      '{measure} (moving|going) {change} (says a lot|speaks for itself)',
      '{action} (paying off|working out) (like that|that well) (is rare|is the dream|is a treat){?gain}',
      '{gain}, (nice|good) (result|outcome) (for|on) {topic}',
      '(Useful|Candid|Honest) (numbers|figures) on {topic}',
      '(Solid|Real|Clear) (movement|progress) on {measure} (there|with {gain}){?gain}',
    ],
    asks: [
      'Was {action} the only (change|thing you touched) (that month|in that window|at the time)?',
      'Did {measure} (hold|stay there) (after|past) the first (month|few weeks)?',
      '{figure}: how (big|large) (was|is) the sample (behind it|for that)?',
      'What (did|would) you (try|change) (first|next) (after|beyond) {action}?',
      'Is {figure} (steady|holding) or still (moving|changing)?',
      'What (moved|drove|changed) {topic} (most|first) (in the end|in your view)?',
      'How long (before|until) {measure} (moved|showed it|picked up)?',
      '(Would|Could) (the same|that) (move|work for) {mine} (too|as well)?',
    ],
    closes: [
      '(Keen|Curious|Want) to see {measure} (a month from now|over a longer stretch)',
      '(Hope|Hoping) {measure} keeps (heading|going) (that way|the same way) (from here|next month){?gain}',
    ],
  },
};
