import { FlaskConical } from 'lucide-react';
import { PLATFORM_NAMES, type TPlatform } from '@gatling/shared/api/platform-list';
import { Badge } from '@/components/ui/badge';
import { SCHEDULED_COPY } from '../texts';

const COPY = SCHEDULED_COPY.sandbox;

/**
 * "Simulated", on a reply that goes to (or went to) the sandbox network: shown by the reply's own
 * connection (`sandbox` from the server), never by its platform, so a real Bluesky reply never says it.
 */
export function SandboxBadge({ sandbox, platform }: { sandbox: boolean; platform: TPlatform }) {
  if (!sandbox) return null;
  const network = PLATFORM_NAMES[platform];
  return (
    <Badge variant="warning" title={COPY.title(network)} className="shrink-0">
      <FlaskConical aria-hidden="true" />
      {COPY.label}
      <span className="sr-only">: {COPY.explanation(network)}</span>
    </Badge>
  );
}
