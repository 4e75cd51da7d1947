import { fresh } from './grammar';
import type { TMemory } from '../../../drafting/voice-guard/frames';

/**
 * A matched rule's sentences (rule-response.ts reads them from its semantic response) in words that
 * vary from reply to reply: the same rule on ten posts must not put the same frame on ten drafts.
 * The rule's own content (its tool, link, topic) is kept whole; only the frame around it changes.
 * `topic` names the post's subject for a thank-you that says what for.
 */
const FRAMES: Array<[RegExp, (m: RegExpExecArray) => string[]]> = [
  [
    /^This might help: (.+)$/u,
    (m) => [
      `(Might help|Worth a look|Related|If useful|See also|Fwiw|For reference|Some context|More here|Background|Relevant|Also handy): ${esc(m[1]!)}`,
    ],
  ],
  [
    /^I'd (?:recommend|suggest) (.+)$/u,
    (m) => [
      `(I'd|I would) (recommend|suggest|try) ${esc(m[1]!)}`,
      `(Try|Consider|Maybe try|Worth trying|Have a look at) ${esc(m[1]!)}`,
      `${esc(m[1]!)} (might fit|could fit|fits well|works well|is worth a try)`,
    ],
  ],
  [
    /^Curious what you use for (.+)$/u,
    (m) => [
      `${esc(m[1]!)}: (what do you use|what's your stack|which tool|what works for you)?`,
      `(Which|What) (tool|stack|setup) (for|handles) ${esc(m[1]!)}?`,
      `(Curious|Wondering) (which tool|what) you (use|run) for ${esc(m[1]!)}`,
    ],
  ],
  [
    /^Curious how long (.+) took$/u,
    (m) => [
      `How long did ${esc(m[1]!)} (take|take you|take end to end)?`,
      `(Curious|Wondering) how long ${esc(m[1]!)} (took|took you)`,
      `How much time (went into|did you put into) ${esc(m[1]!)}?`,
      `(Roughly|About) how long (did ${esc(m[1]!)} take|was ${esc(m[1]!)}, start to finish)?`,
      `(Days or weeks|Weeks or months) for ${esc(m[1]!)}, (start to finish|all told)?`,
      `What (did the timeline look like|was the timeline) (for|on) ${esc(m[1]!)}?`,
    ],
  ],
  [
    /^Curious (about|what|how|why|when|which|who|where|whether|if) (.+)$/u,
    (m) => [`(Curious|Wondering|Keen to know) ${m[1]!} ${esc(m[2]!)}`],
  ],
  [
    /^(?:We|I) (?:switched|moved) to (.+?) (last year|last month|this year|a year ago|recently)$/iu,
    (m) => [
      // "We've moved … last year" is not English: a past time takes the simple past.
      `${/^(?:last|a year)/iu.test(m[2]!) ? 'We' : "(We|We've)"} (moved|switched) (over |)to ${esc(m[1]!)} ${m[2]!}`,
      `${esc(m[1]!)} (has been|is) our (pick|choice|default) since ${m[2]!.replace(/^a year ago$/u, 'a year ago')}`,
      `(Fwiw|For context|Side note), we (moved|switched) to ${esc(m[1]!)} ${m[2]!}`,
    ],
  ],
  [
    /^Thanks(?: for (.+))?$/u,
    (m) =>
      m[1]
        ? [`(Thanks|Thank you|Appreciate you) for ${esc(m[1])}`]
        : [
            '(Thanks|Thank you) for (writing up|posting|putting together) {topic}',
            '{topic}: (thanks|thank you) for (writing it up|the detail|posting this|laying it out)',
            '(Appreciate|Grateful for) the (detail|notes|honesty) on {topic}',
            '{topic} (write-up|notes|detail) (appreciated|much appreciated), (thanks|thank you)',
          ],
  ],
];

/** Parentheses and braces in the rule's own text are text, not choices or slots. */
function esc(text: string): string {
  return text
    .replace(/[(){}|]/gu, ' ')
    .replace(/\s+/gu, ' ')
    .trim();
}

export function ruleSentence(
  sentence: string,
  topic: string | undefined,
  seed: string,
  memory: TMemory,
  post: string,
  before = '',
): string {
  for (const [re, frames] of FRAMES) {
    const m = re.exec(sentence.replace(/[.?!]+$/u, ''));
    if (!m) continue;
    // A sentence nothing comes before opens the reply: its opening must be fresh too.
    const opening = before.trim() === '';
    return fresh(frames(m), topic ? { topic } : {}, seed, memory, post, opening, before) ?? sentence;
  }
  return sentence;
}
