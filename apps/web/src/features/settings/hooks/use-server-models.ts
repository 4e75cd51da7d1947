import { useEffect, useEffectEvent, useState } from 'react';
import { useListServerModels } from '../api/list-server-models';

/** The address and key the models were asked with. */
type TAsked = { baseUrl: string; apiKey: string };

/**
 * The models a compatible server lists, asked once its address is entered: when the address or key
 * field is left with something new in it, as the form opens (or turns to a compatible server) on an
 * address already there when `onOpen`, and on "Look again". Each ask counts against the user's
 * limit, so the same address and key are not asked twice unless the user asks again. `onListed`
 * gets the models of each answer as it arrives (the form fills an empty Model field with the first);
 * `current` is false once the address changed since the last ask.
 */
export function useServerModels(
  { baseUrl, apiKey }: TAsked,
  { enabled, onOpen, onListed }: { enabled: boolean; onOpen: boolean; onListed: (models: string[]) => void },
) {
  const list = useListServerModels();
  const [asked, setAsked] = useState<TAsked | null>(null);

  const ask = (again = false) => {
    const next = { baseUrl: baseUrl.trim(), apiKey: apiKey.trim() };
    if (!enabled || next.baseUrl === '') return;
    if (!again && asked?.baseUrl === next.baseUrl && asked.apiKey === next.apiKey) return;
    setAsked(next);
    list.mutate(
      { base_url: next.baseUrl, ...(next.apiKey ? { api_key: next.apiKey } : {}) },
      { onSuccess: (answer) => onListed(answer.models) },
    );
  };

  const askOnOpen = useEffectEvent(() => ask());
  useEffect(() => {
    if (enabled && onOpen) askOnOpen();
  }, [enabled, onOpen]);

  return { list, current: asked !== null && asked.baseUrl === baseUrl.trim(), ask };
}
