import { stripEmoji } from '../../lib/text/emoji';
import { sentences } from '../text/text';

/**
 * The post's own statements, without what its author puts on every post: a lead-in ("Hot take:",
 * "ngl", "Okay so"), a sign-off ("Anyway.", "Back to work.", "Thoughts?"), hashtags, emoji, links,
 * "(via @x)" and "cc @x". The lead-in is kept apart: "Hot take:" marks an opinion.
 */
export type TCleanPost = { sentences: string[]; marker: 'opinion' | 'reminder' | 'til' | null };

const MARKERS: Array<[RegExp, TCleanPost['marker']]> = [
  [
    /^(?:hot take|unpopular opinion|controversial opinion|honest take[^:]*|strong opinion)\s*:\s*/iu,
    'opinion',
  ],
  [/^(?:[\p{L}]+ )?(?:reminder|psa)(?: that)?\s*:?\s*/iu, 'reminder'],
  [/^(?:til|today i learned)\s*:\s*/iu, 'til'],
];

/** Lead-ins that say nothing about the post. */
const LEAD_INS =
  /^(?:ngl|tbh|fwiw|imo|honestly|okay so|ok so|so|look|real talk|lol|update|quick update|random thought|plot twist|counterpoint|quick one|small win|quick win)\b[,:]?\s+/iu;

/** Sign-offs: a closing line that would fit under any post. */
const SIGN_OFFS =
  /^(?:anyway|anyways|thoughts|agree|anyone else|back to (?:work|shipping|it|building)|still iterating|send snacks|steal this|zoom out|start small|not financial advice|dyor(?: as always)?|lfg|more soon|wish me luck|just saying|that'?s it|you'?re welcome|no magic,? just reps|builders keep building|\(?yes,? really\)?|details matter more than we admit|would not go back|prs welcome|feedback welcome|optimistic,? with caveats|small steps add up|next goal:.*|roast my landing page in the replies|if (?:you|u) are building something too,? drop a link|repo link in the next post|who else|change my mind|happy to share the numbers if anyone is curious)[.!?…]*$/iu;

export function cleanPost(text: string): TCleanPost {
  let body = text
    .replace(/^RT @\w{1,15}:\s*/u, '')
    .replace(/^(?:\s*@\w{1,15}\b)+\s*/u, '')
    .replace(/\((?:via|h\/t|cc)\s+@\w{1,15}\)/giu, ' ')
    .replace(/\b(?:via|h\/t|cc)\s+@\w{1,15}\b/giu, ' ')
    .replace(/\((?:yes,? really|seriously|no joke)\)/giu, ' ')
    .replace(/(?:https?:\/\/|www\.)\S+/giu, ' ')
    .replace(/(?:\s+#[\p{L}\p{N}_]+)+\s*$/u, ' ')
    .replace(/(?<![\p{L}\p{N}_&])#(?=[\p{L}\p{N}_]*\p{L})/gu, '')
    .replace(/@(\w{1,15})\b/gu, '$1');
  body = stripEmoji(body, ' ')
    // The author's shorthand, written out: it is read, not echoed.
    .replace(/\bw\/(?=\s)/giu, 'with')
    .replace(/\b(?:ppl)\b/giu, 'people')
    .replace(/\bu\b/gu, 'you')
    .replace(/\bur\b/gu, 'your')
    .replace(/\brly\b/giu, 'really')
    .replace(/\bbc\b/giu, 'because')
    .replace(/\s+([.,!?;:])/gu, '$1')
    .replace(/\s+/gu, ' ')
    .trim();
  let marker: TCleanPost['marker'] = null;
  for (let again = true; again;) {
    again = false;
    const lead = LEAD_INS.exec(body);
    if (lead) {
      body = body.slice(lead[0].length);
      again = true;
    }
    for (const [re, kind] of MARKERS) {
      const m = re.exec(body);
      if (m && m[0].length < body.length) {
        marker ??= kind;
        body = body.slice(m[0].length);
        again = true;
      }
    }
  }
  const all = sentences(body)
    .map((s) => s.replace(/^[,;:\s]+/u, '').trim())
    .filter(Boolean);
  const kept = [...all];
  while (kept.length > 1 && SIGN_OFFS.test(kept.at(-1)!)) kept.pop();
  return { sentences: kept, marker };
}
