import { cleanPhrase, namesIn } from './infer-rule-phrases';
import type { TPostKind } from '../post-reading/post-kind';
import { readPost } from '../post-reading/read-post';
import { plainText, sentences } from '../text/text';

/**
 * What kind of post an edit answered, in the words a person would use for a rule's trigger
 * ("Posts where someone is complaining about a tool", "Questions about pricing"): the kind from
 * the post's wording, the topic from a fixed set of subjects the post names, or else one of its key
 * phrases when that phrase is whole where it was written; no topic rather than a broken one.
 */
export type TRuleKind =
  | 'bad_news'
  | 'complaint'
  | 'tool_question'
  | 'question'
  | 'struggle'
  | 'launch'
  | 'result'
  | 'opinion'
  | 'advice'
  | 'statement';

const BAD_NEWS =
  /\b(?:laid off|lay(?:ing)? off|layoffs?|got fired|lost (?:my|our) (?:job|biggest|best)|shut(?:ting)? down|passed away|burn(?:ed|t) out|fell through|flopped|got rejected|didn['’]t get (?:in|the))\b/iu;
const COMPLAINT =
  /\b(?:down again|is down|been down|went down|outage|broken|broke|bugs?|buggy|crash(?:es|ed|ing)?|unacceptable|frustrat\w*|hate|worst|terrible|awful|useless|annoying|nightmare|confusing|so slow|not working|(?:doesn['’]t|does not|won['’]t|can['’]t) work|stopped working|not answering|no reply|still waiting|ripped off|overcharg\w*|price (?:hike|increase)|(?:went|goes|going) up again)\b/iu;
const ASKS_FOR_TOOL =
  /\b(?:recommend\w*|alternatives?|which (?:[\w.-]+ )?(?:tool|app|service|platform|library|crm|stack|provider)s?|what (?:[\w.-]+ )?(?:tool|app|service|platform|library|crm|stack|provider)s? (?:do|are|should|would)|(?:which|what)\b[^?.]{0,40}\b(?:do|would|should) (?:you|people|y['’]?all) (?:use|recommend|pick|choose)|looking for (?:a|an) (?:[\w.-]+ )?(?:tool|app|service)|suggestions? for)\b/iu;
/** A list of what worked reads as advice even when it names a loss ("churned users"). */
const ADVICE =
  /\b(?:\d+|three|four|five|seven|ten) (?:things|lessons|tips|ways|mistakes)\b|\b(?:things|what) (?:that )?(?:helped|worked)\b/iu;
/** Words that make a post about a product or tool, when it names none. */
const TOOL_WORDS = /\b(?:tool|app|software|platform|service|saas|api|crm|dashboard|plugin|extension)s?\b/iu;

/** Subjects a rule can name without quoting the post, first mention in the post wins. */
const SUBJECTS: Array<[label: string, pattern: RegExp]> = [
  ['pricing', /\b(?:pric(?:e|es|ed|ing)|annual plans?|monthly plans?|discounts?|free tier|paywall)\b/iu],
  ['billing', /\b(?:billing|invoic\w*|proration|refunds?)\b/iu],
  ['hiring', /\b(?:hiring|hire|hired|recruit\w*|candidates?|job offers?)\b/iu],
  ['onboarding', /\bonboard\w*/iu],
  ['churn', /\bchurn\w*/iu],
  ['retention', /\b(?:retention|retain\w*)\b/iu],
  ['fundraising', /\b(?:fundrais\w*|investors?|VCs?|seed rounds?|pre-seed|raising a round)\b/iu],
  ['cold email', /\b(?:cold (?:emails?|outreach|dms?)|outbound)\b/iu],
  ['sales', /\b(?:sales|leads|pipeline|prospect\w*|demos?)\b/iu],
  ['marketing', /\b(?:marketing|seo|ads|newsletters?|content strategy)\b/iu],
  ['customer support', /\b(?:customer support|support tickets?|help ?desk|support team)\b/iu],
  ['auth', /\b(?:auth|authentication|logins?|sso|oauth)\b/iu],
  ['databases', /\b(?:postgres\w*|mysql|databases?|sqlite|mongo\w*)\b/iu],
  ['hosting', /\b(?:hosting|deploy\w*|servers?|kubernetes|k8s)\b/iu],
  ['AI', /\b(?:ai|llms?|gpt-?\d*|chatgpt|claude|copilot)\b/iu],
  ['remote work', /\b(?:remote work|working remotely|wfh|return to office)\b/iu],
  ['productivity', /\b(?:productivity|deep work|time management)\b/iu],
  ['side projects', /\bside projects?\b/iu],
];

export function ruleKind(post: string): TRuleKind {
  const text = plainText(post);
  if (BAD_NEWS.test(text)) return 'bad_news';
  const asks = /\?/u.test(text) || /^(?:anyone|looking for)\b/iu.test(text);
  if (asks && ASKS_FOR_TOOL.test(text)) return 'tool_question';
  if (COMPLAINT.test(text)) return 'complaint';
  if (asks) return 'question';
  if (ADVICE.test(text)) return 'advice';
  return RULE_KIND[readPost(text).kind];
}

/** How a kind of post the drafter reads is named in a rule. */
const RULE_KIND: Record<TPostKind, TRuleKind> = {
  question: 'question',
  launch: 'launch',
  win: 'launch',
  result: 'result',
  'bad-news': 'bad_news',
  struggle: 'struggle',
  comeback: 'statement',
  complaint: 'complaint',
  sarcasm: 'complaint',
  joke: 'statement',
  opinion: 'opinion',
  advice: 'advice',
  statement: 'statement',
};

/** What a question is about is in the sentence that asks it, not in the reasons around it. */
function asked(post: string): string {
  const text = plainText(post);
  const asking = sentences(text).filter((s) => s.endsWith('?') || ASKS_FOR_TOOL.test(s));
  return asking.length > 0 ? asking.join(' ') : text;
}

/** The subject of the post from the fixed set, by first mention. */
export function subjectOf(post: string): string | null {
  const text = asked(post);
  const found = SUBJECTS.map(([label, re]) => ({ label, at: re.exec(text)?.index ?? -1 }))
    .filter((s) => s.at >= 0)
    .sort((a, b) => a.at - b.at);
  return found[0]?.label ?? null;
}

/**
 * Whether a phrase can follow "Questions about" as it is: a name ("Stripe", "CRM") or a plural
 * ("standups", "annual plans"); "Posts about team" or "about pricing page" would need an article.
 */
function standsAlone(phrase: string): boolean {
  const words = phrase.split(' ');
  if (words.every((w) => /^\p{Lu}/u.test(w) || /\p{Lu}{2}/u.test(w))) return true;
  return /(?:[^sui]s|ies)$/u.test(words.at(-1)!);
}

/** A subject, else the first key phrase of the post that is whole where it was written. */
export function topicOf(post: string): string | null {
  const subject = subjectOf(post);
  if (subject) return subject;
  // The question's own words first, then the rest of the post ("Moving our docs to X. Worth it?").
  for (const text of new Set([asked(post), plainText(post)])) {
    // Names first ("Notion" before "docs"): a rule about a product is about that product.
    const topics = readPost(text).topics;
    const named = [...topics.filter((t) => /\p{Lu}/u.test(t)), ...topics.filter((t) => !/\p{Lu}/u.test(t))];
    for (const phrase of named) {
      const clean = cleanPhrase(phrase, text);
      if (clean && standsAlone(clean)) return clean;
    }
  }
  return null;
}

/** Whether the post is about a product or tool: it names one, or says "tool", "app", "CRM"… */
const aboutTool = (post: string) => namesIn(plainText(post)).length > 0 || TOOL_WORDS.test(post);

/** The trigger prompt: the kind of post in plain words, with its topic when it has a clean one. */
export function triggerFor(kind: TRuleKind | null, post: string): string {
  if (kind === null) return 'Any post';
  const subject = subjectOf(post);
  const topic = topicOf(post);
  switch (kind) {
    case 'bad_news':
      return subject
        ? `Posts where someone shares bad news about ${subject}`
        : 'Posts where someone shares bad news';
    case 'complaint':
      if (subject) return `Posts where someone is complaining about ${subject}`;
      return aboutTool(post)
        ? 'Posts where someone is complaining about a tool'
        : 'Posts where someone is complaining';
    case 'tool_question':
      return subject ? `Posts asking which tool to use for ${subject}` : 'Posts asking which tool to use';
    case 'question':
      return topic ? `Questions about ${topic}` : 'Posts asking a question';
    case 'struggle':
      return topic ? `Posts where someone is struggling with ${topic}` : 'Posts where someone is struggling';
    case 'launch':
      return 'Posts announcing a launch';
    case 'result':
      return subject ? `Posts sharing results on ${subject}` : 'Posts sharing results or numbers';
    case 'opinion':
      return topic ? `Opinions about ${topic}` : 'Posts sharing a strong opinion';
    case 'advice':
      return topic ? `Posts sharing tips about ${topic}` : 'Posts sharing tips or lessons';
    case 'statement':
      return topic ? `Posts about ${topic}` : 'Any post';
  }
}

/** "when someone is complaining": how an instruction that only holds for this kind says so. */
export const WHEN: Partial<Record<TRuleKind, string>> = {
  complaint: ' when someone is complaining',
  bad_news: ' when someone shares bad news',
  struggle: ' when someone is struggling',
};

/** The kind as the model's prompt and the description name it. */
export const KIND_NAMES: Record<TRuleKind, string> = {
  bad_news: 'someone sharing bad news',
  complaint: 'a complaint',
  tool_question: 'a question asking which tool to use',
  question: 'a question',
  struggle: 'someone struggling with something',
  launch: 'a launch announcement',
  result: 'someone sharing results or numbers',
  opinion: 'an opinion',
  advice: 'tips or lessons',
  statement: 'a general post',
};
