import { useId } from 'react';
import { Check } from 'lucide-react';
import { NETWORK_TEXT } from '@gatling/shared/spec/public';

const { x, bluesky } = NETWORK_TEXT;

/** Each live network with its own rules: a visitor learns before signing up what each one allows. */
const networks = [
  { name: x.name, rules: [x.length, x.delivery, x.connect] },
  { name: bluesky.name, rules: [bluesky.length, bluesky.delivery, bluesky.cap, bluesky.connect] },
] as const;

function Network({ name, rules }: { name: string; rules: readonly string[] }) {
  const id = useId();
  return (
    <div
      role="group"
      aria-labelledby={id}
      className="rounded-lg border border-border bg-surface p-5 shadow-card sm:p-6"
    >
      <h4 id={id} className="text-base font-semibold">
        {name}
      </h4>
      <ul className="mt-3 space-y-2.5">
        {rules.map((rule) => (
          <li key={rule} className="flex items-start gap-2.5 text-sm leading-relaxed text-muted">
            <Check className="mt-1 size-3.5 shrink-0 text-accent" strokeWidth={3} aria-hidden="true" />
            {rule}
          </li>
        ))}
      </ul>
    </div>
  );
}

/** Where approved replies go out, network by network (decision 0058). */
export function NetworkRules() {
  const id = useId();
  return (
    <div aria-labelledby={id} role="group">
      <h3 id={id} className="text-lg font-semibold tracking-tight">
        {NETWORK_TEXT.heading}
      </h3>
      <div className="mt-4 grid gap-4 md:grid-cols-2">
        {networks.map((network) => (
          <Network key={network.name} {...network} />
        ))}
      </div>
    </div>
  );
}
