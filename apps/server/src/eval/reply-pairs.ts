/**
 * The replies the evaluation's personas sent before the drafted week, each with the post it
 * answered: the examples a user's history gives drafting. Written by hand, per sandbox topic, so
 * every reply answers its post. The sandbox network's own replies cannot serve: it draws them per
 * topic without reading the post they hang under ("latency numbers?" under a post about an
 * affiliate sale), and drafting, which learns from these pairs what a reply to a post looks like,
 * would learn to answer something else. The persona's voice is put on each reply (eval-cases.ts).
 *
 * Each reply takes up something its post says (a word of its subject); one that answers the post
 * without repeating its words says why in `reviewed`, read and judged by hand.
 */
export type TReplyPair = { post: string; reply: string; reviewed?: string };

export const REPLY_PAIRS: Record<string, TReplyPair[]> = {
  saas: [
    {
      post: 'We cut the trial from 14 days to 7. Trial-to-paid went up, support tickets went down.',
      reply: 'Did the shorter trial change who signs up, or just how fast they decide?',
    },
    {
      post: 'Moved our billing from Chargebee to Stripe this quarter. The migration ate three weekends.',
      reply: 'Three weekends sounds about right. Did you keep the old invoice numbers on Stripe?',
    },
    {
      post: 'Anyone running usage-based pricing with fewer than 100 customers? Feels early for it.',
      reply:
        'We tried usage-based pricing at 40 customers. Forecasting got hard fast, so we went back to tiers.',
    },
    {
      post: 'Our churn survey says "too expensive", but the accounts that left never logged in after day two.',
      reply:
        '"Too expensive" usually means they never got value. We moved that survey question into onboarding.',
    },
    {
      post: 'Added SSO to the admin dashboard and two enterprise deals closed the same month.',
      reply: 'Nice. Did you put SSO behind the top plan or sell it as an add-on?',
    },
    {
      post: 'The free tier brings us 80% of signups and 95% of support load.',
      reply: 'Same shape here. Our free tier is a support queue that occasionally converts.',
    },
    {
      post: 'PostHog says 60% of new accounts never finish onboarding step 2. Rewriting it this week.',
      reply: 'What is on step 2? Ours was connecting data, and a sample dataset fixed most of the drop.',
    },
    {
      post: 'Pushed everyone toward annual plans. Cash flow is great, retention did not move at all.',
      reply: 'Same here. Annual plans just move the churn to month 13.',
    },
  ],
  indie: [
    {
      post: 'Rebuilt the landing page in Framer over the weekend. Signups up 30% so far.',
      reply: 'Nice jump. Was it the new headline or the Framer layout that did it?',
    },
    {
      post: 'Day 40 of building in public: my first paying customer came in today!',
      reply: 'Congrats! How did that customer find you?',
    },
    {
      post: 'The waitlist has 600 emails and I am scared to launch.',
      reply: 'Launch to the first 50 on the waitlist. Much less scary, and you learn the same things.',
    },
    {
      post: 'Should my side project charge from the start or stay free until it is good?',
      reply: 'Charge from the start. The people who pay tell you what good means.',
    },
    {
      post: 'Lemon Squeezy or Stripe for a one-person product selling into the EU?',
      reply:
        'Lemon Squeezy for me, purely for the EU VAT handling. Stripe is nicer once you have an accountant.',
    },
    {
      post: 'Product Hunt launch tomorrow. Any last advice?',
      reply: 'Go live early in their morning and answer every Product Hunt comment yourself.',
    },
    {
      post: 'My biggest weakness as a solo founder is distribution. Building is the easy part.',
      reply: 'Same. I now block two mornings a week for distribution and nothing else.',
    },
    {
      post: 'Just hit $1k MRR with my side project, 14 months after the first commit.',
      reply: 'Congrats! What was the turning point?',
      reviewed:
        'Congratulates the milestone the post announces and asks how it was reached: an answer to it, in other words.',
    },
  ],
  devtools: [
    {
      post: 'Our CI pipeline went from 40 minutes to 9 after caching the Docker layers.',
      reply: 'Caching Docker layers saved us about as much. Did you cache node_modules as well?',
    },
    {
      post: 'Chased 12 flaky tests this sprint and every one of them was a real race condition.',
      reply: 'Every flaky test we chased was a race too. Now the rule is fix it or delete it.',
    },
    {
      post: 'Switched the monorepo from npm to pnpm. Installs went from 2 minutes to 15 seconds.',
      reply: 'pnpm did the same for us. Watch out for tools that assume a flat node_modules.',
    },
    {
      post: 'How do you all run database migrations on Postgres without downtime?',
      reply:
        'Expand and contract: add the column, backfill, switch reads, drop the old one a release later. Slow, but boring on Postgres.',
    },
    {
      post: 'Our API docs are generated from the types and nobody reads them.',
      reply: 'Generated docs say what, never why. A page of examples is what got our API docs read.',
    },
    {
      post: 'TIL Bun runs our test suite in 3 seconds. Jest took 40.',
      reply: 'That gap is wild. Did Bun need any changes to the test files?',
    },
    {
      post: 'Code review is where our releases go to wait. PRs sit for two days on average.',
      reply: 'We set a rule: small PRs, reviewed within four hours. The wait dropped to half a day.',
    },
    {
      post: 'Our ORM abstraction finally leaked: one page now fires 300 queries.',
      reply: 'The ORM leak always shows up as a slow page full of queries nobody wrote by hand.',
    },
  ],
  ai: [
    {
      post: 'Our demo died on latency, not accuracy. People left before the answer loaded.',
      reply: 'Streaming the first tokens fixed most of our latency complaints. Same model, same accuracy.',
    },
    {
      post: 'We finally have evals for the support triage prompt: 120 cases, graded by hand.',
      reply: '120 hand-graded cases is a real asset. Do you rerun the evals on every prompt change?',
    },
    {
      post: 'Tried RAG over our docs and the answers got worse. Retrieval kept picking the wrong pages.',
      reply: 'Retrieval is usually the culprit. Chunking by heading instead of by size fixed most of ours.',
    },
    {
      post: 'Running Llama through Ollama for invoice parsing. Good enough for 80% of invoices.',
      reply:
        'What happens to the other 20%? We send those to a bigger model and a person checks the invoices.',
    },
    {
      post: 'Prompt caching cut our Claude bill in half this month.',
      reply: 'Did you move the stable instructions to the front so the caching hits every call?',
    },
    {
      post: 'Structured output finally stopped our JSON parsing errors.',
      reply: 'Structured output saved us a whole retry loop. Which provider are you on?',
    },
    {
      post: 'Is fine-tuning still worth it when the context window is this big?',
      reply:
        'For style and format, fine-tuning still wins. For knowledge, the context window and good retrieval do it.',
    },
    {
      post: 'pgvector handles our 2 million embeddings without trouble. No separate vector database.',
      reply: 'Same experience. pgvector was fine until we needed filters and vector search in one query.',
    },
  ],
  marketing: [
    {
      post: 'Sent 400 cold emails last month. 11 meetings. The boring subject line won.',
      reply: 'Boring subject lines win for us too. What was yours?',
    },
    {
      post: 'Moved the newsletter from ConvertKit to Beehiiv. Open rates did not change at all.',
      reply: 'Open rates rarely follow the tool. Did the Beehiiv move at least save money?',
    },
    {
      post: 'SEO took eight months to show anything. Now it is the only channel that compounds.',
      reply: 'Eight months is quick for our niche, but yes, SEO is the only thing still paying from 2022.',
    },
    {
      post: 'Our best LinkedIn post this year was a screenshot of a customer email.',
      reply: 'Customer words beat our copy on LinkedIn every time. Did you ask them before sharing it?',
    },
    {
      post: 'We paused paid ads for a month and signups dropped by only 8%.',
      reply: 'So 8% is what those ads were worth. Did you move the budget anywhere?',
    },
    {
      post: 'Case studies convert better than any landing page we have written.',
      reply: 'Case studies with a number in the headline did best for us. What format are yours?',
    },
    {
      post: 'Our referral program gave away $2k in credits and brought in three customers.',
      reply: 'Three customers for $2k in credits is pricey. Was the referral link easy to find?',
    },
    {
      post: 'Rewrote our homepage headline to say what the product does. Bounce rate down a third.',
      reply: 'Plain headlines win. Our clever one had the worst bounce rate we ever measured.',
    },
  ],
  design: [
    {
      post: 'Redesigned the empty states. Activation up 12%.',
      reply: 'Empty states are the most underrated screens. What do yours show now?',
    },
    {
      post: 'Dark mode took three weeks longer than planned because of the charts.',
      reply: 'Charts are always the last mile of dark mode. Did you end up with a separate palette?',
    },
    {
      post: 'Watched six people use the mobile nav. All six missed the settings button.',
      reply: 'We had the same with a hidden settings button and moved it into the tab bar.',
    },
    {
      post: 'Our design system has 140 components and no docs. Nobody uses it right.',
      reply: 'Without docs, 140 components is a maze. Start with docs for the ten most used.',
    },
    {
      post: 'Form validation that fires on every keystroke should be illegal.',
      reply:
        'Validate on blur and show each error once. Form validation that shouts while you type drives people off.',
    },
    {
      post: 'Figma or Framer for a marketing site no developer will ever touch?',
      reply: 'Framer. The designer can ship the site without waiting on anyone.',
    },
    {
      post: 'Rewrote every error message in the checkout. Payment tickets down by a third.',
      reply: 'A clear error message is the cheapest support fix there is. Which one drew the most tickets?',
    },
    {
      post: 'One in five of our users changes the font size. Accessibility is not an edge case.',
      reply: 'That font size number should open every design review.',
    },
  ],
  fitness: [
    {
      post: 'Ran my fastest 5k this morning. Four months of boring consistency.',
      reply: 'Boring consistency wins again. Mostly easy runs, or intervals too?',
    },
    {
      post: 'Added zone 2 cardio three times a week. Resting heart rate down 6 beats.',
      reply: '6 beats is a lot. Do you check zone 2 by heart rate or by feel?',
    },
    {
      post: 'Founders, please take sleep seriously. Your body is part of the stack.',
      reply: 'Sleep was the one change that fixed my afternoons. Everything else came after.',
    },
    {
      post: 'Logged every walk on Strava for 60 days. Walking adds up more than I thought.',
      reply: 'Walking is so underrated. Did Strava pick up the walks on its own?',
    },
    {
      post: 'Pulled a 140 kg deadlift today. Started at 60 kg two years ago.',
      reply: 'That deadlift progression is great. What did you change when you stalled?',
    },
    {
      post: 'How do you fit the long run into a work week?',
      reply: 'Saturday at 7, before anyone is up. The long run is the one I never skip.',
    },
    {
      post: 'Bought a kettlebell for the home office. Best $60 I spent this year.',
      reply: 'A kettlebell by the desk is how I get swings in between calls.',
    },
    {
      post: 'Three weeks away from the gym and my back noticed. Went again today.',
      reply: 'Welcome back. The first gym sessions after a break I keep light, so the back holds up.',
    },
  ],
  crypto: [
    {
      post: 'Finally put my coins on a hardware wallet. Should have done it years ago.',
      reply: 'Good move. Did you test a restore on the hardware wallet before moving everything?',
    },
    {
      post: 'Gas fees on Base today were lower than my coffee.',
      reply: 'Fees on Base have made small payments make sense again.',
    },
    {
      post: 'Staking rewards look great until you read the unlock period.',
      reply: 'The unlock period is the part nobody mentions when staking comes up.',
    },
    {
      post: 'Stablecoins are the only crypto product my non-crypto friends use.',
      reply: 'Same with mine. Stablecoins for sending money home is the use case that stuck.',
    },
    {
      post: 'Dune dashboards show 70% of the airdrop was sold within a week.',
      reply: '70% sold that fast says the airdrop went to farmers, not users.',
    },
    {
      post: 'Bridged to Arbitrum and the bridge took 20 minutes. New users will not wait that long.',
      reply: 'The bridge wait is where we lose most new users too.',
    },
    {
      post: 'Another exchange collapse, another week of people learning what custody means.',
      reply:
        'Every collapse brings a wave of people asking how self-custody works. Backing up keys is the hard part.',
    },
    {
      post: "Looked at this week's launches: nine new tokens, zero products.",
      reply: 'Most new tokens are fundraising with extra steps.',
    },
  ],
  climate: [
    {
      post: 'Our heat pump ran all winter. The bill is down 40% compared to gas.',
      reply: '40% beats ours. Did you insulate the attic too, or was that the heat pump alone?',
    },
    {
      post: 'Rooftop solar now covers 60% of our electricity.',
      reply: 'Nice. Are you adding a battery for the evenings, or is 60% of the electricity enough for now?',
    },
    {
      post: 'Switched the commute to an e-bike. 25 minutes each way and I arrive awake.',
      reply: 'The e-bike commute was the best change I made too. Rain is the only problem.',
    },
    {
      post: 'Our solar install waited 9 months for a grid connection. The panels took a day.',
      reply: 'Same story here: the grid connection is the slow part, never the panels.',
    },
    {
      post: 'Induction cooking converted my whole family in a week.',
      reply: 'Induction won my parents over by boiling water in 90 seconds. What did it for yours?',
    },
    {
      post: 'Home batteries finally pay for themselves with time-of-use rates.',
      reply: 'Time-of-use rates changed the math for us too. How many years to break even?',
    },
    {
      post: 'Carbon removal at $600 a ton is a research budget, not a climate plan.',
      reply: 'At that price carbon removal only makes sense after the cheap cuts are done.',
    },
    {
      post: 'Community solar let our apartment building go solar without a roof of its own.',
      reply: 'Community solar is the answer for renters. How did you get the owner of the building on board?',
    },
  ],
};
