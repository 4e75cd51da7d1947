import type { ReactNode } from 'react';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { toast as sonner } from 'sonner';
import type {
  TChatHistoryItem,
  TChatReply,
  TChatState,
  TKeywordStatus,
  TKeywordToggleInput,
} from '@gatling/shared/api/audience';
import {
  KEYWORD_PROBLEMS,
  keywordQuery,
  keywordWithWords,
  keywordWordsProblem,
} from '@gatling/shared/keywords';
import { Toaster } from '@/components/ui/toast';
import { json } from '@/test/fake-api';
import { signedInServer } from '@/test/signed-in-server';

/** A chat_state after the given turns. */
export function chatState(
  turns: [user: string, assistant: string][],
  clarity: number,
  queries: string[] = [],
): TChatState {
  return {
    chat_history: turns.flatMap(([u, a]) => [
      { role: 'user' as const, content: u },
      { role: 'assistant' as const, content: a },
    ]),
    initial_audience_understanding_complete: clarity >= 60,
    information_clarity: clarity,
    twitter_queries: { search_queries: queries },
  };
}

/** A POST /chat/ answer after `turns`, with the assistant's latest message last. */
export function chatReply(turns: [string, string][], clarity: number, queries: string[] = []): TChatReply {
  const state = chatState(turns, clarity, queries);
  return {
    message: turns.at(-1)![1],
    chat_state: state,
    initial_audience_understanding_complete: state.initial_audience_understanding_complete,
  };
}

/** GET /chat/history/ items for `turns`, oldest first, clarity rising to `clarity`. */
export function historyOf(turns: [string, string][], clarity: number): TChatHistoryItem[] {
  return turns.map(([instruction, response_message], i) => {
    const c = Math.round((clarity * (i + 1)) / turns.length);
    const state = chatState(turns.slice(0, i + 1), c);
    return {
      information_clarity: c,
      initial_audience_understanding_complete: state.initial_audience_understanding_complete,
      chat_state: state,
      instruction,
      response_message,
      created_at: new Date(Date.UTC(2026, 0, 5, 12, i)).toISOString(),
    };
  });
}

/**
 * GET /keyword/status and POST /keyword/toggle over one list the toggles really change. The toggle
 * answers the new status (as our server does) or only a success flag (the least a client may count on).
 */
export function keywordRoutes(initial: TKeywordStatus, answer: 'status' | 'flag' = 'status') {
  let status = initial;
  return {
    'GET /api/keyword/status': () => json(status),
    'POST /api/keyword/toggle': (_url: URL, init: RequestInit | undefined) => {
      const { keywords } = JSON.parse(String(init?.body)) as TKeywordToggleInput;
      const all = [...status.active_keywords, ...status.inactive_keywords];
      const on = new Set(status.active_keywords);
      for (const k of keywords) {
        if (k.active) on.add(k.keyword);
        else on.delete(k.keyword);
      }
      status = {
        active_keywords: all.filter((k) => on.has(k)),
        inactive_keywords: all.filter((k) => !on.has(k)),
      };
      return answer === 'status' ? json(status) : json({ success: true });
    },
    /** Added, edited and removed as the server does it, with its answers and refusals. */
    'POST /api/keyword/add': (_url: URL, init: RequestInit | undefined) => {
      const { words } = JSON.parse(String(init?.body)) as { words: string };
      const all = [...status.active_keywords, ...status.inactive_keywords];
      const problem = keywordWordsProblem(words, all);
      if (problem) return refusal(problem);
      const keyword = keywordQuery(words);
      status = { ...status, active_keywords: [...status.active_keywords, keyword] };
      return json({ keyword, status });
    },
    'POST /api/keyword/update': (_url: URL, init: RequestInit | undefined) => {
      const { keyword, words } = JSON.parse(String(init?.body)) as { keyword: string; words: string };
      const all = [...status.active_keywords, ...status.inactive_keywords];
      if (!all.includes(keyword)) return json({ detail: 'Not one of your keywords', code: 'NOT_FOUND' }, 404);
      const problem = keywordWordsProblem(words, all, keyword);
      if (problem) return refusal(problem);
      const next = keywordWithWords(keyword, words);
      const swap = (list: string[]) => list.map((k) => (k === keyword ? next : k));
      status = {
        active_keywords: swap(status.active_keywords),
        inactive_keywords: swap(status.inactive_keywords),
      };
      return json({ keyword: next, status });
    },
    'POST /api/keyword/remove': (_url: URL, init: RequestInit | undefined) => {
      const { keyword } = JSON.parse(String(init?.body)) as { keyword: string };
      const keep = (list: string[]) => list.filter((k) => k !== keyword);
      status = {
        active_keywords: keep(status.active_keywords),
        inactive_keywords: keep(status.inactive_keywords),
      };
      return json({ keyword, status });
    },
    current: () => status,
  };
}

/** The server's 4xx for words that cannot be a keyword. */
function refusal(problem: string) {
  const invalid = problem === KEYWORD_PROBLEMS.empty || problem === KEYWORD_PROBLEMS.tooLong;
  return json({ detail: problem, code: invalid ? 'VALIDATION_FAILED' : 'CONFLICT' }, invalid ? 422 : 409);
}

export const callsTo = (api: Awaited<ReturnType<typeof signedInServer>>, method: string, path: string) =>
  api.calls.filter((c) => c.method === method && c.path === path);

export const bodyOf = (call: { init: RequestInit | undefined } | undefined) =>
  call?.init?.body ? (JSON.parse(String(call.init.body)) as unknown) : undefined;

/** Sonner replays still-active toasts to a new Toaster: end them between tests. */
export function resetToasts(): void {
  sonner.dismiss();
}

/** Renders `element` with TanStack Query (retries without delay) and the toaster. */
export function renderWithQuery(element: ReactNode) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retryDelay: 0 } } });
  const view = render(
    <QueryClientProvider client={queryClient}>
      {element}
      <Toaster theme="light" />
    </QueryClientProvider>,
  );
  return { ...view, user: userEvent.setup(), queryClient };
}

export { deferred } from '@/test/signed-in-server';
export { signedInServer };
