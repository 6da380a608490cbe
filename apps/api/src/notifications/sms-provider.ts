/** Delivers an SMS that is already in the outbox. */
export interface SmsProvider {
  /** Whether messages leave the platform; false means the outbox row is the only copy. */
  readonly delivers: boolean;
  send(to: string, text: string): Promise<void>;
}

/**
 * The local provider: the outbox row written before sending is the message, readable in development
 * through GET /dev/outbox. A real SMS gateway implements the same interface.
 */
export const outboxSmsProvider: SmsProvider = {
  delivers: false,
  async send() {},
};
