/** Sends one-time codes by text message. The dev outbox is the only implementation so far. */
export interface SmsSender {
  readonly kind: 'outbox';
  send(to: string, text: string): Promise<void>;
}
