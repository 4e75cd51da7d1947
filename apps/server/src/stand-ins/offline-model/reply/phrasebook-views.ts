import type { TPhrasebook } from './phrasebook-shape';

/**
 * Replies to questions, opinions, advice and plain statements. Without a model the drafter knows
 * nothing the post does not say, so it claims nothing: it weighs in on the post's own point, says
 * what an answer turns on, or asks the question the post leaves open. No praise that would fit under
 * any post, and no promise on the user's behalf ("adding this to my list").
 */
export const VIEWS: Pick<TPhrasebook, 'question' | 'opinion' | 'advice' | 'statement'> = {
  question: {
    leads: [
      '{asked}: (depends|it depends) (a lot|mostly|heavily) on (who owns it|who maintains it|who looks after it) (day to day|week to week|long term)',
      '(For|With|On) {asked}, the answer (changes|shifts|moves) with (team size|how early you are|how often it changes|how costly a change is)',
      '(Honestly|Mostly|Usually), {asked} (comes down to|turns on|hinges on) (what it costs when it breaks|how much time you have|who has to maintain it)',
      '(Short|Quick|Boring) answer on {asked}: (whatever you’ll actually maintain|the option you can undo|the one your team already knows)',
      '{asked} (rarely {has}|{does}n’t have) (one|a single|a universal) (answer|right answer); (context|the setup|your stage) (decides|settles) (most of it|a lot)',
      '(I’d|I would) (start|begin) {asked} (from|with) (the smallest version|the cheapest option|what you can undo)',
      '(Rule of thumb|My default) (for|on) {asked}: (change it only when it hurts|keep it boring until it breaks|pick what you can reverse)',
      '{asked} {is} one of those (calls|choices) where (context|your stage) (beats|outweighs) (best practice|any playbook)',
    ],
    asks: [
      'What have you (tried|ruled out|already tested) (on|for) {asked} (so far|already)?',
      "{asked}: what's (pushing|prompting|behind) the question (now|right now|this week)?",
      '{is} {asked} (more|mostly) (a cost|a time|a people) (problem|question) for you?',
      'What {does} {asked} look like (for you|on your side) (today|right now)?',
      'Is there a (front-runner|favourite|shortlist) for {asked} (yet|already)?',
      'What (would|does) (good|success) look like (for|with) {asked} (for you|in six months)?',
      '(How big|What size) is the team (dealing with|behind) {asked}?',
      '{asked}: (which|what) (constraint|limit) (matters most|bites first) (for you|here)?',
      'What (broke|hurt) (most|first) with {asked} (before|so far)?',
    ],
    closes: ['(Keen|Curious) to (see|read) where you (land|end up) on {asked}'],
  },
  opinion: {
    leads: [
      '(Agree|Mostly agree|Largely agree|Hard to disagree) that {claim}',
      '{praised} ({gets}|{is} given) too little (credit|attention) (here|in most of these debates)',
      '{doubted} ({gets}|{is} given) too much (credit|attention) (here|in most of these debates)',
      '(Agree|With you) on {topic}, (mostly|with a few exceptions|for the most part)',
      '{topic}: (fair|good|strong) (point|call), (mostly|largely|for the most part)',
      '(Hard to argue|Tough to argue|Little to argue) with (the|this) {thing} (point|take)',
    ],
    asks: [
      'Where {does} {subject} (stop being true|stop holding true|stop holding up)?',
      '{topic}: where (does|would) (that|it) (break down|stop holding)?',
      'What (changed|flipped) your mind on {topic}?',
      '(Would|Does) (the same|that) (hold|apply) for {other}?',
      '(Would|Does) (the same|that) (hold|apply) (for|to) {mine}?',
      'How (early|late) did you (notice|learn) that about {topic}?',
    ],
    closes: [
      '(Easier|Far easier|Much easier) to (agree with|nod along to) than to (act on|follow) (when it costs something|under a deadline)',
      '(The hard part|The catch) is (holding to|sticking with) it (when it costs something|under a deadline|past the first month)',
    ],
  },
  advice: {
    leads: [
      '{item} ({is}|{looks} like) the (underrated|quiet|easy-to-miss) one (in there|on the list)',
      '{topic} ({is}|{feels} like) the (part|bit) (people skip|most teams skip|that gets skipped)',
      '(Useful|Handy), (especially|mostly) the {thing} (bit|part)',
      '{topic} (advice|tip) (holds up|checks out|is solid)',
    ],
    asks: [
      'Which (made the bigger difference|made the larger difference|had the bigger effect|had the larger effect): {item} or {item2}?',
      '{topic}: which (one|of those) would you do first?',
      'How long before {topic} (paid off|showed up in the numbers)?',
      '{does} {topic} (still|also) (hold|work) (at|for) (a bigger|a smaller) (team|scale)?',
      'What (made you|convinced you to) (try|commit to) {topic} (in the first place|at first)?',
      '{topic}: (would|does) it (carry over|work the same) (to|for) {mine}?',
    ],
    closes: [
      '{topic} (advice|tip) (deserves|needs) (more|wider) (airtime|attention)',
      '(Simple|Plain) {thing} advice, (and|but) (rarely followed|easy to skip)',
    ],
  },
  statement: {
    // A plain statement gives the drafter little to weigh in on: the reply is mostly the question
    // the post leaves open (plan-reply.ts); a lead is only for someone who rarely asks.
    leads: [
      '{action} (sounds|looks) like (real|a lot of|proper) (work|effort)',
      '(Nice|Useful|Good) to see {topic} (called out|spelled out|written up)',
      '(Interesting|Fair|Good) (note|read|point) on {topic}',
      '{topic} {is} (a good|the right) thing to (write up|share|talk about) (openly|in public|here)',
      '(Glad|Good) (someone|you) (wrote|posted) (about|this about) {topic}',
    ],
    asks: [
      'What (got you into|got you looking at|pulled you into) {topic}?',
      'How {does} {topic} compare (with|to) (what you had|the old setup|before)?',
      '{topic}: where (do you|will you) take it (from here|next)?',
      'What (surprised|caught) you (most|first) about {topic}?',
      'How did {action} (go|turn out) (in the end|overall)?',
      '{topic}: what (would|will) you change (first|next) (about it|there)?',
      'How {does} {topic} (fit|sit) (with|next to) {mine} (for you|on your side)?',
    ],
    closes: ['(Keen|Curious) to (see|read) (more|the follow-up) on {topic}'],
  },
};

/**
 * Leads for a post that draws a lesson ("Killed my side project today. Lesson learned: charge from
 * day one."): the reply takes up the lesson, quoted as the author put it, and where the author ended
 * something, says it is sad to see it go before anything else.
 */
export const LESSON_LEADS = {
  ended: [
    '(Sad|Sorry) to see {topic} go, but “{lesson}” is (worth writing down|worth passing on|a lesson worth keeping)',
    '(Sorry|Sad) about {topic}. “{lesson}” is (the kind of lesson|a lesson) (most founders|most builders|most of us|plenty of us|plenty of founders) (learn|only learn) the (hard|expensive) way',
    'Closing {topic} takes (nerve|guts). “{lesson}” (stays with you|is the part that carries over|carries into the next one)',
  ],
  drawn: [
    '“{lesson}” is (the kind of lesson|a lesson) (most founders|most builders|most of us|plenty of us|plenty of founders) (learn|only learn) the (hard|expensive) way',
    '(Hard-won|Expensive|Costly) lesson: “{lesson}” (holds up|rings true|checks out)',
    '“{lesson}” (deserves|needs) (repeating|saying out loud) more (often|than it is)',
  ],
};

/**
 * A recap lists how a stretch went: the reply picks out one of its lines (the last is usually the
 * one the author saves for it) and asks about what got them to the first.
 */
export const RECAP = {
  leads: [
    '{last} ({is}|{sounds} like) the best line (of|in) (that|the) recap',
    '(Honest|Good|Solid) recap. {last} ({is}|{feels} like) the (best|nicest) part',
    '{item} and {last} in (one|the same) month: (sounds about right|that’s the job)',
  ],
  // A recap's lines are mixed news: nothing to ask that would fit every one of them.
  asks: [] as string[],
  closes: [] as string[],
};
