/**
 * What a person says back to a post, by what the post does. `<tool>`, `<thing>`, `<pct>`,
 * `<mine>` and `<theirs>` are taken from the answered post (see compose-reply.ts); `{slot}`s are
 * drawn from the shared topic, as in every other template. Each line needs only the markers it
 * names, so a line is used only when the post gave them.
 */
export const ANSWERS = {
  /** The post asks how others handle something. */
  question: [
    'For <thing> we ended up on {tool}. Not perfect, but it stuck.',
    'Still {tool} here. Tried a couple of others and came back.',
    'Honestly, badly. {tool} and a checklist nobody reads.',
    'We keep it boring: {tool}, one owner, a look at it every Monday.',
    'Asked myself the same last month. Landed on {tool}, ask me again in a quarter.',
    'Mostly {tool}. The rest is habit and a shared doc.',
  ],
  /** The post asks "what is yours?" about one of its slots. */
  mine: [
    'Mine is <mine>. <theirs> I can live with.',
    '<mine>, every single time.',
    'Same, plus <mine>. Working on both this year.',
    '<mine> for me. <theirs> is a close second though.',
  ],
  /** A launch or a milestone. */
  milestone: [
    'Congrats, that is a big one.',
    'Well deserved. Been following the updates for a while.',
    'Nice, well done. What is next on the list?',
    'Congrats! Enjoy it for a day before the next thing.',
    'Huge. How does it feel?',
    'Congrats! The first one is the hardest.',
    'Big day. Go celebrate a little.',
    'So good to see this land.',
  ],
  /** A change that moved a number the right way. */
  result: [
    'Nice! How long before you saw it in the numbers?',
    'Love this. Did anything surprise you along the way?',
    'Did it hold up after the first few weeks?',
    'Nice result. Anything you would do differently next time?',
    'Good to see the boring fixes pay off again.',
    'Stealing this. What did it cost you in time?',
  ],
  resultPct: [
    '<pct> is a lot for one change. Did it hold after the first couple of weeks?',
    'Nice jump. Is the <pct> holding or still settling?',
    '<pct>? Was anything else going on that month, or was it really just that?',
    'Did not expect <pct> from that. Saving this for our next planning session.',
  ],
  resultThing: ['Curious what <thing> looked like before.', 'Would love a before and after of <thing>.'],
  resultTool: [
    'Nice. Did you need much setup in <tool>, or was it mostly out of the box?',
    'Good to hear <tool> holds up. We have been on the fence about it.',
  ],
  /** Something the author just found out. */
  news: [
    'Did not know that. Trying it on ours this week.',
    'Huh, missed that completely. Thanks for posting.',
    'Wait, since when? Going to check ours tomorrow.',
    'Oh nice, that saves me a whole afternoon.',
    'Good find. Adding it to my list for Monday.',
  ],
  /** A trick or a rule worth copying. */
  tip: [
    'Stealing this.',
    'Good one. Trying it tomorrow.',
    'Simple, and it works. Thanks for writing it down.',
    'We do almost the same. Wish we had started sooner.',
  ],
  /** A figure with no verdict on it. */
  figure: [
    '<pct> is higher than I would have guessed. Where is that from?',
    'Is that <pct> steady or just this week?',
    '<pct> sounds about right from what I see too.',
    'Huh, <pct>. I would love to see how that changes over a year.',
  ],
  /** Something broke, went badly, or was abandoned. */
  trouble: [
    'Oof. Been there, and it never happens on a quiet week.',
    'Painful. What was the fix in the end?',
    'Sorry, that is rough. Hope next week is kinder.',
    'We had a week like that with {thing} last year. It does get better.',
    'Thanks for posting this, people mostly share the wins.',
    'Ugh. Hope it was at least a quick fix.',
    'Rough week. The next one will be better.',
  ],
  troubleTool: [
    'Is that a <tool> thing or your setup? Asking before we switch.',
    'Had almost the same with <tool>. Their support was no help either.',
  ],
  /** An opinion, a lesson, a reminder. */
  opinion: [
    'Agree, and it took me far too long to learn it.',
    'Mostly agree, with a few exceptions I have run into.',
    'Not sure I buy this one. We saw nearly the opposite with {thing}.',
    'This. Learned it the hard way with {thing}.',
    'Needed this today.',
    'Saving this for the next time someone asks me.',
    'Half agree. Depends a lot on who you ask.',
    'Strong agree. Wish more people said it out loud.',
    'Hard to argue with this one.',
    'Took me years to get here too.',
  ],
  /** The post names a tool. */
  tool: [
    'How are you finding <tool>? We looked at it last year and held off.',
    'We moved to <tool> in the spring, no regrets so far.',
    'Is <tool> worth it at your size, or mostly for bigger teams?',
    '+1 for <tool>. Took a while to set up but it paid off.',
  ],
  /** The post says what it is working on. */
  thing: [
    'Would love a longer write-up on <thing>.',
    'How long did <thing> take, start to finish?',
    'What did people say about <thing> once it was out?',
  ],
} as const;

export type TAnswerKind = keyof typeof ANSWERS;
