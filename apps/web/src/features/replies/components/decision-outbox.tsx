import { useState, type ReactNode } from 'react';
import { createOutboxSignals, OutboxSignalsContext } from '../hooks/outbox-signals';
import { useDecisionOutbox } from '../hooks/use-decision-outbox';

/**
 * Sends the user's review decisions from any screen (see useDecisionOutbox), and gives the screens
 * inside it this page's outbox signals (the undo order, returned cards, offline notices).
 */
export function DecisionOutbox({ children }: { children: ReactNode }) {
  const [signals] = useState(createOutboxSignals);
  useDecisionOutbox(signals);
  return <OutboxSignalsContext value={signals}>{children}</OutboxSignalsContext>;
}
