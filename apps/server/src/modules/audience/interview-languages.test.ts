import { beforeEach, describe, expect, test } from 'vitest';
import type { TSession } from '@gatling/shared/api/session';
import { keywordInWords } from '@gatling/shared/keywords';
import { userStyles } from '../../db/schema/style';
import {
  buildInterviewPrompt,
  withoutUnaskedLanguages,
  type TInterviewTaskInput,
} from '../../drafting/tasks/audience-interview';
import type { TInterviewOutput } from '../../drafting/types';
import { uniqueEmail, useTestApp } from '#test/harness';
import { audienceKit } from '#test/kits/audience';
import { scriptedLanguageService } from '#test/kits/scripted-language-service';
import { languagesOfVoice } from './audience-brief';

const llm = scriptedLanguageService();
const t = useTestApp({}, { llm: () => llm.service });
const kit = audienceKit(t);
beforeEach(() => llm.reset());

/** The model answers `output` on every turn and records what it was asked. */
function modelSays(output: Partial<TInterviewOutput>): TInterviewTaskInput[] {
  const inputs: TInterviewTaskInput[] = [];
  llm.answer<TInterviewTaskInput>('audience-interview', (input) => {
    inputs.push(input);
    return {
      message: 'Got it.',
      information_clarity: 0,
      search_queries: [],
      audience_summary: '',
      ...output,
    };
  });
  return inputs;
}

async function writes(session: TSession, samplePosts: string[]) {
  await t.database.db
    .insert(userStyles)
    .values({ userId: session.user.id, stylePrompt: 'Short replies.', source: 'analyzed', samplePosts });
}

const ENGLISH = [
  'Shipping the new pricing page today. Tell me what you think of it.',
  'We moved our invoices to a new tool and the export alone saved us hours.',
];
const GERMAN = [
  'Genau so sehe ich das auch, danke dir!',
  'Wir haben das schon seit einem Jahr und es ist sehr gut.',
];

describe("the audience interview's queries and the user's languages", () => {
  test('the model is told the languages the user writes in; its queries search every language, as a keyword typed by hand does', async () => {
    const ada = await t.signUpAndConfirm(uniqueEmail('ada'));
    await writes(ada, [...ENGLISH, ...GERMAN]);
    const inputs = modelSays({
      information_clarity: 70,
      search_queries: [
        '"cold email" founder -is:retweet lang:en',
        '(outbound OR "cold email") (lang:en OR lang:de) -is:retweet',
        'lang:en -is:retweet',
      ],
    });
    const reply = await kit.say(ada, 'Founders of seed-stage startups who do their own outbound');

    expect(inputs[0]!.languages).toEqual(['de', 'en']);
    expect(buildInterviewPrompt(inputs[0]!).prompt).toContain(
      'The languages they write in (read from their own posts and replies): German ("de"), English ("en").',
    );
    const stored = ['"cold email" founder -is:retweet', '(outbound OR "cold email") -is:retweet'];
    expect(reply.chat_state.twitter_queries.search_queries).toEqual(stored);
    expect((await kit.status(ada)).active_keywords).toEqual(stored);
    // Read in words like the keyword POST /keyword/add stores: no language of their own.
    const added = await kit.changed(await kit.change(ada, 'add', { words: 'cold email' }));
    for (const query of [...stored, added.keyword]) expect(keywordInWords(query).language).toBeNull();
  });

  test('a language the user asked for is kept', async () => {
    const ben = await t.signUpAndConfirm(uniqueEmail('ben'));
    await writes(ben, ENGLISH);
    modelSays({
      information_clarity: 70,
      search_queries: ['"growth loops" -is:retweet lang:fr', '"growth loops" -is:retweet lang:es'],
    });
    const reply = await kit.say(ben, 'Growth marketers in France; I only want French posts');
    expect(reply.chat_state.twitter_queries.search_queries).toEqual([
      '"growth loops" -is:retweet lang:fr',
      '"growth loops" -is:retweet',
    ]);
  });

  test('with nothing the user wrote, the model is told no language', async () => {
    const cy = await t.signUpAndConfirm(uniqueEmail('cy'));
    const inputs = modelSays({ information_clarity: 20 });
    await kit.say(cy, 'Nurses');
    expect(inputs[0]).not.toHaveProperty('languages');
    expect(buildInterviewPrompt(inputs[0]!).prompt).not.toContain('languages they write in');
  });
});

describe('withoutUnaskedLanguages', () => {
  test('takes out the filter with the OR and brackets only it filled', () => {
    expect(withoutUnaskedLanguages('pricing lang:en -is:retweet', '')).toBe('pricing -is:retweet');
    expect(withoutUnaskedLanguages('pricing (lang:en OR lang:de) -is:retweet', '')).toBe(
      'pricing -is:retweet',
    );
    expect(withoutUnaskedLanguages('(pricing OR lang:en) -is:retweet', '')).toBe('(pricing) -is:retweet');
    expect(withoutUnaskedLanguages('pricing -lang:en -is:retweet', '')).toBe('pricing -lang:en -is:retweet');
    expect(withoutUnaskedLanguages('"lang:en" -is:retweet', '')).toBe('"lang:en" -is:retweet');
  });

  test('a query left with nothing to search for is none', () => {
    expect(withoutUnaskedLanguages('lang:en -is:retweet', '')).toBe('');
  });

  test('keeps a language the user named: in English, in its own name, or as lang:', () => {
    expect(withoutUnaskedLanguages('growth lang:de', 'only german posts')).toBe('growth lang:de');
    expect(withoutUnaskedLanguages('growth lang:de', 'nur beiträge auf deutsch')).toBe('growth lang:de');
    expect(withoutUnaskedLanguages('growth lang:es', 'search with lang:es')).toBe('growth lang:es');
    expect(withoutUnaskedLanguages('growth lang:en', 'englishman in new york')).toBe('growth');
  });
});

describe('languagesOfVoice', () => {
  test('reads their own posts, the replies they sent and what they sent instead of a draft', () => {
    const reply = (text: string) => ({
      post: { author_username: 'a', text: 'Any tips?' },
      reply: text,
      draft: null,
    });
    expect(
      languagesOfVoice({
        own_posts: [ENGLISH[0]!],
        replies: [reply(GERMAN[0]!), reply(ENGLISH[1]!)],
        examples: [{ draft: 'x', final: GERMAN[1]! }],
      }),
    ).toEqual(['de', 'en']);
    expect(languagesOfVoice({ own_posts: [], replies: [], examples: [] })).toEqual([]);
  });
});
