import { COUNTRY_CODE } from '@khelo/contracts/constants';
import type { Config } from '../../config';
import { combineSenders, type MessageSender } from './message-sender';
import { createOutboxSender } from './outbox-sender';
import type { OutboxRepository } from './outbox.repository';
import { createSmsSender } from './sms-sender';

/** The configured delivery: the outbox with SANDBOX=1, SMTP with SMTP_URL, the HTTP SMS adapter with SMS_URL. */
export function createMessageSender(
  config: Pick<Config, 'sandbox' | 'smtpUrl' | 'smtpFrom' | 'smsUrl' | 'smsToken'>,
  outbox: OutboxRepository,
  now: () => Date,
): MessageSender {
  return combineSenders({
    outbox: config.sandbox ? createOutboxSender(outbox, now) : null,
    sms: config.smsUrl
      ? createSmsSender({ url: config.smsUrl, token: config.smsToken, countryCode: COUNTRY_CODE })
      : null,
    email: config.smtpUrl ? lazySmtpSender(config.smtpUrl, config.smtpFrom) : null,
  });
}

/** SMTP (smtp-sender.ts): nodemailer is loaded with the first e-mail, not at start (docs/performance.md). */
function lazySmtpSender(url: string, from: string): MessageSender {
  let sender: Promise<MessageSender> | null = null;
  return {
    async send(message) {
      sender ??= import('./smtp-sender').then(({ createSmtpSender }) => createSmtpSender({ url, from }));
      await (await sender).send(message);
    },
  };
}
