import { useState } from 'react';
import { KEYWORD_PROBLEMS, keywordWordsProblem } from '@gatling/shared/keywords';

/**
 * The words of a keyword being typed (added, or an edit of `replacing`) and what is wrong with
 * them, said as the server would say it: too long or already a keyword as soon as it is so, empty
 * once the user tried to save. A server refusal shows in the same place until the words change.
 */
export function useKeywordWords(existing: readonly string[], initial = '', replacing?: string) {
  const [value, setValue] = useState(initial);
  const [tried, setTried] = useState(false);
  const [refused, setRefused] = useState<string | null>(null);
  const problem = keywordWordsProblem(value, existing, replacing);
  const shown = refused ?? (problem === KEYWORD_PROBLEMS.empty && !tried ? null : problem);
  return {
    value,
    error: shown,
    change: (next: string) => {
      setValue(next);
      setRefused(null);
    },
    /** True when the words may be sent; otherwise the error shows. */
    check: () => {
      setTried(true);
      return problem === null;
    },
    refuse: setRefused,
    reset: () => {
      setValue('');
      setTried(false);
      setRefused(null);
    },
  };
}
