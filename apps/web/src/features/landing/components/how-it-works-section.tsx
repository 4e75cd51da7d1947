import { PenLine, UsersRound } from 'lucide-react';
import { PUBLIC_TEXT } from '@gatling/shared/spec/public';
import { Hand } from './landing-icons';

const [community, story, swipe] = PUBLIC_TEXT.landing.steps;

const steps = [
  {
    title: community,
    body: 'Pick the people and conversations you want to be part of on X and Bluesky, and we watch them for posts worth answering.',
    Icon: UsersRound,
  },
  {
    title: story,
    body: 'Share what you do and how you talk, so every draft carries your message in your own words.',
    Icon: PenLine,
  },
  {
    title: swipe,
    body: 'Review the drafts as cards: swipe right to send, up to edit, left to ignore. A whole inbox in minutes.',
    Icon: Hand,
  },
] as const;

export function HowItWorksSection() {
  return (
    <section
      aria-labelledby="how-it-works-title"
      data-section="how-it-works"
      className="border-y border-border bg-surface-2/50 py-16 sm:py-24"
    >
      <div className="mx-auto max-w-6xl px-4 sm:px-6 lg:px-8">
        <div className="mx-auto max-w-2xl text-center">
          <p className="text-sm font-semibold text-accent">Three steps</p>
          <h2 id="how-it-works-title" className="mt-3 text-3xl font-semibold tracking-tight sm:text-4xl">
            {PUBLIC_TEXT.landing.howItWorks}
          </h2>
        </div>
        <ol className="mt-12 grid gap-4 sm:gap-6 md:grid-cols-3">
          {steps.map(({ title, body, Icon }, i) => (
            <li key={title} className="relative rounded-lg border border-border bg-surface p-6 shadow-card">
              <div className="flex items-center justify-between">
                <span className="flex size-10 items-center justify-center rounded-md bg-accent-soft text-accent">
                  <Icon className="size-5" aria-hidden="true" />
                </span>
                <span className="tabular text-sm font-medium text-muted" aria-hidden="true">
                  0{i + 1}
                </span>
              </div>
              <h3 className="mt-5 text-lg font-semibold">
                <span className="sr-only">Step {i + 1}: </span>
                {title}
              </h3>
              <p className="mt-2 text-sm leading-relaxed text-muted">{body}</p>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
