import type { OtpChannel } from '../../db/schema';

// One interface for every way a login code leaves the server: the sandbox outbox, SMTP e-mail and an HTTP
// SMS provider. The OTP service only knows MessageSender.

export interface OutgoingMessage {
  channel: OtpChannel;
  /** 10-digit mobile number or e-mail address. */
  to: string;
  subject: string;
  body: string;
  /** The one-time code, kept only by the sandbox outbox so that testers can read it back. */
  code: string | null;
}

export interface MessageSender {
  send(message: OutgoingMessage): Promise<void>;
}

/** No adapter is configured for a channel (SANDBOX off and no SMS_URL / SMTP_URL). */
export class DeliveryUnavailableError extends Error {
  constructor(channel: OtpChannel) {
    super(`no delivery configured for ${channel} (set ${channel === 'mobile' ? 'SMS_URL' : 'SMTP_URL'})`);
    this.name = 'DeliveryUnavailableError';
  }
}

export function otpMessage(
  channel: OtpChannel,
  to: string,
  code: string,
  ttlMinutes: number,
): OutgoingMessage {
  return {
    channel,
    to,
    subject: 'Your Khelo login code',
    body: `Your Khelo code is ${code}. It expires in ${ttlMinutes} minutes. Do not share it.`,
    code,
  };
}

export interface SenderParts {
  /** The sandbox outbox (SANDBOX=1): receives every message, in addition to any real adapter. */
  outbox: MessageSender | null;
  sms: MessageSender | null;
  email: MessageSender | null;
}

/** Routes a message to the real adapter of its channel and, in sandbox mode, to the outbox as well. */
export function combineSenders(parts: SenderParts): MessageSender {
  return {
    async send(message) {
      const real = message.channel === 'mobile' ? parts.sms : parts.email;
      if (!real && !parts.outbox) throw new DeliveryUnavailableError(message.channel);
      if (parts.outbox) await parts.outbox.send(message);
      if (real) await real.send({ ...message });
    },
  };
}
