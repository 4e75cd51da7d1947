/**
 * Sends one-time codes by text message. The dev outbox is the only implementation so far, so where
 * it may not stand in (production without DEMO_MODE) there is no sender and phone sign-in is off.
 */
export interface SmsSender {
  readonly kind: 'outbox';
  send(to: string, text: string): Promise<void>;
}
