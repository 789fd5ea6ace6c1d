import type { MessageSender } from './message-sender';
import type { OutboxRepository } from './outbox.repository';

/** SANDBOX=1: "sending" writes the message to outbox_messages, read back at GET /sandbox/outbox. */
export function createOutboxSender(repository: OutboxRepository, now: () => Date): MessageSender {
  return {
    async send(message) {
      await repository.add({
        to: message.to,
        channel: message.channel,
        body: message.body,
        code: message.code,
        sentAt: now(),
      });
    },
  };
}
