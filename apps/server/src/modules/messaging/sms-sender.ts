import type { MessageSender } from './message-sender';

// An HTTP SMS provider: POST SMS_URL with JSON {to, body} and `Authorization: Bearer SMS_TOKEN`.
// Mobile numbers go out in E.164 (+91 and the 10 digits).

export interface SmsSenderOptions {
  url: string;
  token?: string | undefined;
  countryCode: string;
  /** Milliseconds before the provider is considered down. */
  timeoutMs?: number;
}

export class SmsProviderError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'SmsProviderError';
  }
}

export function createSmsSender(options: SmsSenderOptions): MessageSender {
  return {
    async send(message) {
      const headers: Record<string, string> = { 'content-type': 'application/json' };
      if (options.token) headers.authorization = `Bearer ${options.token}`;
      let response: Response;
      try {
        response = await fetch(options.url, {
          method: 'POST',
          headers,
          body: JSON.stringify({ to: `${options.countryCode}${message.to}`, body: message.body }),
          signal: AbortSignal.timeout(options.timeoutMs ?? 10_000),
        });
      } catch (error) {
        // Never the body: it carries the code.
        throw new SmsProviderError(`SMS provider unreachable (${(error as Error).name})`);
      }
      await response.body?.cancel();
      if (!response.ok) throw new SmsProviderError(`SMS provider answered HTTP ${response.status}`);
    },
  };
}
