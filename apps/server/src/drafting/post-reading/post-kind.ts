// The kind of post, told by its wording alone: a few expressions per kind, tried in an order where
// the more telling kind wins (bad news before a launch, sarcasm before a win).

/** What kind of post it is: the stance a reply takes follows from it. */
export type TPostKind =
  | 'question'
  | 'launch'
  | 'win'
  | 'result'
  | 'bad-news'
  | 'struggle'
  | 'comeback'
  | 'complaint'
  | 'sarcasm'
  | 'joke'
  | 'opinion'
  | 'advice'
  | 'statement';

export const RECAP = /\brecap:/iu;

const BAD_NEWS =
  /\b(?:laid off|lay(?:ing)? off|layoffs?|flopped|(?:customer|client)s? churned|churned (?:this|last|today|yesterday)|fell through|removed from|shut(?:ting)? down|leaving the company|burn(?:ed|t) out|lost (?:our|my) (?:biggest|largest|only|best|job|funding)|lost \w+ days? of|got fired|passed away|exploit|, gone\b|\bhit (?:my |our )?first (?:refund|chargeback|churned (?:customer|user))s?\b)/iu;
const SARCASM =
  /^(?:love (?:it|that) when|oh (?:good|great|joy)|great,|wonderful,|amazing how|so glad|nothing says|nothing i (?:enjoy|love) more|just what i needed|thanks,)|\b(?:truly a delight|my favou?rite\.?$|best feeling\.?$|love that for us|what a time to be alive)/iu;
const COMPLAINT =
  /\b(?:still no (?:reply|answer|response|word|fix|human|update)|no (?:human|reply|response|explanation|answer)|tired of|sick of|why does every|nobody asked|keeps (?:sending|breaking|asking)|breaks? my|waiting on|ghost(?:s|ed|ing)?\b|explains nothing|slower than|hide[sd]? the|got removed|doubled this month)/iu;
const LAUNCH =
  /\b(?:ship(?:ped|ping)|launch(?:ed|ing)|released|releasing|(?:is|are) (?:finally )?live|went live|opened the waitlist|published|open[- ]sourced|new version|new release|hit version|rebuilt|just built|built a|wrote a (?:small |tiny )?(?:open[- ]source )?(?:tool|library|plugin|cli|app))\b/iu;
const WIN =
  /\b(?:hit (?:a |my |our )?\S+|just hit|reached|crossed|first (?:paying |affiliate )?(?:customer|sale|hire|user)s?|personal best|(?:\d+k|new|a) pr\b|milestone)/iu;
const FIGURE_CHANGE =
  /(?:\d[\d.,]*\s?%|[$€£]\d|\b\d+x\b|\b(?:up|down|doubled|tripled|halved)\b|\bfrom \S+ to \S+)/iu;
const STRUGGLE =
  /\b(?:broke|broken|bugs?|outage|down again|struggl\w*|stuck|failed|failing|exhausting|frustrat\w*|rough|painful|debugging|gave up|no idea how|felt it|not sure what (?:to do|happened|went wrong)|(?:churn|costs?|bill|latency|errors|bugs|tickets) (?:doubled|tripled|spiked))\b/iu;
/** Ways of saying one is back that name nothing ("back on track" is about no track). */
export const BACK_IDIOM = /\bback (?:at it|to it|on track|in the (?:saddle|game)|on the wagon)\b/giu;
/** "Skipped the gym for 6 weeks. Back at it today.": a break that is over, told as a return. */
export const COMEBACK =
  /\b(?:back at it|back to it|back in the (?:gym|saddle|game)|back on (?:track|the (?:bike|road|mat|court|wagon))|(?:finally|officially) back)\b/iu;
const JOKE =
  /\b(?:no idea why|future me|now i have|rubber duck|not touching it|to-do list|drifting toward|really[- ]final|love-hate|send snacks|a lot of hope|hours automating)/iu;
/** "The boring answer to most MRR problems is a better empty state": what is claimed is the answer. */
export const ANSWER =
  /^(?:the )?(?:\p{L}+ )?(?:answer|fix|cure|solution|antidote) to (?:most |every |all |your |our )?(.+?) (?:is|was) (?:usually |just |often |almost always |still )?(.+?)[.!…]*$/iu;
const OPINION =
  /\b(?:overrated|underrated|nobody (?:cares|reads|asks|talks|tells|mentions)|everyone is|is not dead|is dead|beats|matters? more|the real (?:test|work|problem)|is just|are just|most \S+ (?:are|is)|the best thing|stop\b|will matter)\b/iu;
const ADVICE =
  /\b(?:tips?|lessons?|things that|how to|if you|if your|try|playbook|rule of thumb|cheap trick|rule we adopted|take \S+ seriously|ask what|go talk|idea that worked)\b/iu;

/** "Lesson learned: …", "Biggest lesson: …": what the author took away, told as a view. */
export const LESSON = /\b(?:lessons? learned|biggest lesson|the lesson):\s*(.+)$/iu;

const WH =
  /^(?:how|what|which|why|when|who|where|is|are|do|does|did|should|would|could|can|anyone|has|have)\b/iu;

export function isRealQuestion(sentence: string): boolean {
  if (!sentence.endsWith('?')) return false;
  const words = sentence.split(/\s+/u).length;
  return words >= 4 || (WH.test(sentence) && words >= 3);
}

export function kindOf(
  all: string,
  sentences: string[],
  marker: string | null,
  rawFirst?: string,
): TPostKind {
  const first = sentences[0] ?? '';
  const raw = rawFirst ?? first;
  if (BAD_NEWS.test(all) && !/\bnot\b.*\bgone\b/iu.test(all)) return 'bad-news';
  // "Month 4 recap: a refund, a lot of bugs and one nice email": mixed news, told as it is.
  if (RECAP.test(first)) return 'statement';
  if (
    SARCASM.test(first) ||
    SARCASM.test(raw) ||
    sentences.some((s) => /^(?:truly a delight|my favou?rite|best feeling)/iu.test(s))
  )
    return 'sarcasm';
  // "Why does every SaaS hide the cancel button?" asks nobody: it complains.
  if (/^why (?:does|do|is|are|must) (?:every|all|each|no|nobody)\b/iu.test(first)) return 'complaint';
  if (sentences.some(isRealQuestion)) return 'question';
  if (JOKE.test(all)) return 'joke';
  if (COMPLAINT.test(all)) return 'complaint';
  if (marker === 'opinion' || ANSWER.test(first)) return 'opinion';
  // "Killed my side project today. Lesson learned: shipping weekly beats …": the lesson is the point.
  if (LESSON.test(all)) return 'opinion';
  // A launch that went nowhere ("0 sales", "3 signups in a week") is a struggle, not a party.
  if (LAUNCH.test(all) && /\b(?:0|zero|no) (?:sales|signups|customers|users|downloads)\b/iu.test(all))
    return 'struggle';
  if (LAUNCH.test(all)) return 'launch';
  // "Skipped the gym for 11 weeks and felt it. Back at it today.": the struggle is behind them.
  if (COMEBACK.test(all)) return 'comeback';
  // "Just hit $1k MRR!": a milestone reached, told with its figure, is a win to congratulate.
  if (/\b(?:just hit|finally hit|reached|crossed)\b/iu.test(first) && WIN.test(all)) return 'win';
  if (FIGURE_CHANGE.test(all) && /\d/u.test(all)) return 'result';
  if (WIN.test(all)) return 'win';
  if (STRUGGLE.test(all)) return 'struggle';
  if (marker === 'reminder' || OPINION.test(all)) return 'opinion';
  if (ADVICE.test(all)) return 'advice';
  return 'statement';
}
