import { useReducer } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { THandOff } from '@gatling/shared/api/hand-offs';
import { ApiError, serverDetail } from '@/lib/api-error';
import { checkPosted } from '../api/check-posted';
import { SCHEDULED_KEY } from '../api/get-scheduled';
import { SENT_KEY } from '../api/get-sent';
import { useOnReturn } from './use-on-return';

/** What became of a hand-off in this walk: sent (found on X), skipped (still waiting), gone. */
export type THandOffOutcome = 'sent' | 'skipped' | 'gone';
/** The current hand-off: not opened yet, open on X, looked for, not found there, or the look failed. */
export type TWalkStep = 'ready' | 'opened' | 'looking' | 'not_found' | 'check_failed';

export type TWalk = {
  items: THandOff[];
  index: number;
  step: TWalkStep;
  outcomes: Record<string, THandOffOutcome>;
  /** Why the last look failed, in the server's words when it gave some. */
  problem: string | null;
};

type TAction =
  | { type: 'open' | 'look' | 'not_found' | 'skip' | 'sent' | 'gone'; id: string }
  | { type: 'failed'; id: string; problem: string | null };

/** Each hand-off gets one outcome, only while it is the current one: a late answer changes nothing. */
function walkReducer(walk: TWalk, action: TAction): TWalk {
  const current = walk.items[walk.index];
  if (!current || current.id !== action.id || walk.outcomes[current.id]) return walk;
  switch (action.type) {
    case 'open':
      return { ...walk, step: 'opened', problem: null };
    case 'look':
      return { ...walk, step: 'looking', problem: null };
    case 'not_found':
      return { ...walk, step: 'not_found' };
    case 'failed':
      return { ...walk, step: 'check_failed', problem: action.problem };
    case 'sent':
    case 'skip':
    case 'gone': {
      const outcome: THandOffOutcome = action.type === 'skip' ? 'skipped' : action.type;
      return {
        ...walk,
        index: walk.index + 1,
        step: 'ready',
        problem: null,
        outcomes: { ...walk.outcomes, [current.id]: outcome },
      };
    }
  }
}

const startWalk = (items: THandOff[]): TWalk => ({
  items,
  index: 0,
  step: 'ready',
  outcomes: {},
  problem: null,
});

/**
 * "Finish N on X", one hand-off after another: the user opens the current one's reply page; on
 * coming back to this tab (focus or visibility, as a single Finish on X does) it is looked for once
 * through check-posted, which records it published on the server exactly once; found, the walk moves
 * on. Skip leaves it waiting in the schedule.
 */
export function useHandOffWalk(items: THandOff[]) {
  const [walk, dispatch] = useReducer(walkReducer, items, startWalk);
  const queryClient = useQueryClient();
  const current = walk.items[walk.index] ?? null;
  const look = useMutation({
    mutationFn: (id: string) => checkPosted(id),
    onSuccess: async (answer) => {
      if (!answer.posted) return;
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: SCHEDULED_KEY }),
        queryClient.invalidateQueries({ queryKey: SENT_KEY }),
      ]);
    },
  });

  const lookFor = (id: string) => {
    dispatch({ type: 'look', id });
    look.mutate(id, {
      onSuccess: (answer) => dispatch({ type: answer.posted ? 'sent' : 'not_found', id }),
      // Unknown now (deleted on another device): nothing left to finish.
      onError: (error) =>
        dispatch(
          error instanceof ApiError && error.status === 404
            ? { type: 'gone', id }
            : { type: 'failed', id, problem: serverDetail(error) },
        ),
    });
  };

  useOnReturn(
    walk.step === 'opened',
    () => {
      if (current) lookFor(current.id);
    },
    // Looking for it moves the step on, which disarms the return.
    () => undefined,
  );

  return {
    walk,
    current,
    open: () => current && dispatch({ type: 'open', id: current.id }),
    lookAgain: () => current && lookFor(current.id),
    skip: () => current && dispatch({ type: 'skip', id: current.id }),
  };
}
