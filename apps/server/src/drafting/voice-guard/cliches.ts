/**
 * The phrases that make a reply read as machine-written: stock openers and closers, filler, inflated
 * words and a few sentence shapes. The voice guard removes or rewrites each one wherever a draft
 * uses it, unless the user habitually writes it themselves (then it is their voice, not slop:
 * own-habits.ts says when, and when two spellings are one habit).
 *
 * How an entry matches: case-insensitive, on whole words; a straight apostrophe also matches a curly
 * one; a space matches any run of whitespace. `pattern` (a regular-expression source) replaces the
 * literal `phrase` when an entry has variants. Openers count only at the start of the text and when
 * punctuation or the end follows; closers only as the last sentence. To add an entry, put it in its
 * group and give the plain word it becomes ('' removes it); cliches.test.ts checks each one.
 */
export type TClichePosition = 'opener' | 'closer' | 'anywhere';

export type TCliche = {
  group: string;
  phrase: string;
  pattern?: string;
  /** What the phrase becomes: '' removes it; `$1`… refer to the pattern's groups. */
  replacement: string;
  position: TClichePosition;
};

type TEntry =
  string | [phrase: string, replacement: string] | [phrase: string, replacement: string, pattern: string];

function group(name: string, position: TClichePosition, entries: TEntry[]): TCliche[] {
  return entries.map((entry) => {
    const [phrase, replacement = '', pattern] = typeof entry === 'string' ? [entry] : entry;
    return { group: name, phrase, replacement, position, ...(pattern ? { pattern } : {}) };
  });
}

export const CLICHES: readonly TCliche[] = [
  // Praise and agreement a model opens with before saying anything: cut, the reply starts at its point.
  ...group('opener', 'opener', [
    'great point',
    'great question',
    'great post',
    'great insight',
    'great insights',
    'excellent point',
    'excellent question',
    'fantastic point',
    'fantastic question',
    'what a great point',
    'what a great question',
    'what a great post',
    'this is a great point',
    'this is a great insight',
    'this is a great question',
    'you raise a great point',
    'you make a great point',
    'such a great point',
    'love this',
    'i love this',
    'love this take',
    'thanks for sharing',
    'thanks for sharing this',
    'thank you for sharing',
    'thank you for sharing this',
    'appreciate you sharing this',
    'absolutely',
    'oh absolutely',
    'certainly',
    'of course',
    'sure thing',
    'indeed',
    'totally agree',
    ['strongly agree', '', 'strong(?:ly)? agree'],
    "couldn't agree more",
    "i couldn't agree more",
    'could not agree more',
    'i could not agree more',
    'well said',
    'spot on',
    'this resonates',
    'this really resonates',
    'this is so true',
    'so true',
    'interesting take',
    'interesting perspective',
    'fascinating',
    'happy to help',
    'glad you asked',
    'hey there',
    'hi there',
    ['ah', '', 'ah+'],
  ]),

  // Sign-offs that offer help nobody asked for or fish for engagement: cut.
  ...group('closer', 'closer', [
    'i hope this helps',
    'hope this helps',
    'happy to help',
    'hope that helps',
    [
      'let me know if you have any questions',
      '',
      'let me know if you have any (?:other |further |more )?questions',
    ],
    'feel free to reach out',
    'feel free to ask',
    'let me know your thoughts',
    'what are your thoughts',
    'would love to hear your thoughts',
    'looking forward to hearing your thoughts',
    'keep up the great work',
    'keep up the good work',
    'keep it up',
    'stay tuned',
    'exciting times ahead',
    'the future is bright',
    'onwards and upwards',
    'just my two cents',
    'food for thought',
    "let's connect",
    'cheers to that',
    'great stuff',
    'keep shining',
    'happy building',
    'thanks for sharing',
    'thank you for sharing',
  ]),

  // Filler: stock transitions and throat-clearing that carry no meaning. Cut.
  ...group('filler', 'anywhere', [
    "in today's fast-paced world",
    "in today's digital age",
    "in today's world",
    'in this day and age',
    ['in the ever-evolving landscape of', '', 'in the ever[- ]evolving (?:world|landscape) of'],
    "it's worth noting that",
    'it is worth noting that',
    "it's important to note that",
    'it is important to note that',
    'it goes without saying that',
    'needless to say',
    'that being said',
    'at the end of the day',
    'in conclusion',
    'to sum up',
    'in summary',
    'in essence',
    'simply put',
    'ultimately',
    'moreover',
    'furthermore',
    "let's dive in",
    "let's dive into it",
    "let's dive deeper",
    "let's unpack this",
    "let's break it down",
    'buckle up',
    "here's the thing",
    "here's the kicker",
    'spoiler alert',
    'as an ai',
    ['as an ai language model', '', 'as an ai (?:language )?model'],
    "i'm just an ai",
    'truly',
    'undeniably',
  ]),

  // Inflated words with a plain equivalent: rewritten, in the case of the original.
  ...group('word', 'anywhere', [
    ['delve into', 'dig into'],
    ['delves into', 'digs into'],
    ['delving into', 'digging into'],
    ['delve', 'dig'],
    ['utilize', 'use', 'utili[sz]e'],
    ['utilizes', 'uses', 'utili[sz]es'],
    ['utilized', 'used', 'utili[sz]ed'],
    ['utilizing', 'using', 'utili[sz]ing'],
    ['utilization', 'use', 'utili[sz]ation'],
    ['leverage', 'use'],
    ['leverages', 'uses'],
    ['leveraged', 'used'],
    ['leveraging', 'using'],
    ['game-changer', 'big deal', 'game[- ]?changer'],
    ['game-changing', 'big', 'game[- ]?changing'],
    ['elevate', 'improve'],
    ['elevates', 'improves'],
    ['elevating', 'improving'],
    ['unlock the full potential of', 'get the most out of', 'unlock (?:the )?(?:full )?potential of'],
    ['unlock', 'open up'],
    ['unlocks', 'opens up'],
    ['unlocking', 'opening up'],
    ['seamless', 'smooth'],
    ['seamlessly', 'smoothly'],
    ['crucial', 'important'],
    ['pivotal', 'key'],
    ['paramount', 'key'],
    ['robust', 'solid'],
    ['cutting-edge', 'new', 'cutting[- ]edge'],
    ['state-of-the-art', 'latest', 'state[- ]of[- ]the[- ]art'],
    ['groundbreaking', 'new', 'ground[- ]?breaking'],
    ['revolutionize', 'change', 'revolutioni[sz]e'],
    ['revolutionary', 'new'],
    ['transformative', 'big'],
    ['empower', 'help'],
    ['empowers', 'helps'],
    ['empowering', 'helping'],
    ['harness the power of', 'use', 'harness(?:es)? the power of'],
    ['harnessing the power of', 'using'],
    ['foster', 'build'],
    ['fostering', 'building'],
    ['bolster', 'strengthen'],
    ['streamline', 'simplify'],
    ['streamlines', 'simplifies'],
    ['supercharge', 'speed up'],
    ['unleash', 'use'],
    ['showcase', 'show'],
    ['showcases', 'shows'],
    ['spearhead', 'lead'],
    ['underscores', 'shows'],
    ['facilitate', 'help'],
    ['commence', 'start'],
    ['endeavor', 'effort', 'endeavou?r'],
    ['embark on', 'start'],
    ['myriad of', 'many', '(?:a )?myriad of'],
    ['plethora of', 'lots of', '(?:a )?plethora of'],
    ['tapestry', 'mix', '(?:rich )?tapestry'],
    ['ever-evolving', 'changing', 'ever[- ]evolving'],
    ['ever-changing', 'changing', 'ever[- ]changing'],
    ['holistic', 'whole'],
    ['synergy', 'teamwork'],
    ['paradigm shift', 'big change'],
    ['meticulous', 'careful'],
    ['meticulously', 'carefully'],
    ['intricate', 'complex'],
    ['multifaceted', 'complex'],
    ['nuanced', 'subtle'],
    ['commendable', 'good'],
    ['invaluable', 'very useful'],
    ['quintessential', 'classic'],
    ['vibrant', 'lively'],
    ['whilst', 'while'],
    ['additionally', 'also'],
    ['in order to', 'to'],
    ['in the realm of', 'in'],
  ]),

  // Stock phrases with a plain equivalent: rewritten.
  ...group('phrase', 'anywhere', [
    ['a testament to', 'proof of', '(?:stands as |serves as )?a testament to'],
    ['serves as a reminder', 'is a reminder'],
    ['plays a crucial role in', 'matters for', 'plays? an? (?:crucial|vital|pivotal|key) role in'],
    ['navigate the complexities of', 'deal with', 'navigate the complexit(?:y|ies) of'],
    ['navigating the complexities of', 'dealing with', 'navigating the complexit(?:y|ies) of'],
    [
      'navigate the landscape of',
      'deal with',
      'navigate the (?:ever[- ]changing |ever[- ]evolving )?landscape of',
    ],
    [
      'navigating the landscape of',
      'dealing with',
      'navigating the (?:ever[- ]changing |ever[- ]evolving )?landscape of',
    ],
    ['deep dive', 'close look', 'deep[- ]dive'],
    ['actionable insights', 'useful ideas'],
    ['low-hanging fruit', 'easy wins', 'low[- ]hanging fruit'],
    ['move the needle', 'make a difference'],
    ['think outside the box', 'think differently'],
    ['circle back', 'come back'],
    ['touch base', 'talk'],
    ['double-edged sword', 'trade-off', 'double[- ]edged sword'],
    ['take it to the next level', 'improve it'],
    ['next-level', 'better', 'next[- ]level'],
    ['best-in-class', 'top', 'best[- ]in[- ]class'],
    ['world-class', 'great', 'world[- ]class'],
  ]),

  // Sentence shapes: "It's not just X, it's Y" says Y with a drumroll; keep Y.
  ...group('shape', 'anywhere', [
    [
      "it's not just X, it's Y",
      '$1$2 ',
      "(it|this|that)('s| is) not (?:(?:just|only|merely|simply) (?:about )?|about )[^,.;!?—–]+?\\s*(?:[,;—–]|--)\\s*(?:but\\s+)?(?:it|this|that)(?:'s| is)(?: also)? ",
    ],
    [
      "X isn't just Y, it's Z",
      '$1 is ',
      "(\\p{L}[\\p{L}\\p{N}-]*) (?:isn't|is not) (?:just|only|merely|simply) [^,.;!?—–]+?\\s*(?:[,;—–]|--)\\s*(?:but\\s+)?(?:it's|it is) ",
    ],
  ]),
];
