import { describe, expect, it } from 'vitest';
import { stanceCases, stanceFits } from './stance';
import { STANCE_POSTS } from './stance-set';

describe('stance: does the draft take the stance its post calls for', () => {
  it('holds at least 60 posts, eight of each kind', () => {
    const cases = stanceCases();
    expect(cases.length).toBeGreaterThanOrEqual(60);
    for (const posts of Object.values(STANCE_POSTS)) expect(posts).toHaveLength(8);
  });

  it('fails cheer at bad news and sarcasm, condolences at a joke, non-answers and English to Spanish', () => {
    const layoffs = 'We had to lay off a third of the team today. Hardest day of my career.';
    expect(stanceFits('sympathize', layoffs, 'Congrats on the team! Huge day.')).toBe(false);
    expect(stanceFits('sympathize', layoffs, 'Sorry, that is a hard day for everyone on the team.')).toBe(
      true,
    );

    const friday = 'Love it when the deploy fails at 5pm on a Friday. Best feeling.';
    expect(stanceFits('read-sarcasm', friday, 'Nice, love that deploy energy!')).toBe(false);
    expect(
      stanceFits('read-sarcasm', friday, 'The 5pm Friday deploy: a rite of passage nobody asked for.'),
    ).toBe(true);

    const joke = 'Wrote a regex to fix a problem. Now I have a regex problem.';
    expect(stanceFits('play-along', joke, 'Sorry to hear that, take care.')).toBe(false);
    expect(stanceFits('play-along', joke, 'Two problems, one line. Efficient.')).toBe(true);

    const question = 'Which metric do you watch first thing on Monday morning?';
    expect(stanceFits('answer', question, 'Following this one. Curious what answers you get.')).toBe(false);
    expect(
      stanceFits(
        'answer',
        question,
        'Weekly active teams. The metric that moves first when something breaks.',
      ),
    ).toBe(true);

    const spanish = '¿Cuál es la mejor forma de conseguir los primeros cien clientes sin presupuesto?';
    expect(stanceFits('same-language', spanish, 'Depends on the setup. What have you tried so far?')).toBe(
      false,
    );
    expect(
      stanceFits(
        'same-language',
        spanish,
        'Empieza por hablar con veinte personas que ya tienen el problema.',
      ),
    ).toBe(true);
    expect(stanceFits('same-language', spanish, null)).toBe(true);

    const complaint = 'Cloud bill doubled this month and the cost explorer explains nothing.';
    expect(stanceFits('acknowledge', complaint, 'Awesome!! Great month for the cloud.')).toBe(false);
    expect(stanceFits('acknowledge', complaint, 'The cost explorer is useless for exactly this.')).toBe(true);

    const launch = 'Dark mode is live for everyone. Took us way longer than it should have.';
    expect(stanceFits('celebrate', launch, 'Sorry, that sucks.')).toBe(false);
    expect(stanceFits('celebrate', launch, 'Dark mode was worth the wait.')).toBe(true);

    const thread = 'Why I think usage-based pricing punishes your best customers.';
    expect(stanceFits('discuss', thread, 'Saving this for later.')).toBe(false);
    expect(
      stanceFits('discuss', thread, 'Usage-based pricing with a cap fixes most of that for customers.'),
    ).toBe(true);
    // A skip is no stance, except where replying in another language is the alternative.
    expect(stanceFits('discuss', thread, null)).toBe(false);
  });
});
