import { useCallback, type Dispatch, type RefObject, type SetStateAction } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { AGENT_MEMORY_KEY } from '../api/get-agent-memory';
import { nextItemId, type TChatItem } from '../lib/chat-items';
import type { TParsedCommand } from '../lib/slash-command';
import { runKeywordsCommand } from './keywords-command';

type TSlashCommandsOptions = {
  /** The session on screen; null for a chat not started yet. */
  viewing: RefObject<string | null>;
  setItems: Dispatch<SetStateAction<TChatItem[]>>;
  /** Clears the last turn's error. */
  setError: (error: null) => void;
  /** Loads a session again from the server (`/reset`). */
  load: (id: string) => Promise<void>;
  onKeywordsChanged?: (() => void) | undefined;
};

/** Runs a slash command locally: nothing is sent to the assistant, and its cards are gone on reload. */
export function useSlashCommands({
  viewing,
  setItems,
  setError,
  load,
  onKeywordsChanged,
}: TSlashCommandsOptions) {
  const queryClient = useQueryClient();
  return useCallback(
    (parsed: TParsedCommand, text: string) => {
      setError(null);
      const echo: TChatItem = { kind: 'command', id: nextItemId(), text };
      if (parsed.kind === 'unknown') {
        setItems((list) => [...list, echo, { kind: 'unknown', id: nextItemId(), command: parsed.command }]);
        return;
      }
      switch (parsed.command) {
        case '/clear':
          setItems(viewing.current ? [{ kind: 'cleared', id: nextItemId() }] : []);
          return;
        case '/reset':
          if (viewing.current) void load(viewing.current);
          else setItems([]);
          return;
        case '/memory':
          // Fresh figures for the new card (and any earlier one); the card shows its own loading.
          void queryClient.invalidateQueries({ queryKey: AGENT_MEMORY_KEY });
          setItems((list) => [...list, echo, { kind: 'memory', id: nextItemId() }]);
          return;
        case '/keywords':
          runKeywordsCommand({ args: parsed.args, echo, setItems, queryClient, onKeywordsChanged });
          return;
        case '/help':
          setItems((list) => [...list, echo, { kind: 'help', id: nextItemId() }]);
      }
    },
    [viewing, setItems, setError, load, queryClient, onKeywordsChanged],
  );
}
