import { useEffect, useId, useRef, useState } from 'react';
import { ChevronDown, Sparkles } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { useAudienceChat } from '../hooks/use-audience-chat';
import { AUDIENCE_COPY as COPY } from '../texts';
import { AudienceChatCard } from './audience-chat-card';

/** The audience conversation, open again: the same turns, and the input takes more. */
function RefineChat() {
  const chat = useAudienceChat({ refine: true });
  const box = useRef<HTMLDivElement>(null);
  const focused = useRef(false);

  // Opened to say something: the field takes the focus once the conversation is there.
  useEffect(() => {
    if (chat.loading || focused.current) return;
    focused.current = true;
    box.current?.querySelector('textarea')?.focus();
  }, [chat.loading]);

  return (
    <div ref={box} className="space-y-2">
      <p className="text-sm text-muted">{COPY.refine.intro}</p>
      <AudienceChatCard chat={chat} placeholder={COPY.refine.placeholder} />
    </div>
  );
}

/**
 * Target Audience's 'Refine with the agent': onboarding's audience conversation, which closed once
 * the audience was defined, shown again and continued (POST /chat/refine). Keywords the agent adds
 * appear in the list beside it.
 */
export function AudienceRefine() {
  const id = useId();
  const [open, setOpen] = useState(false);
  return (
    <div className="space-y-3">
      <Button
        variant="outline"
        aria-expanded={open}
        aria-controls={`${id}-chat`}
        onClick={() => setOpen((was) => !was)}
      >
        <Sparkles aria-hidden="true" />
        {COPY.refine.open}
        <ChevronDown aria-hidden="true" className={cn('transition-transform', open && 'rotate-180')} />
      </Button>
      <div id={`${id}-chat`} hidden={!open}>
        {open && <RefineChat />}
      </div>
    </div>
  );
}
