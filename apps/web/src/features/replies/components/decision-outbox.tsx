import { useDecisionOutbox } from '../hooks/use-decision-outbox';

/** Sends the user's review decisions from any screen (see useDecisionOutbox); renders nothing. */
export function DecisionOutbox() {
  useDecisionOutbox();
  return null;
}
