import type { TPhrasebook } from './phrasebook-shape';

/**
 * Replies to trouble: bad news gets sympathy about the particular loss and no cheer, pitch or
 * advice; a struggle gets recognition and a question about it; a complaint is acknowledged (sarcasm
 * is a complaint in disguise, read for what it means); a joke is played along with, lightly.
 */
export const TROUBLE: Pick<TPhrasebook, 'bad-news' | 'struggle' | 'complaint' | 'sarcasm' | 'joke'> = {
  'bad-news': {
    leads: [
      '(Sorry|Really sorry|So sorry) about {event}',
      '{event} (is|sounds) (brutal|rough|like a lot to carry)',
      '(Ugh|Oof), {event}. (That|This) (one hurts|is hard|stings)',
      '(Sorry|Really sorry) (about|to hear about) {topic}',
      '(That|This) (is|sounds like) (a hard one|a heavy one|a lot). (Sorry|Really sorry) about {topic}',
    ],
    asks: [
      'How (are you|is the team) holding up after {event}?',
      'Anything (people here|folks reading) can do to help (after|with) {event}?',
      'Is there (something|anything) (useful|practical) (I|we) can do (around|about) {topic}?',
    ],
    closes: [
      '(Hope|Hoping) the (next|coming) (weeks|days) (go easier|are kinder) (for you|on you)',
      'Take the (time|space) you need after {event}',
    ],
  },
  struggle: {
    leads: [
      '{topic} (again|of all things). (Been there|Relatable|Painfully familiar)',
      '(Oof|Ugh), {action} (sounds|is) (painful|like a long day|draining)',
      '{topic} ({has} a way of|{is} known for) (eating|swallowing) (whole afternoons|a day|the week)',
      '(Rough|Long) (stretch|day) with {topic}',
      '{action}? (Been there|Same energy here|Painful but familiar)',
    ],
    asks: [
      'Was {topic} the (cause|root of it), or (just|only) where it (showed up|surfaced)?',
      'What (finally|eventually) (cracked|solved) {topic}?',
      '{topic}: (behaving|stable|fixed) (now|for good)?',
      'Anything (you changed|you added) so {topic} (can’t|won’t) (bite|catch you) again?',
    ],
    closes: [
      '(Hope|Hoping) the next (round|try|pass) at {topic} (goes|treats you) better',
      '(Here’s to|Hope for) a (calmer|quieter) week with {topic}',
    ],
  },
  complaint: {
    leads: [
      '{event} (shouldn’t|should not) (be normal|happen|be the deal)',
      '(Yeah|Agree), {event} (is|sounds) (maddening|infuriating|a mess)',
      '{event}? (That’s|That is) (a rough|an annoying|a frustrating) (one|spot)',
      '{topic} (really|honestly) (shouldn’t|should not) (work|be) like that',
      '(That’s|This is) (a rough|an annoying|a frustrating) (one|spot). {topic} ({deserves}|{needs}) (better|a fix)',
    ],
    asks: [
      'Has anyone (at|from|behind) {topic} (answered|responded|replied) (yet|at all)?',
      '{topic}: (any|is there a) (workaround|way around it) (for now|in the meantime)?',
      'How long {has} {topic} been (like this|doing this)?',
      'Did anyone (explain|say why) (about|after) {event}?',
    ],
    closes: [
      '(Hope|Hoping) {topic} ({gets}|{is}) (sorted|fixed) (soon|quickly)',
      '(Fingers crossed|Hope) someone (behind|at) {topic} (reads this|sees this)',
    ],
  },
  sarcasm: {
    leads: [
      '{event}, (right on schedule|as tradition demands|the gift that keeps giving)',
      '(Ah yes|Classic), {event}. (Never|Always) (fails|disappoints|gets old)',
      '{topic} (really|truly) ({knows}|{picks}) (its|the) (moment|timing)',
      '(Ah yes|Classic), {topic}. (Never|Always) (fails|disappoints|gets old)',
      '{topic}, (right on schedule|as tradition demands|the gift that keeps giving)',
    ],
    asks: [
      'How (often|many times) {has} {topic} (done this|pulled this) (now|so far)?',
      '{topic}: (at least|even) (an apology|a sorry) (this time|for it)?',
      'Who (signed off on|approved|decided on) {event}?',
    ],
    closes: [
      'Hope {topic} (leaves you alone|behaves) (for a while|next time)',
      '(Here’s to|Hoping for) a (week|day) without {event}',
    ],
  },
  joke: {
    leads: [
      '{event} (is|sounds like) (peak|classic|textbook) (engineering|developer|startup) (life|energy)',
      '{event}, (a|the) (classic|timeless) (genre|tale|move)',
      '(Respect|Honest respect) for {event}',
      '{topic} ({is}|{sounds} like) (peak|classic|textbook) (engineering|developer|startup) (life|energy)',
      '(Every|Each) team has (a|its own) {thing} (story|like that|just like this)',
    ],
    asks: [
      'How long until {topic} {gets} {its} own (sequel|part two|follow-up)?',
      '{topic}: (does it have|does it deserve) (a name|a mascot|a README) yet?',
      'Is {event} in the (docs|onboarding|handbook) yet?',
    ],
    closes: [
      '{topic} ({deserves}|{has} earned) (a plaque|its own channel|a place in the wiki)',
      '(Saving|Keeping) {event} for (the next standup|future reference)',
    ],
  },
};
