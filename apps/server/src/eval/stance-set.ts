/**
 * A labelled set for the stance figure of the draft evaluation: posts of the kinds a reply tool
 * meets, each with the stance a fitting reply takes. Written by hand for the evaluation (no persona
 * wrote them), eight of each kind.
 */
export type TStance =
  /** A question: answer it, or ask what the answer depends on; not "following this". */
  | 'answer'
  /** A launch or a win: warm, about the thing shipped. */
  | 'celebrate'
  /** Bad news: sympathy, never cheer or a pitch. */
  | 'sympathize'
  /** A joke: play along lightly; no condolences, no lecture. */
  | 'play-along'
  /** A complaint: acknowledge it; no cheer, no pitch. */
  | 'acknowledge'
  /** A thread or an argument: take up its point. */
  | 'discuss'
  /** Another language: reply in it, or skip. */
  | 'same-language'
  /** Sarcasm: read the real meaning; no cheerful agreement with the literal words. */
  | 'read-sarcasm';

export type TStanceKind =
  'question' | 'launch' | 'bad-news' | 'joke' | 'complaint' | 'thread' | 'non-english' | 'sarcasm';

export const STANCE_OF: Record<TStanceKind, TStance> = {
  question: 'answer',
  launch: 'celebrate',
  'bad-news': 'sympathize',
  joke: 'play-along',
  complaint: 'acknowledge',
  thread: 'discuss',
  'non-english': 'same-language',
  sarcasm: 'read-sarcasm',
};

export const STANCE_POSTS: Record<TStanceKind, string[]> = {
  question: [
    'How do you all decide when a side project deserves a real domain name?',
    'What is the best way to price a B2B tool for teams under ten people?',
    'Anyone moved from Postgres full-text search to a dedicated search engine? Worth it?',
    'How many interviews do you run before you hire your first engineer?',
    'Which metric do you watch first thing on Monday morning?',
    'Is it worth writing a changelog if nobody reads it?',
    'How do you keep a remote team from drifting into silos?',
    'What do you put on a pricing page when you only have one plan?',
  ],
  launch: [
    'We just launched our invoicing API after eight months of work. Docs are live today.',
    'Shipped offline mode for the mobile app this morning. Every screen works without signal now.',
    'Our open-source scheduler hit version 1.0 today. Thank you to all 140 contributors.',
    'Finally released the Figma plugin we have been teasing for weeks.',
    'Launched on Product Hunt today with our team-calendar tool.',
    'Dark mode is live for everyone. Took us way longer than it should have.',
    'Just published my first course on database indexing, six hours of video.',
    'We opened the waitlist for our budgeting app and 2,000 people joined in a day.',
  ],
  'bad-news': [
    'We had to lay off a third of the team today. Hardest day of my career.',
    'Our biggest customer churned this morning. Forty percent of revenue, gone.',
    'The launch flopped. Three signups in a week after months of building.',
    'My cofounder is leaving the company. We could not agree on the direction.',
    'Lost two days of customer data in a failed migration. Restoring what we can.',
    'Our app got removed from the App Store overnight with no explanation.',
    'Burned out and taking a month off. Nothing left in the tank.',
    'The funding round fell through at the last minute. Back to square one.',
  ],
  joke: [
    'My code works and I have no idea why. Not touching it ever again.',
    'Named the new server "prod-final-v2-really-final". Future me will love this.',
    'Spent four hours automating a task that takes two minutes. Worth it.',
    'The best debugger is still explaining the bug to a rubber duck that judges you.',
    'My to-do list has a to-do item that says "make a to-do list".',
    'I have a love-hate relationship with CSS. Mostly hate. Sometimes love.',
    'Wrote a regex to fix a problem. Now I have a regex problem.',
    'Our standup has become a sit-down and is drifting toward a lie-down.',
  ],
  complaint: [
    'Three weeks waiting on support for a billing error. Still no human reply.',
    'Every update of this editor breaks my extensions. I am tired of it.',
    'Why does every SaaS hide the cancel button behind five screens?',
    'The new dashboard is slower than the old one and nobody asked for it.',
    'Paid for the annual plan and the feature I bought it for got removed.',
    'Cloud bill doubled this month and the cost explorer explains nothing.',
    'Airline lost my bag and the chatbot keeps sending me the same link.',
    'Tired of recruiters who ghost after the final interview.',
  ],
  thread: [
    'A thread on why we stopped doing sprints, and what replaced them. 1/7',
    'Most onboarding flows ask for too much too early. Here is how we cut ours to two steps.',
    'Unpopular opinion: microservices slowed down every startup I have worked at.',
    'Five lessons from running a newsletter for three years, in order of how much they cost me.',
    'Why I think usage-based pricing punishes your best customers.',
    'Documentation is a product. Treat it like one and support tickets drop.',
    'We tested annual plans at a discount against monthly only. Annual won on retention.',
    'Hiring generalists early beat hiring specialists for us. Here is the reasoning.',
  ],
  'non-english': [
    '¿Cuál es la mejor forma de conseguir los primeros cien clientes sin presupuesto?',
    'Acabamos de lanzar la nueva versión de nuestra app de facturación.',
    'Wie findet ihr gute Entwickler in Berlin ohne Recruiter?',
    'Heute haben wir unser erstes Produkt veröffentlicht. Sehr aufgeregt!',
    'Quelle est votre stack préférée pour un MVP en 2026 ?',
    'Nous avons enfin atteint mille utilisateurs payants.',
    'Qual é a melhor ferramenta para gerenciar tarefas de equipe remota?',
    'Oggi abbiamo perso il nostro cliente più grande. Giornata difficile.',
  ],
  sarcasm: [
    'Love it when the deploy fails at 5pm on a Friday. Best feeling.',
    'Great, another meeting that could have been an email. My favourite.',
    'Nothing says enterprise software like a 40-page PDF for a password reset.',
    'Oh good, the API changed again without notice. Truly a delight.',
    'Wonderful, the cloud provider is down and so is half the internet. Love that for us.',
    'Nothing I enjoy more than fixing the same bug for the third time this week.',
    'Amazing how the printer only breaks when the deadline is tomorrow.',
    'So glad the new policy requires three approvals to order a keyboard.',
  ],
};
