import { useCallback, useEffect, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { TEXT } from '@gatling/shared/spec';
import { toast } from '@/components/ui/toast';
import { chatSessionQuery } from '../api/get-chat-session';
import { toItems, type TChatItem } from '../lib/chat-items';

export type TChatPhase = 'idle' | 'loading' | 'sending' | 'streaming';

type TChatViewOptions = {
  /** The session the URL names; null for a new chat. */
  selectedId: string | null;
  /** Ends the answer in flight, silently. */
  abortInFlight: () => void;
  /** Clears the last turn's error. */
  setError: (error: null) => void;
};

/**
 * The conversation on screen: the session it belongs to, its items and phase. When the URL names
 * another session its messages load (the answer in flight is dropped); with none, a new chat.
 */
export function useChatView({ selectedId, abortInFlight, setError }: TChatViewOptions) {
  const queryClient = useQueryClient();
  /** The session the items on screen belong to; null for a chat not started yet. */
  const viewing = useRef<string | null>(null);
  const [items, setItems] = useState<TChatItem[]>([]);
  const [phase, setPhase] = useState<TChatPhase>('idle');
  const [loadFailed, setLoadFailed] = useState(false);

  const load = useCallback(
    async (id: string) => {
      abortInFlight();
      viewing.current = id;
      setItems([]);
      setError(null);
      setLoadFailed(false);
      setPhase('loading');
      try {
        const detail = await queryClient.fetchQuery(chatSessionQuery(id));
        if (viewing.current === id) setItems(toItems(detail.messages));
      } catch {
        if (viewing.current !== id) return;
        setLoadFailed(true);
        toast({ title: TEXT.chat.sessionFailed, variant: 'destructive' });
      } finally {
        if (viewing.current === id) setPhase('idle');
      }
    },
    [abortInFlight, queryClient, setError],
  );

  const showNewChat = useCallback(() => {
    abortInFlight();
    viewing.current = null;
    setItems([]);
    setError(null);
    setLoadFailed(false);
    setPhase('idle');
  }, [abortInFlight, setError]);

  // The URL names the session: open it when it changes (a pick, back/forward, a reload).
  useEffect(() => {
    if (selectedId === viewing.current) return;
    if (selectedId) void load(selectedId);
    else showNewChat();
  }, [selectedId, load, showNewChat]);

  return { viewing, items, setItems, phase, setPhase, loadFailed, load, showNewChat };
}
