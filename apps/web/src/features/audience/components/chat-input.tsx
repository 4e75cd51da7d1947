import { useEffect, useId, useLayoutEffect, useRef, useState, type KeyboardEvent } from 'react';
import { ArrowUp } from 'lucide-react';
import { CHAT_INPUT_MAX } from '@gatling/shared/api/audience';
import { LIMITS } from '@gatling/shared/spec';
import { Button } from '@/components/ui/button';
import { Textarea } from '@/components/ui/textarea';
import type { TSendResult } from '../hooks/use-audience-chat';
import { AUDIENCE_COPY as COPY } from '../texts';

type TProps = {
  onSend: (text: string) => Promise<TSendResult>;
  disabled: boolean;
  placeholder: string;
  /** No more messages will be taken (the audience is defined): the key hint goes. */
  closed?: boolean;
};

/**
 * Spec §5 Chat message: non-empty after trimming; Enter sends, Shift+Enter adds a newline; grows
 * up to 200px, then scrolls. A message that fails to send comes back into the field.
 */
export function ChatInput({ onSend, disabled, placeholder, closed = false }: TProps) {
  const id = useId();
  const [text, setText] = useState('');
  const field = useRef<HTMLTextAreaElement>(null);
  const refocus = useRef(false);

  useLayoutEffect(() => {
    const el = field.current;
    if (!el) return;
    el.style.height = 'auto';
    const height = Math.min(el.scrollHeight, LIMITS.chatInputMaxHeightPx);
    el.style.height = height > 0 ? `${height}px` : '';
    el.style.overflowY = el.scrollHeight > LIMITS.chatInputMaxHeightPx ? 'auto' : 'hidden';
  }, [text]);

  // Disabling the field while sending drops its focus; give it back for the next message.
  useEffect(() => {
    if (disabled || !refocus.current) return;
    refocus.current = false;
    field.current?.focus();
  }, [disabled]);

  const canSend = !disabled && text.trim().length > 0;
  const submit = async () => {
    if (!canSend) return;
    const sent = text;
    refocus.current = document.activeElement === field.current;
    setText('');
    const result = await onSend(sent);
    if (result === 'failed') setText((current) => (current === '' ? sent : current));
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    void submit();
  };

  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
      className="border-t border-border p-3"
    >
      <label htmlFor={`${id}-message`} className="sr-only">
        {COPY.inputLabel}
      </label>
      <div className="flex items-end gap-2">
        <Textarea
          ref={field}
          id={`${id}-message`}
          value={text}
          onChange={(e) => setText(e.target.value)}
          onKeyDown={onKeyDown}
          disabled={disabled}
          placeholder={placeholder}
          maxLength={CHAT_INPUT_MAX}
          rows={1}
          aria-describedby={closed ? undefined : `${id}-hint`}
          style={{ maxHeight: LIMITS.chatInputMaxHeightPx }}
          className="min-h-11 flex-1 resize-none py-2.5"
        />
        <Button type="submit" size="icon" disabled={!canSend} aria-label={COPY.send} className="shrink-0">
          <ArrowUp aria-hidden="true" />
        </Button>
      </div>
      {!closed && (
        <p id={`${id}-hint`} className="mt-1.5 hidden text-xs text-muted sm:block">
          {COPY.inputHint}
        </p>
      )}
    </form>
  );
}
