import { useEffect, useId, useLayoutEffect, useRef, useState, type KeyboardEvent } from 'react';
import { ArrowUp, Square } from 'lucide-react';
import { LIMITS } from '@gatling/shared/spec';
import { Button } from '@/components/ui/button';
import { Textarea } from '@/components/ui/textarea';
import type { TSendResult } from '@/lib/chat/use-chat-turn';
import { cn } from '@/lib/cn';

export const CHAT_INPUT_COPY = {
  label: 'Message',
  send: 'Send message',
  stop: 'Stop the answer',
  hint: 'Enter to send · Shift+Enter for a new line',
} as const;

type TProps = {
  onSend: (text: string) => Promise<TSendResult> | TSendResult;
  disabled: boolean;
  placeholder: string;
  maxLength: number;
  /** No more messages will be taken (e.g. the audience is defined): the key hint goes. */
  closed?: boolean;
  /** While an answer is on its way, the send button becomes a stop button calling this. */
  onStop?: () => void;
  className?: string;
};

/**
 * A chat message (docs/product/validation.md#chat-messages): non-empty after trimming; Enter sends,
 * Shift+Enter adds a newline; grows up to 200px, then scrolls. A message whose send reports 'failed' comes
 * back into the field.
 */
export function ChatInput({
  onSend,
  disabled,
  placeholder,
  maxLength,
  closed = false,
  onStop,
  className,
}: TProps) {
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
      className={cn('border-t border-border p-3', className)}
    >
      <label htmlFor={`${id}-message`} className="sr-only">
        {CHAT_INPUT_COPY.label}
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
          maxLength={maxLength}
          rows={1}
          aria-describedby={closed ? undefined : `${id}-hint`}
          style={{ maxHeight: LIMITS.chatInputMaxHeightPx }}
          className="min-h-11 flex-1 resize-none py-2.5"
        />
        {onStop ? (
          <Button
            type="button"
            size="icon"
            variant="secondary"
            onClick={onStop}
            aria-label={CHAT_INPUT_COPY.stop}
            className="shrink-0"
          >
            <Square aria-hidden="true" className="fill-current" />
          </Button>
        ) : (
          <Button
            type="submit"
            size="icon"
            disabled={!canSend}
            aria-label={CHAT_INPUT_COPY.send}
            className="shrink-0"
          >
            <ArrowUp aria-hidden="true" />
          </Button>
        )}
      </div>
      {!closed && (
        <p id={`${id}-hint`} className="mt-1.5 hidden text-xs text-muted sm:block">
          {CHAT_INPUT_COPY.hint}
        </p>
      )}
    </form>
  );
}
