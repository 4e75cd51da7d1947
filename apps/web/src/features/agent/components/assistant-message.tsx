import { Collapsible } from 'radix-ui';
import { ChevronRight } from 'lucide-react';
import {
  AGENT_ANSWER_MARKER,
  AGENT_REASONING_MARKER,
  splitAgentContent,
} from '@gatling/shared/api/agent-content';
import { TypingDots } from '@/components/typing-dots';
import { AGENT_COPY as COPY } from '../texts';

/**
 * An assistant message: its reasoning folded away under 'Reasoning' (docs/product/screens.md#chat), then the
 * answer. While streaming, the reasoning (open or not) and then the answer grow as they arrive, and the dots
 * show until the completed marker; an answer that ended without that marker says it was cut short.
 */
export function AssistantMessage({ content, streaming = false }: { content: string; streaming?: boolean }) {
  const { reasoning, answer, completed } = splitAgentContent(content);
  const typing = streaming && !completed;
  // An answer in the marker format that ended without the completed marker was cut short.
  const marked = content.includes(AGENT_ANSWER_MARKER) || content.includes(AGENT_REASONING_MARKER);
  const cutShort = !streaming && !completed && marked;
  return (
    <div className="min-w-0 space-y-2">
      {reasoning && (
        <Collapsible.Root>
          <Collapsible.Trigger className="group inline-flex cursor-pointer items-center gap-1 rounded-sm text-xs font-medium text-muted transition-colors hover:text-foreground">
            <ChevronRight
              aria-hidden="true"
              className="size-3.5 transition-transform duration-150 group-data-[state=open]:rotate-90"
            />
            {COPY.reasoning}
          </Collapsible.Trigger>
          <Collapsible.Content className="mt-1.5 border-l-2 border-border pl-3 text-sm leading-relaxed break-words whitespace-pre-wrap text-muted">
            {reasoning}
          </Collapsible.Content>
        </Collapsible.Root>
      )}
      {answer && (
        <div className="text-[0.9375rem] leading-relaxed break-words whitespace-pre-wrap">{answer}</div>
      )}
      {typing && <TypingDots label={COPY.typing} />}
      {cutShort && <p className="text-xs text-muted italic">{COPY.cutShort}</p>}
    </div>
  );
}
