/** Someone close to the author: a death or an illness of theirs is the author's own news. */
const KIN =
  '(?:dad|father|mom|mum|mother|parents?|wife|husband|partner|son|daughter|kids?|child|brother|sister|grand(?:ma|pa|mother|father)|best friend|friend|dog|cat)';

/**
 * Posts about a loss in the author's own life: a job lost, a death, an illness. The offline writer
 * reads posts for a point to take up, and on these it found one ("sorry about acme. is there
 * something useful i can do about acme?", "what caught you first about cancer?"), which no person
 * would send. Such a reply is the user's to write, so the offline writer declines them.
 */
const PERSONAL_NEWS: RegExp[] = [
  /\b(?:laid off|layoffs?|made redundant|lost (?:my|our) jobs?|(?:got|was|were|been|being) (?:fired|let go)|let (?:me|us|them|\d+ (?:people|of us)) go)\b/iu,
  /\b(?:team|we|i|everyone|people) (?:was|were|got|have been|has been) let go\b/iu,
  new RegExp(`\\b(?:lost|losing|buried|said goodbye to) (?:my|our) ${KIN}\\b`, 'iu'),
  new RegExp(
    `\\b(?:my|our) ${KIN} (?:died|passed|is dying|has died|is sick|is ill|is in (?:the )?hospital)\\b`,
    'iu',
  ),
  /\b(?:passed away|funeral|rest in peace|grieving|bereavement|miscarriage)\b/iu,
  /\b(?:diagnosed with|cancer|chemo(?:therapy)?|tumou?r|heart attack|had a stroke|terminal(?:ly)? ill|in (?:the )?hospital|(?:had|having|after|recovering from) (?:\w+ )?surgery)\b/iu,
];

/** Whether the post tells of a loss in the author's own life (see PERSONAL_NEWS). */
export function tellsPersonalLoss(text: string): boolean {
  return PERSONAL_NEWS.some((re) => re.test(text));
}
