import { z } from 'zod';

// The player reference of Bearer calls (operator_id, player_id), checked against the token by the server.

/** "is required" for a missing field, else `problem`. */
export const requiredOr = (problem: string) => (issue: { input: unknown }) =>
  issue.input === undefined ? 'is required' : problem;

/** Operator ids are PostgreSQL integers: a larger number is no operator (and no 500 from the query). */
export const OPERATOR_ID_MAX = 2_147_483_647;

/** A number or a numeric string (the original client sent both). */
export const operatorIdField = z.preprocess(
  (value) => (typeof value === 'string' && /^\s*\d+\s*$/.test(value) ? Number(value) : value),
  z
    .number({ error: requiredOr('must be a number') })
    .int('must be a whole number')
    .positive('must be positive')
    .max(OPERATOR_ID_MAX, 'is not an operator id'),
);

export const playerIdField = z
  .string({ error: requiredOr('must be text') })
  .trim()
  .min(1, 'is required')
  .max(64, 'is too long');
