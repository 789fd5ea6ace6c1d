import nodemailer, { type Transporter } from 'nodemailer';
import type { MessageSender } from './message-sender';

// E-mail through nodemailer. The transport is built from SMTP_URL; tests pass jsonTransport instead.

export interface SmtpSenderOptions {
  from: string;
  /** smtp:// or smtps:// URL (SMTP_URL). */
  url?: string;
  /** A ready transport (tests: nodemailer.createTransport({ jsonTransport: true })). */
  transport?: Transporter;
}

export function createSmtpSender(options: SmtpSenderOptions): MessageSender & { transport: Transporter } {
  // nodemailer's own logger is off by default and stays off: it would print bodies, which carry the code.
  const transport = options.transport ?? nodemailer.createTransport(options.url ?? '');
  return {
    transport,
    async send(message) {
      await transport.sendMail({
        from: options.from,
        to: message.to,
        subject: message.subject,
        text: message.body,
      });
    },
  };
}
