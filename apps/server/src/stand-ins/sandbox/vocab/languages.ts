/**
 * Per-language words that do not belong to one topic: generic replies and quote comments, the
 * openers and closers voices like, and for es/de/fr the post templates (topics give {thing} and
 * {tool}, which people write in English in these languages anyway).
 */
export type TLang = 'en' | 'es' | 'de' | 'fr';

export type TLanguagePack = {
  posts: string[];
  replies: string[];
  quotes: string[];
  openers: string[];
  closers: string[];
  /** Slang: whole-word replacements casual voices make. */
  slang: Array<[string, string]>;
};

export const LANGUAGE_PACKS: Record<TLang, TLanguagePack> = {
  en: {
    posts: [],
    replies: [
      'This is so true.',
      'Hard agree.',
      'Needed to read this today.',
      'Interesting. What would you do differently next time?',
      'Counterpoint: it depends a lot on the team.',
      'Bookmarked.',
      'Could not agree more.',
      'Great point, and underrated.',
      'Curious how this plays out in a year.',
      'We tried this and it worked better than expected.',
      'Respectfully, I think the opposite is true for early-stage teams.',
      'Thanks for sharing the numbers.',
    ],
    quotes: [
      'This 👇',
      'Underrated take.',
      'Worth a read.',
      'Agree with most of this, except the last point.',
      'Bookmarking this one.',
      'Strong take, mostly right.',
    ],
    openers: [
      'honestly, ',
      'ngl ',
      'hot take: ',
      'PSA: ',
      'Quick one: ',
      'Okay so ',
      'Small win: ',
      'Real talk: ',
      'fwiw ',
    ],
    closers: [
      'Thoughts?',
      'Change my mind.',
      'Anyway.',
      'lol',
      '(yes, really)',
      'Back to work.',
      'Who else?',
    ],
    slang: [
      ['you', 'u'],
      ['because', 'bc'],
      ['with', 'w/'],
      ['people', 'ppl'],
      ['really', 'rly'],
    ],
  },
  es: {
    posts: [
      'Hoy por fin lanzamos {thing}. Llevábamos {n} semanas con esto.',
      'Opinión impopular: {thing} está sobrevalorado.',
      'Probando {tool} para {thing}. De momento, muy bien.',
      '¿Alguien más está usando {tool}? Busco recomendaciones.',
      'Después de {n} meses con {thing}, mi conclusión: menos es más.',
      'Pequeña victoria del {weekday}: {thing} funciona y nadie se ha quejado.',
      'Consejo rápido: antes de cambiar {thing}, habla con tus usuarios.',
      'Este mes crecimos un {pct}. La clave fue {thing}.',
    ],
    replies: [
      'Totalmente de acuerdo.',
      '¡Enhorabuena!',
      '¿Qué tal te funciona {tool}?',
      'Muy buen punto.',
      'Nos pasó lo mismo con {thing}.',
    ],
    quotes: ['Muy recomendable 👇', 'Esto es oro.', 'Hilo que vale la pena leer.'],
    openers: ['Ojo: ', 'Dato: '],
    closers: ['¿Qué opináis?', 'Seguimos.'],
    slang: [
      ['que', 'q'],
      ['por', 'x'],
    ],
  },
  de: {
    posts: [
      'Heute haben wir endlich {thing} veröffentlicht. {n} Wochen Arbeit.',
      'Unpopuläre Meinung: {thing} wird völlig überschätzt.',
      'Teste gerade {tool} für {thing}. Bisher richtig gut.',
      'Nutzt jemand {tool}? Suche Erfahrungen.',
      'Nach {n} Monaten mit {thing} ist mein Fazit: weniger ist mehr.',
      'Kleiner Erfolg am {weekday}: {thing} läuft stabil.',
      'Tipp: Bevor ihr {thing} umbaut, sprecht mit euren Nutzern.',
      'Diesen Monat {pct} Wachstum. Der Grund: {thing}.',
    ],
    replies: [
      'Sehe ich genauso.',
      'Glückwunsch!',
      'Wie läuft es mit {tool}?',
      'Guter Punkt.',
      'Hatten wir mit {thing} genauso.',
    ],
    quotes: ['Lesenswert 👇', 'Genau das.', 'Guter Thread.'],
    openers: ['Kurz: ', 'Ehrlich gesagt: '],
    closers: ['Was meint ihr?', 'Weiter geht es.'],
    slang: [],
  },
  fr: {
    posts: [
      'On a enfin lancé {thing} aujourd’hui. {n} semaines de travail.',
      'Avis impopulaire : {thing} est surcoté.',
      'Je teste {tool} pour {thing}. Pour l’instant, très bien.',
      'Quelqu’un utilise {tool} ? Je cherche des retours.',
      'Après {n} mois avec {thing}, ma conclusion : moins, c’est mieux.',
      'Petite victoire du {weekday} : {thing} tourne sans bug.',
      'Conseil : avant de refaire {thing}, parlez à vos utilisateurs.',
      'Ce mois-ci, {pct} de croissance. La raison : {thing}.',
    ],
    replies: [
      'Tout à fait d’accord.',
      'Bravo !',
      'Et {tool}, ça donne quoi ?',
      'Très juste.',
      'Pareil chez nous avec {thing}.',
    ],
    quotes: ['À lire 👇', 'Exactement.', 'Excellent thread.'],
    openers: ['Franchement, ', 'Petit rappel : '],
    closers: ['Vous en pensez quoi ?', 'On continue.'],
    slang: [],
  },
};

export const WEEKDAYS: Record<TLang, string[]> = {
  en: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'],
  es: ['lunes', 'martes', 'miércoles', 'jueves', 'viernes', 'sábado', 'domingo'],
  de: ['Montag', 'Dienstag', 'Mittwoch', 'Donnerstag', 'Freitag', 'Samstag', 'Sonntag'],
  fr: ['lundi', 'mardi', 'mercredi', 'jeudi', 'vendredi', 'samedi', 'dimanche'],
};
