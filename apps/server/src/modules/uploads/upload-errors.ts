import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { IMAGE_PROBLEMS } from '@khelo/contracts/profile';
import { ImageRejected } from './image-decoder';

// Upload routes answer an oversized body with the image field's own message (the web app translates it)
// instead of the generic "body: too large"; everything else goes to the app's error handler.

/** Requests per minute and IP on a route that decodes pictures (each can cost ~0.5 s of CPU). */
export const UPLOAD_RATE_LIMIT = { max: 30, timeWindow: 60_000 };

export function uploadErrorHandler(app: FastifyInstance, field: string) {
  const fallback = app.errorHandler;
  return function handle(
    this: FastifyInstance,
    error: FastifyError,
    request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
      void reply.code(413).send({ status: 0, message: `${field}: ${IMAGE_PROBLEMS.size}` });
      return;
    }
    void fallback.call(this, error, request, reply);
  };
}

/** "front_img: must be a JPEG, PNG or WebP picture" for a refused image, else null. */
export function imageRejection(error: unknown, field: string): string | null {
  return error instanceof ImageRejected ? `${field}: ${IMAGE_PROBLEMS[error.problem]}` : null;
}
