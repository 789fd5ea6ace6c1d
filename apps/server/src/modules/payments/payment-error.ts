/** A refusal the error handler answers as { status: 0, message } with this HTTP status. */
export class PaymentError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
  ) {
    super(message);
    this.name = 'PaymentError';
  }
}
