// The voice guard against people: every reply of apps/server/test/corpora/human-replies.ts judged as
// a model's draft, with all the others as the same user's recent replies, then as other accounts'
// drafts on the server. Prints how many are sent back and, for each, the reply and why, for a person
// to judge whether the guard was right. The test (voice-guard/human-replies.test.ts) holds it to ≤ 5%.
//   npx tsx bench/guard-corpus.ts
import { HUMAN_REPLIES } from '../apps/server/test/corpora/human-replies';
import { describeSentBack, sentBackReplies } from '../apps/server/test/corpora/judge-human-replies';

const share = (n: number) =>
  `${n} of ${HUMAN_REPLIES.length} (${((100 * n) / HUMAN_REPLIES.length).toFixed(1)}%)`;

const own = sentBackReplies();
console.info(`Read as the user's own recent replies: ${share(own.length)} sent back`);
if (own.length > 0) console.info(describeSentBack(own));
const others = sentBackReplies(true).filter((r) =>
  r.problems.some((p) => p.includes("another account's reply")),
);
console.info(
  `\nRead as other accounts' drafts on the server: ${share(others.length)} sent back for matching them`,
);
if (others.length > 0) console.info(describeSentBack(others));
