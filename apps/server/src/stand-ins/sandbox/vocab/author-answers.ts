/**
 * What the author of a post says back to a reply on it (author-answer.ts authorReplyText), by what
 * the reply does: `answers` when it asks something, `cheered` when it congratulates, else `thanks`
 * or a follow-up question (`questions`); a user's first reply gets an answer that names what it
 * asked about, or a thanks that gives a next turn (`invites`, else `questions`). `{w}` is what the
 * exchange is about: what the post names, or the phrase the reply shares with it.
 */
export type TAuthorAnswers = {
  answers: readonly string[];
  cheered: readonly string[];
  thanks: readonly string[];
  questions: readonly string[];
  /**
   * A thanks that gives the conversation a next turn (a detail, a question): what the answer to a
   * user's first reply says, where a language has them.
   */
  invites?: readonly string[];
};

export const AUTHOR_ANSWERS: Record<string, TAuthorAnswers> = {
  en: {
    answers: [
      'Good question. About two weeks before it showed, and it has held since.',
      'Honestly? Mostly trial and error. Happy to share what stuck.',
      'Short answer: yes. The longer answer needs its own post 😅',
      'Still figuring that out, to be honest. Will post an update once I know.',
      'It held, mostly. A small dip after the first month, then flat.',
      'Good question about {w}. It took a few rounds, but it was worth it.',
      'Not much, surprisingly. The hard part was deciding to do it at all.',
      'On {w}: we kept it simple and only changed one thing at a time.',
    ],
    cheered: [
      'Thank you! Took a while to get there.',
      'Appreciate it 🙏 On to the next one.',
      'Thanks! Still feels a bit surreal.',
      'Thank you, that means a lot.',
    ],
    thanks: [
      'Thanks, appreciate it!',
      'Exactly this. Thanks for adding it.',
      'Glad it helped 🙏',
      'Ha, yes. Well put.',
      'Thank you! Took a while to get there.',
    ],
    questions: [
      'Good point about {w}. How did that work out for you?',
      'Curious: what made you try {w} in the first place?',
      'Have you written about {w} anywhere? Would love to read more.',
      'Interesting. Did {w} hold up once you scaled it?',
      'What would you do differently next time?',
    ],
    // Whatever the post was (a launch, a take, a question), each line fits it and gives a detail
    // or a question to take up.
    invites: [
      'Thanks! Honestly the hardest part of {w} was deciding what to leave out.',
      'Thanks 🙏 {w} is still the part I think about most.',
      'Thanks! Honestly {w} took longer than anything else this year.',
      'Appreciate it. Took me ages to get {w} right.',
      'Thanks! Curious what got you into {w} yourself?',
    ],
  },
  es: {
    answers: ['¡Buena pregunta! Un par de semanas, más o menos.', 'Sinceramente, a base de prueba y error.'],
    cheered: ['¡Muchas gracias!', 'Gracias, costó llegar 🙏'],
    thanks: ['¡Gracias!', 'Totalmente, gracias por sumarlo.', 'Me alegra que te sirva 🙏'],
    questions: ['¿Y cómo te fue con {w}?', '¿Qué harías distinto la próxima vez?'],
  },
  de: {
    answers: [
      'Gute Frage! Ungefähr zwei Wochen, dann hat es gehalten.',
      'Ehrlich gesagt: viel Ausprobieren.',
    ],
    cheered: ['Danke dir, das freut mich!', 'Danke! Hat eine Weile gedauert 🙏'],
    thanks: ['Danke dir!', 'Genau das. Danke für die Ergänzung.', 'Freut mich, dass es hilft 🙏'],
    questions: ['Wie hat {w} bei dir funktioniert?', 'Was würdest du beim nächsten Mal anders machen?'],
  },
  fr: {
    answers: [
      'Bonne question ! Deux semaines environ, et ça a tenu.',
      'Franchement ? Beaucoup d’essais et d’erreurs.',
    ],
    cheered: ['Merci beaucoup !', 'Merci, ça fait plaisir 🙏'],
    thanks: ['Merci !', 'Exactement, merci pour l’ajout.', 'Content que ça aide 🙏'],
    questions: ['Et {w}, ça a marché pour toi ?', 'Qu’est-ce que tu ferais différemment ?'],
  },
};
