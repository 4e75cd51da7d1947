/**
 * Replies the way people write them on X, each under the post it answers: short and long, lower case
 * and proper, questions, jokes, disagreement, sympathy, technical detail, typos and emoji, on many
 * subjects. The voice guard is held to them (src/drafting/voice-guard/human-replies.test.ts): read as
 * one user's recent replies, ordinary phrasing shared between them must not be sent back.
 */
export type THumanReply = { post: string; reply: string };

/** A few posts of the user's own, as the guard sees them beside the replies. */
export const OWN_POSTS: string[] = [
  'Spent the whole morning chasing a timezone bug. It was daylight saving. It is always daylight saving.',
  'Small wins today: the signup page finally loads under a second on 3G.',
  'Reading more fiction this year and honestly my writing at work got better too',
  'we moved our standup to async and nobody misses the meeting',
  'Hot coffee, cold office, long todo list. Monday.',
  'Shipped dark mode. Took two weeks longer than I said it would, as usual.',
  'If your onboarding needs a video to explain it, the onboarding is the problem.',
  'took the dog on a 10k hike this weekend and she slept for a day straight',
];

export const HUMAN_REPLIES: THumanReply[] = [
  {
    post: 'Got laid off today along with most of my team. 6 years there.',
    reply:
      "I'm so sorry. Six years is a long time to give somewhere. Take a few days before you start applying, you'll need the rest",
  },
  {
    post: 'Got laid off today along with most of my team. 6 years there.',
    reply: 'that is rough, sorry man. if you want an intro to anyone on my side just dm me',
  },
  {
    post: 'We are hiring a senior backend engineer, remote in EU. Go + Postgres. DMs open.',
    reply: 'Is there a salary range? Asking for a friend who is very much me',
  },
  {
    post: 'We are hiring a senior backend engineer, remote in EU. Go + Postgres. DMs open.',
    reply: 'shared it with a couple of people, good luck with the search',
  },
  {
    post: 'Nothing like a production outage at 4:55pm on a Friday to remind you that you are alive',
    reply: 'the universe has a sense of humor and it is not a kind one',
  },
  {
    post: 'Nothing like a production outage at 4:55pm on a Friday to remind you that you are alive',
    reply: 'we have a no deploys after 3pm friday rule for exactly this reason lol',
  },
  {
    post: 'Why does every npm install take 4 minutes and download half the internet',
    reply: 'because left-pad taught us nothing',
  },
  {
    post: 'Why does every npm install take 4 minutes and download half the internet',
    reply: 'try pnpm, it cut our CI install time a lot. not magic but noticeably better',
  },
  {
    post: 'I think remote work made me a worse engineer. Less learning by osmosis.',
    reply:
      'I think the osmosis thing is real but it can be fixed. We pair twice a week on purpose and it helped more than being in an office ever did',
  },
  {
    post: 'I think remote work made me a worse engineer. Less learning by osmosis.',
    reply: 'Hard disagree. I learned way more once I could actually focus for more than 20 minutes at a time',
  },
  {
    post: 'Finally ran my first half marathon! 2:04, legs are jelly',
    reply: 'Congrats!! Sub 2 next time for sure 🏃',
  },
  {
    post: 'Finally ran my first half marathon! 2:04, legs are jelly',
    reply: 'huge. the first one is the hardest. eat everything today',
  },
  {
    post: 'What is one book that actually changed how you work?',
    reply: 'Shape Up by basecamp. made me stop pretending estimates mean anything',
  },
  {
    post: 'What is one book that actually changed how you work?',
    reply:
      'Deep Work, even if the author is a bit smug about it. The chapter on shutdown rituals stuck with me',
  },
  {
    post: 'What is one book that actually changed how you work?',
    reply:
      'the pragmatic programmer, read it at 22 and again at 35 and got different things out of it each time',
  },
  {
    post: 'Our churn dropped from 7% to 4% after we added an onboarding call for every new account',
    reply:
      'how many people do you have doing those calls? curious if it scales past a few hundred signups a month',
  },
  {
    post: 'Our churn dropped from 7% to 4% after we added an onboarding call for every new account',
    reply:
      'We saw the same thing. The call itself matters less than having someone they can email afterwards',
  },
  {
    post: 'Hot take: most startups do not need Kubernetes',
    reply: 'not even a hot take at this point, it is just correct',
  },
  {
    post: 'Hot take: most startups do not need Kubernetes',
    reply: 'most startups dont need microservices either but here we are',
  },
  {
    post: 'Hot take: most startups do not need Kubernetes',
    reply:
      "Counterpoint: once you have more than a handful of services the alternatives get messy fast. It's not the tool, it's adopting it on day one",
  },
  {
    post: 'my kid just asked me what I do for work and I said "computers" and she said "that is not a job"',
    reply: 'she is not wrong',
  },
  {
    post: 'my kid just asked me what I do for work and I said "computers" and she said "that is not a job"',
    reply: 'mine thinks I type into a box and people get mad at me. which, fair',
  },
  {
    post: 'Anyone else feel like AI code review tools flag everything except the actual bugs?',
    reply: 'yes. it left 14 comments on variable names and missed a null deref',
  },
  {
    post: 'Anyone else feel like AI code review tools flag everything except the actual bugs?',
    reply: 'had the same problem, we turned off the style suggestions and it got a lot more useful',
  },
  {
    post: 'Just adopted a rescue cat. She has been hiding under the bed for 2 days.',
    reply: 'totally normal! give her a week or two. leave some food and a litter box close to the bed',
  },
  {
    post: 'Just adopted a rescue cat. She has been hiding under the bed for 2 days.',
    reply: 'Ours did this for almost a month and now she sleeps on my face. It gets better 🐈',
  },
  {
    post: 'Pricing page redesign is live. We removed the free tier.',
    reply: 'brave move. did you give existing free users some kind of grace period?',
  },
  {
    post: 'Pricing page redesign is live. We removed the free tier.',
    reply: 'Looks clean. One thing: the annual toggle is easy to miss on mobile, took me a second to find it',
  },
  {
    post: 'Pricing page redesign is live. We removed the free tier.',
    reply: 'rip free tier. honestly probably the right call if support was eating you alive',
  },
  {
    post: 'Is it just me or has Google search gotten way worse in the last year',
    reply: 'not just you. I add reddit to half my searches now',
  },
  {
    post: 'Is it just me or has Google search gotten way worse in the last year',
    reply: 'it is the SEO content farms. every recipe is a life story now',
  },
  { post: 'Coffee or tea while coding?', reply: 'coffee until noon, tea after, water when I remember' },
  { post: 'Coffee or tea while coding?', reply: 'energy drinks and regret' },
  {
    post: 'Spent 3 hours debugging only to find a typo in an env variable name',
    reply: 'a rite of passage. mine was DATABSE_URL and it took a whole afternoon',
  },
  {
    post: 'Spent 3 hours debugging only to find a typo in an env variable name',
    reply: 'This is why I validate config on boot now. Fail loud, fail early',
  },
  {
    post: 'My grandma passed away this morning. She taught me to code on a Commodore 64.',
    reply: "I'm so sorry for your loss. What a thing to have shared with her.",
  },
  {
    post: 'My grandma passed away this morning. She taught me to code on a Commodore 64.',
    reply: 'that is a beautiful legacy. sending you a hug',
  },
  {
    post: 'Launching our app on Product Hunt tomorrow, wish us luck',
    reply: 'good luck! set an alarm, the first few hours matter the most',
  },
  {
    post: 'Launching our app on Product Hunt tomorrow, wish us luck',
    reply: "Rooting for you. What's the app?",
  },
  { post: 'Launching our app on Product Hunt tomorrow, wish us luck', reply: 'go get em 🚀' },
  {
    post: 'Unpopular opinion: standups are a waste of time',
    reply: 'depends on the team. ours takes 8 minutes and it is the only time I hear what design is doing',
  },
  {
    post: 'Unpopular opinion: standups are a waste of time',
    reply:
      'standups are fine. standups that turn into problem solving sessions for two people while eight watch are the waste',
  },
  {
    post: 'Unpopular opinion: standups are a waste of time',
    reply: 'Popular opinion among everyone who has ever attended one',
  },
  {
    post: 'The new iPhone camera is wild. Took this at night with no flash.',
    reply: 'that looks like daytime, what the heck',
  },
  {
    post: 'The new iPhone camera is wild. Took this at night with no flash.',
    reply: 'Gorgeous shot. Where is this?',
  },
  {
    post: 'Can someone explain why my Postgres query is fast in dev and slow in prod? same data size',
    reply:
      'check if the stats are stale in prod, run ANALYZE on the table and compare the plans with EXPLAIN ANALYZE',
  },
  {
    post: 'Can someone explain why my Postgres query is fast in dev and slow in prod? same data size',
    reply: 'different work_mem maybe? we had a sort spilling to disk only in prod because of that',
  },
  {
    post: 'Can someone explain why my Postgres query is fast in dev and slow in prod? same data size',
    reply:
      'is prod using a connection pooler? prepared statements plus pgbouncer in transaction mode bit us once',
  },
  {
    post: 'Day 30 of learning Spanish on Duolingo. I can now order a beer and apologize.',
    reply: 'honestly that covers most of a vacation',
  },
  {
    post: 'Day 30 of learning Spanish on Duolingo. I can now order a beer and apologize.',
    reply: 'Those are the two most important phrases. Next up: asking where the bathroom is',
  },
  {
    post: 'What is your favorite underrated VS Code extension?',
    reply: 'Error Lens. puts the error right on the line, I cant go back',
  },
  {
    post: 'What is your favorite underrated VS Code extension?',
    reply: 'GitLens but with half the features turned off',
  },
  {
    post: 'Burnout is real. Taking two weeks off, no laptop.',
    reply: 'good for you. the laptop will be fine without you, promise',
  },
  {
    post: 'Burnout is real. Taking two weeks off, no laptop.',
    reply: 'Proud of you for actually doing it. Most people say this and then check Slack from the beach',
  },
  {
    post: 'Just got my first paying customer!!! $9/month but it feels like a million',
    reply: 'the first one is the best one. frame that stripe notification',
  },
  {
    post: 'Just got my first paying customer!!! $9/month but it feels like a million',
    reply: 'Congrats! Did they find you through search or was it someone you knew?',
  },
  {
    post: 'Just got my first paying customer!!! $9/month but it feels like a million',
    reply: 'LETS GOOO 🎉',
  },
  { post: 'Tabs or spaces? Wrong answers only', reply: 'one tab and then three spaces' },
  { post: 'Tabs or spaces? Wrong answers only', reply: 'newlines' },
  {
    post: 'Our designer quit and now I am the designer. Pray for our users.',
    reply: 'just make everything rounded and slightly purple, that is modern design',
  },
  {
    post: 'Our designer quit and now I am the designer. Pray for our users.',
    reply: 'use a component library and resist the urge to customize it, that alone gets you 80% there',
  },
  {
    post: 'The city is finally adding bike lanes on my street after 5 years of petitions',
    reply: 'persistence pays off! ours got approved and then quietly cancelled, so enjoy it',
  },
  {
    post: 'The city is finally adding bike lanes on my street after 5 years of petitions',
    reply: 'That is great news. Protected ones or just paint?',
  },
  {
    post: 'Rust compile times are ruining my life',
    reply: 'have you tried splitting into more crates? helped us a bit with incremental builds',
  },
  {
    post: 'Rust compile times are ruining my life',
    reply: 'its a feature, gives you time to reflect on your choices',
  },
  {
    post: 'Made sourdough for the first time. It is flat but it is mine.',
    reply: 'flat sourdough is still sourdough. starter probably needed another day or two',
  },
  {
    post: 'Made sourdough for the first time. It is flat but it is mine.',
    reply: 'my first one could have been used as a doorstop so you are already ahead',
  },
  {
    post: 'Anyone using Supabase in production? Thoughts after a year?',
    reply:
      'yes, about 18 months. auth and the db are solid, realtime was flaky for us early on but better now',
  },
  {
    post: 'Anyone using Supabase in production? Thoughts after a year?',
    reply:
      'We moved off it, but mostly because we needed things in the same VPC as other services. Nothing wrong with it otherwise',
  },
  { post: 'I miss when the internet was just forums and blogs', reply: 'same. webrings were peak' },
  {
    post: 'I miss when the internet was just forums and blogs',
    reply: 'blogs never left, rss readers still work. it is just that nobody links to each other anymore',
  },
  {
    post: 'Our team just hit 100k MRR. Took us 4 years.',
    reply: 'Four years of grinding, that is the real story. Congrats to the whole team',
  },
  {
    post: 'Our team just hit 100k MRR. Took us 4 years.',
    reply: 'amazing. what was the slowest stretch? always curious where people almost gave up',
  },
  {
    post: 'Writing documentation is the most underrated skill in engineering',
    reply: 'agree, and reading it is the second most underrated',
  },
  {
    post: 'Writing documentation is the most underrated skill in engineering',
    reply: 'The best engineers I have worked with wrote short docs. Not long ones. Short and current',
  },
  {
    post: 'Writing documentation is the most underrated skill in engineering',
    reply: 'counterpoint: code review is. docs rot, review habits spread',
  },
  { post: 'The Lakers are going to win it all this year, book it', reply: 'bookmarking this for june' },
  {
    post: 'The Lakers are going to win it all this year, book it',
    reply: 'bold of you to assume they make it out of the first round',
  },
  {
    post: 'Apple Vision Pro: worth it or not?',
    reply: 'tried it in store, impressive for about 20 minutes then my neck hurt',
  },
  {
    post: 'Apple Vision Pro: worth it or not?',
    reply: 'not yet. wait for the second one, first gen apple hardware is always a beta test',
  },
  {
    post: 'How do you all handle on-call without burning out?',
    reply:
      'we rotate weekly, pay extra for it, and any alert that pages twice without action gets deleted or fixed',
  },
  {
    post: 'How do you all handle on-call without burning out?',
    reply: 'Honestly we didnt, until we cut the number of alerts by half. Most were noise',
  },
  {
    post: 'How do you all handle on-call without burning out?',
    reply: 'comp time after a rough night. if you got paged at 3am you are not coming in at 9',
  },
  {
    post: 'Interviewing candidates this week and 3 of them used ChatGPT live during the call',
    reply: 'how could you tell? genuinely asking, we are trying to figure out what to do about it',
  },
  {
    post: 'Interviewing candidates this week and 3 of them used ChatGPT live during the call',
    reply: 'the long pause and then a perfectly formatted answer with bullet points gives it away every time',
  },
  {
    post: 'Interviewing candidates this week and 3 of them used ChatGPT live during the call',
    reply: 'at some point we have to change the interviews rather than the candidates',
  },
  {
    post: 'Its 2am and I just fixed the bug that has been haunting me for a week',
    reply: 'what was it?? the suspense',
  },
  {
    post: 'Its 2am and I just fixed the bug that has been haunting me for a week',
    reply: 'the best feeling. now go to sleep before you find another one',
  },
  {
    post: 'Thinking about quitting my job to go full time on my side project. 8 months of runway.',
    reply: "do it, but set a date where you go back if it's not working. makes the decision way less scary",
  },
  {
    post: 'Thinking about quitting my job to go full time on my side project. 8 months of runway.',
    reply: 'How much revenue is it making now? Eight months goes faster than you think',
  },
  {
    post: 'Thinking about quitting my job to go full time on my side project. 8 months of runway.',
    reply: 'did this two years ago. best and worst decision of my life, in that order',
  },
  {
    post: 'Apparently the new office policy is 4 days in. We were hired fully remote.',
    reply: 'thats a layoff with extra steps',
  },
  {
    post: 'Apparently the new office policy is 4 days in. We were hired fully remote.',
    reply: 'ugh, sorry. is it in your contract? might be worth checking before you reply to anything',
  },
  {
    post: 'Tried the new Zelda, lost an entire weekend',
    reply: 'the building stuff is so good. I made a car that mostly drives into walls',
  },
  { post: 'Tried the new Zelda, lost an entire weekend', reply: 'only one weekend? rookie numbers' },
  {
    post: 'We replaced our Redis cache with Postgres and nothing bad happened',
    reply: 'what was your traffic like? I keep hearing this but never with actual numbers',
  },
  {
    post: 'We replaced our Redis cache with Postgres and nothing bad happened',
    reply: 'unlogged tables are underrated for this. one less thing to babysit',
  },
  {
    post: 'It snowed 30cm overnight and the whole city has shut down',
    reply: 'Stay warm! Perfect excuse to do nothing',
  },
  {
    post: 'It snowed 30cm overnight and the whole city has shut down',
    reply: 'meanwhile it is 18 degrees here in january and everyone is confused',
  },
  {
    post: 'What do you wish someone told you in your first year as a manager?',
    reply: 'your job is to make your team need you less, not more',
  },
  {
    post: 'What do you wish someone told you in your first year as a manager?',
    reply: 'That 1:1s are for them, not for status updates. Took me way too long to get that',
  },
  {
    post: 'What do you wish someone told you in your first year as a manager?',
    reply: 'you will miss coding. that is ok. and you can still do some, just not the critical path',
  },
  {
    post: 'I just realized I have been pronouncing "nginx" wrong for 10 years',
    reply: 'engine-x gang checking in. what were you saying',
  },
  {
    post: 'I just realized I have been pronouncing "nginx" wrong for 10 years',
    reply: 'n-jinx forever, I refuse to change now',
  },
  {
    post: 'My startup failed. Shutting it down next month. Lessons thread soon.',
    reply: 'Sorry to hear it. Trying was the hard part and you did it. Looking forward to the thread',
  },
  {
    post: 'My startup failed. Shutting it down next month. Lessons thread soon.',
    reply: 'respect for sharing it publicly, most people just go quiet. rest up first',
  },
  {
    post: 'Is TypeScript worth it for a small solo project?',
    reply: 'yes. future you is a different person who forgot everything',
  },
  {
    post: 'Is TypeScript worth it for a small solo project?',
    reply: 'For anything you will touch again after a month, yes. For a weekend script, probably not',
  },
  {
    post: 'Is TypeScript worth it for a small solo project?',
    reply:
      'i used to say no and then spent a day tracking down an undefined that TS would have caught instantly',
  },
  {
    post: 'New study says sitting all day is as bad as smoking',
    reply: 'standing desk owners about to become insufferable',
  },
  {
    post: 'New study says sitting all day is as bad as smoking',
    reply: 'I read these headlines sitting down. every time',
  },
  {
    post: 'Fed up with Jira. What are teams using instead?',
    reply: 'Linear. it is fast and opinionated and that turns out to be what I wanted',
  },
  {
    post: 'Fed up with Jira. What are teams using instead?',
    reply: 'a markdown file in the repo. not kidding, for a team of 4 it works',
  },
  {
    post: 'Fed up with Jira. What are teams using instead?',
    reply:
      'We tried three alternatives and came back. The tool was never the problem, the workflow we built inside it was',
  },
  {
    post: 'Whats the best way to learn system design? Books, courses, youtube?',
    reply: 'Designing Data-Intensive Applications and then build something that falls over. in that order',
  },
  {
    post: 'Whats the best way to learn system design? Books, courses, youtube?',
    reply: 'read postmortems. real outages teach more than diagrams',
  },
  {
    post: 'First day at the new job tomorrow, nervous',
    reply: 'you got this. nobody expects you to know anything in week one, ask all the dumb questions now',
  },
  { post: 'First day at the new job tomorrow, nervous', reply: 'Good luck!! Bring snacks, make friends' },
  { post: 'the ocean today 🌊', reply: 'jealous, it is grey and raining here' },
  { post: 'the ocean today 🌊', reply: 'that color!! where is this' },
  {
    post: 'We open sourced our internal feature flag service',
    reply: 'nice, does it support percentage rollouts or just on/off?',
  },
  {
    post: 'We open sourced our internal feature flag service',
    reply: 'Starred. The README is really clear, thanks for putting effort into that',
  },
  {
    post: 'Landlord raised rent by 20%. Time to move I guess.',
    reply: 'brutal. check if your city has any caps on increases, some do and landlords hope you dont know',
  },
  {
    post: 'Landlord raised rent by 20%. Time to move I guess.',
    reply: 'ours did the same last year. moving sucked but we ended up somewhere better',
  },
  {
    post: 'GPT just told me with full confidence that 9.11 is bigger than 9.9',
    reply: 'it is bigger if you are talking about software versions, so half credit',
  },
  {
    post: 'GPT just told me with full confidence that 9.11 is bigger than 9.9',
    reply: 'confidently wrong is the scariest kind of wrong',
  },
  {
    post: 'Hiring is broken. 800 applicants for one junior role.',
    reply: 'and half of them auto applied with a bot. the whole pipeline is bots talking to bots now',
  },
  {
    post: 'Hiring is broken. 800 applicants for one junior role.',
    reply:
      'As someone applying right now, it is just as broken from this side. Referrals are the only thing that has gotten me a reply',
  },
  {
    post: 'What is a small thing that made your week better?',
    reply: 'my neighbor left tomatoes from her garden on my doorstep',
  },
  {
    post: 'What is a small thing that made your week better?',
    reply: 'Fixed the squeaky door. Should have done it a year ago',
  },
  {
    post: 'What is a small thing that made your week better?',
    reply: 'cleared my inbox to zero for about 11 minutes',
  },
  {
    post: 'Our AWS bill doubled this month and nobody knows why',
    reply: 'check NAT gateway data transfer first, it is always the NAT gateway',
  },
  {
    post: 'Our AWS bill doubled this month and nobody knows why',
    reply: 'someone left a GPU instance running. I would bet money on it',
  },
  {
    post: 'Our AWS bill doubled this month and nobody knows why',
    reply:
      'turn on cost anomaly detection if you have not, it would have told you in a day instead of a month',
  },
  {
    post: 'I gave a conference talk for the first time today and my hands were shaking the whole time',
    reply: 'nobody noticed, I promise. what was the talk about?',
  },
  {
    post: 'I gave a conference talk for the first time today and my hands were shaking the whole time',
    reply: 'Mine too at my first one. It gets easier around the third talk, then you start enjoying it',
  },
  {
    post: 'Why are all the new cars just giant touchscreens',
    reply: 'give me knobs. I want to change the temperature without looking away from the road',
  },
  {
    post: 'Why are all the new cars just giant touchscreens',
    reply: 'cheaper to build than buttons, sold to us as futuristic',
  },
  {
    post: 'Our CEO wants us to use AI to write all our marketing copy now',
    reply: 'and then everyone wonders why every landing page sounds the same',
  },
  {
    post: 'Our CEO wants us to use AI to write all our marketing copy now',
    reply:
      'Use it for the first draft, sure. But someone who actually knows the customers has to rewrite it or it reads like mush',
  },
  {
    post: 'Anybody have tips for a toddler who refuses to sleep?',
    reply: 'no tips, only solidarity. ours started sleeping through at 3 and I am still tired',
  },
  {
    post: 'Anybody have tips for a toddler who refuses to sleep?',
    reply:
      'same bedtime every night, no screens an hour before, and a boring bedtime story. worked eventually, keyword eventually',
  },
  { post: 'Just deleted 4000 lines of code and everything still works', reply: 'best kind of PR' },
  {
    post: 'Just deleted 4000 lines of code and everything still works',
    reply: 'the tests still pass or everything still works? asking because those are different things lol',
  },
  {
    post: 'What is the most overrated programming advice?',
    reply: 'never use global state. sometimes one global is the simplest thing',
  },
  {
    post: 'What is the most overrated programming advice?',
    reply:
      '"don\'t repeat yourself" taken too far. i\'ve seen abstractions that saved 3 lines and cost a week',
  },
  {
    post: 'The World Cup final was insane',
    reply: 'i have not recovered. that penalty shootout took years off my life',
  },
  { post: 'The World Cup final was insane', reply: 'best final I have ever watched, not even close' },
  {
    post: 'Our Stripe webhooks started failing silently last night and we lost a day of signups',
    reply: 'ouch. do you have alerts on webhook failure rate? we added one after the same thing happened',
  },
  {
    post: 'Our Stripe webhooks started failing silently last night and we lost a day of signups',
    reply:
      'you can replay events from the dashboard if they are still within the retry window, might save some of them',
  },
  {
    post: 'Went to a wedding where the couple had their vows written by ChatGPT',
    reply: 'till death or context window do us part',
  },
  {
    post: 'Went to a wedding where the couple had their vows written by ChatGPT',
    reply: "that's honestly kind of sad. the whole point is it's your words",
  },
  { post: 'My first open source PR got merged today!', reply: 'welcome to the club! what project?' },
  {
    post: 'My first open source PR got merged today!',
    reply: 'Congrats, the first one is the hardest one to open',
  },
  {
    post: 'Should I learn Go or Rust next?',
    reply:
      'Go if you want to ship something next month, Rust if you want to learn something that changes how you think',
  },
  {
    post: 'Should I learn Go or Rust next?',
    reply: 'whichever one your next job uses. that is the boring correct answer',
  },
  { post: 'Ran out of coffee. Work from home day cancelled.', reply: 'this is an emergency, call it in' },
  {
    post: 'Ran out of coffee. Work from home day cancelled.',
    reply: 'sending thoughts and prayers and an espresso',
  },
  {
    post: 'Is anyone else seeing higher email bounce rates since gmail changed their sender rules?',
    reply: 'yes, set up DMARC properly and it mostly went back to normal for us',
  },
  {
    post: 'Is anyone else seeing higher email bounce rates since gmail changed their sender rules?',
    reply: 'We had to add one-click unsubscribe headers, that was the missing piece',
  },
  {
    post: 'Quit social media for a month. Here is what happened.',
    reply: 'and yet here you are 😄 welcome back',
  },
  {
    post: 'Quit social media for a month. Here is what happened.',
    reply: 'did your screen time go down or did it just move to another app? that is what happened to me',
  },
  {
    post: 'Watching my dad learn to use an iPad is a lesson in patience',
    reply: 'now imagine how he felt teaching you to tie your shoes',
  },
  {
    post: 'Watching my dad learn to use an iPad is a lesson in patience',
    reply: 'mine calls every app "the google"',
  },
];
