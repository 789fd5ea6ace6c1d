import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { CURRENCY } from '@khelo/contracts/constants';
import { paiseToRupees } from '@khelo/contracts/money';
import {
  WALLET_MESSAGES,
  WALLET_PROVIDER_HEADER,
  WALLET_SIGNATURE_HEADER,
  walletBalanceRequestSchema,
  walletCreditRequestSchema,
  walletCreditBatchRequestSchema,
  walletDebitBatchRequestSchema,
  walletDebitBatchResponseSchema,
  walletDebitRequestSchema,
  walletFailureSchema,
  walletRollbackRequestSchema,
  walletSuccessSchema,
  type WalletBatchItem,
  type WalletCreditBatchRequest,
  type WalletDebitBatchRequest,
  type WalletFailure,
  type WalletSuccess,
} from '@khelo/contracts/wallet';
import { sendBusy, validationMessage } from '../../plugins/errors';
import { isDatabaseBusy } from '../../db/client';
import type { ProviderSecretsService } from './provider-secrets.service';
import { signatureMatches } from './signature';
import type { WalletApiResult, WalletApiService } from './wallet-api.service';

// POST wallet-api/balance | debit | credit | rollback (docs/wallet.md). Providers are servers, so these
// routes authenticate by signature, not by a player's Bearer token (ADR 003): X-Provider-Code names the
// provider, X-Signature is the HMAC-SHA256 of the raw body with its secret. The signature is checked
// before the body is parsed or validated, so an unsigned caller learns nothing about the API.

export interface WalletApiRoutesOptions {
  service: WalletApiService;
  secrets: ProviderSecretsService;
}

/** Larger bodies are not wallet calls. */
const BODY_LIMIT = 16 * 1024;
/** A debit-batch of WALLET_DEBIT_BATCH_MAX items with tokens of the longest length allowed. */
const BATCH_BODY_LIMIT = 512 * 1024;
const MALFORMED = Symbol('malformed JSON');
const EMPTY = Buffer.alloc(0);

const responses = {
  200: walletSuccessSchema,
  400: walletFailureSchema,
  401: walletFailureSchema,
  402: walletFailureSchema,
  403: walletFailureSchema,
  409: walletFailureSchema,
};

function header(request: FastifyRequest, name: string): string | undefined {
  const value = request.headers[name];
  return Array.isArray(value) ? value[0] : value;
}

function requestIdOf(body: unknown): string | undefined {
  const id =
    typeof body === 'object' && body !== null ? (body as { request_id?: unknown }).request_id : undefined;
  return typeof id === 'string' ? id : undefined;
}

function fail(reply: FastifyReply, statusCode: number, body: WalletFailure) {
  return reply.code(statusCode).send(body);
}

export const walletApiRoutes: FastifyPluginCallbackZod<WalletApiRoutesOptions> = (app, options, done) => {
  const { service, secrets } = options;
  const rawBodies = new WeakMap<FastifyRequest, Buffer>();
  const providers = new WeakMap<FastifyRequest, string>();

  // This plugin's own JSON parser keeps the exact bytes for the signature; a body that is not JSON is
  // reported only after the signature was found good.
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser(
    'application/json',
    { parseAs: 'buffer', bodyLimit: BODY_LIMIT },
    (request, body, parsed) => {
      const raw = body as Buffer;
      rawBodies.set(request, raw);
      try {
        parsed(null, JSON.parse(raw.toString('utf8')) as unknown);
      } catch {
        parsed(null, MALFORMED);
      }
    },
  );

  app.addHook('preValidation', async (request, reply) => {
    const provider = header(request, WALLET_PROVIDER_HEADER)?.trim();
    const secret = provider ? await secrets.secretFor(provider) : null;
    if (!provider || !secret) {
      return fail(reply, 401, {
        status: 0,
        code: 'INVALID_SIGNATURE',
        message: WALLET_MESSAGES.unknownProvider,
      });
    }
    if (
      !signatureMatches(
        secret.secret,
        rawBodies.get(request) ?? EMPTY,
        header(request, WALLET_SIGNATURE_HEADER),
      )
    ) {
      return fail(reply, 401, {
        status: 0,
        code: 'INVALID_SIGNATURE',
        message: WALLET_MESSAGES.badSignature,
      });
    }
    if (request.body === MALFORMED || request.body === undefined) {
      return fail(reply, 400, { status: 0, code: 'BAD_REQUEST', message: 'body: malformed JSON' });
    }
    providers.set(request, provider);
    return undefined;
  });

  // Validation answers name the field, like every other route, and carry the wallet's error code.
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const requestId = requestIdOf(request.body);
    const extra = requestId ? { request_id: requestId } : {};
    if (Array.isArray(error.validation) && error.validation.length > 0) {
      const message = validationMessage(error.validation, error.validationContext);
      return fail(reply, 400, { status: 0, code: 'BAD_REQUEST', message, ...extra });
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      return fail(reply, status, { status: 0, code: 'BAD_REQUEST', message: error.message, ...extra });
    }
    // The database was too busy: the provider sends the call again, and its transaction id makes a repeat
    // of a call that did go through answer the first result.
    if (isDatabaseBusy(error)) return sendBusy(reply, extra);
    request.log.error({ err: error }, 'wallet-api request failed');
    return reply.code(500).send({ status: 0, message: 'Internal server error' });
  });

  function answer(reply: FastifyReply, requestId: string, result: WalletApiResult) {
    if (!result.ok) {
      const body: WalletFailure = {
        status: 0,
        code: result.code,
        message: result.message,
        request_id: requestId,
      };
      if (result.balance !== undefined) {
        body.balance = paiseToRupees(result.balance);
        body.currency = CURRENCY;
      }
      return fail(reply, result.statusCode, body);
    }
    const body: WalletSuccess = {
      status: 1,
      message: WALLET_MESSAGES.ok,
      request_id: requestId,
      balance: paiseToRupees(result.balance),
      currency: CURRENCY,
    };
    if (result.transactionId !== undefined) body.transaction_id = result.transactionId;
    if (result.providerTransactionId !== undefined)
      body.provider_transaction_id = result.providerTransactionId;
    if (result.replayed !== undefined) body.replayed = result.replayed;
    return reply.send(body);
  }

  function batchItem(transactionId: string, result: WalletApiResult): WalletBatchItem {
    if (!result.ok) {
      const item: WalletBatchItem = {
        transaction_id: transactionId,
        http_status: result.statusCode,
        status: 0,
        code: result.code,
        message: result.message,
      };
      if (result.balance !== undefined) {
        item.balance = paiseToRupees(result.balance);
        item.currency = CURRENCY;
      }
      return item;
    }
    const item: WalletBatchItem = {
      transaction_id: transactionId,
      http_status: 200,
      status: 1,
      message: WALLET_MESSAGES.ok,
      balance: paiseToRupees(result.balance),
      currency: CURRENCY,
    };
    if (result.transactionId !== undefined) item.ledger_transaction_id = result.transactionId;
    if (result.replayed !== undefined) item.replayed = result.replayed;
    return item;
  }

  // Answers are built from the schemas' own types above; plain JSON.stringify spares a zod pass per call.
  app.setSerializerCompiler(() => (data) => JSON.stringify(data));

  // Server-to-server JSON: browser headers (helmet) and compression of ~150-byte answers are pure cost
  // here, and providers call from a few addresses, so a per-IP limit would throttle a whole provider.
  const routeOptions = { config: { rateLimit: false, securityHeaders: false }, compress: false } as const;
  const docs = (summary: string, description: string) => ({
    summary,
    description: `${description} Signed: ${WALLET_PROVIDER_HEADER} and ${WALLET_SIGNATURE_HEADER} (HMAC-SHA256 of the raw body, hex). See docs/wallet.md.`,
    tags: ['wallet-api'],
  });

  app.post(
    '/wallet-api/balance',
    {
      ...routeOptions,
      schema: {
        ...docs("The player's balance", 'Needs a live launch token.'),
        body: walletBalanceRequestSchema,
        response: responses,
      },
    },
    async (request, reply) =>
      answer(reply, request.body.request_id, await service.balance(providers.get(request)!, request.body)),
  );

  app.post(
    '/wallet-api/debit',
    {
      ...routeOptions,
      schema: {
        ...docs(
          'Take a bet',
          'Idempotent on transaction_id. Beyond the balance: 402 INSUFFICIENT_FUNDS with the real balance. A rolled-back id: 409 TRANSACTION_ROLLED_BACK.',
        ),
        body: walletDebitRequestSchema,
        response: responses,
      },
    },
    async (request, reply) =>
      answer(reply, request.body.request_id, await service.debit(providers.get(request)!, request.body)),
  );

  const batchOptions = (summary: string, body: z.ZodType) => ({
    ...routeOptions,
    bodyLimit: BATCH_BODY_LIMIT,
    schema: {
      ...docs(
        summary,
        'Each item as the one-call route takes it, answered in order with the status and body that call would have answered; one commit for the items posted together (ADR 037).',
      ),
      body,
      response: { ...responses, 200: walletDebitBatchResponseSchema },
    },
  });

  function sendBatch(
    reply: FastifyReply,
    requestId: string,
    items: { transaction_id: string }[],
    results: WalletApiResult[],
  ) {
    return reply.send({
      status: 1,
      message: WALLET_MESSAGES.ok,
      request_id: requestId,
      results: results.map((result, index) => batchItem(items[index]!.transaction_id, result)),
    });
  }

  app.post(
    '/wallet-api/debit-batch',
    batchOptions('Take many bets at once', walletDebitBatchRequestSchema),
    async (request, reply) => {
      const { request_id: requestId, currency, debits } = request.body as WalletDebitBatchRequest;
      const bodies = debits.map((debit) => ({ ...debit, request_id: requestId, currency }));
      return sendBatch(reply, requestId, debits, await service.debitMany(providers.get(request)!, bodies));
    },
  );

  app.post(
    '/wallet-api/credit-batch',
    batchOptions('Pay many wins at once', walletCreditBatchRequestSchema),
    async (request, reply) => {
      const { request_id: requestId, currency, credits } = request.body as WalletCreditBatchRequest;
      const bodies = credits.map((credit) => ({ ...credit, request_id: requestId, currency }));
      return sendBatch(reply, requestId, credits, await service.creditMany(providers.get(request)!, bodies));
    },
  );

  app.post(
    '/wallet-api/credit',
    {
      ...routeOptions,
      schema: {
        ...docs('Pay a win', 'Idempotent on transaction_id; accepted after the launch token expired.'),
        body: walletCreditRequestSchema,
        response: responses,
      },
    },
    async (request, reply) =>
      answer(reply, request.body.request_id, await service.credit(providers.get(request)!, request.body)),
  );

  app.post(
    '/wallet-api/rollback',
    {
      ...routeOptions,
      schema: {
        ...docs(
          'Cancel a bet and refund it',
          'Idempotent on transaction_id. An unknown reference_transaction_id succeeds and is reserved, so a late debit with it is refused.',
        ),
        body: walletRollbackRequestSchema,
        response: responses,
      },
    },
    async (request, reply) =>
      answer(reply, request.body.request_id, await service.rollback(providers.get(request)!, request.body)),
  );

  done();
};
