import type { FastifySchemaCompiler, FastifySchemaValidationError } from 'fastify';
import { validatorCompiler as zodValidatorCompiler } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { validationMessage } from './errors';

// The schema layer of every route: before zod sees a request part (body, querystring, params, headers),
// any string in it holding a NUL character is refused with a 400 naming the field. PostgreSQL stores no
// NUL in text or jsonb, so such a string would otherwise fail deep in a query as a 500; refusing it here
// covers every route at once instead of field by field. Routes that parse their own bodies (signed
// webhooks, form posts) call parseWithSchema, which applies the same check.

export const NUL_PROBLEM = 'must not contain NUL characters';

/**
 * The JSON-pointer path ("/bets/0/name") of the first string or key holding U+0000, or null. Iterative:
 * a body of a million nested arrays must not overflow the stack.
 */
export function nulPath(value: unknown): string | null {
  const stack: [unknown, string][] = [[value, '']];
  while (stack.length > 0) {
    const [current, path] = stack.pop()!;
    if (typeof current === 'string') {
      if (current.includes('\u0000')) return path;
    } else if (Array.isArray(current)) {
      for (let index = current.length - 1; index >= 0; index -= 1)
        stack.push([current[index], `${path}/${index}`]);
    } else if (typeof current === 'object' && current !== null) {
      const keys = Object.keys(current);
      for (let index = keys.length - 1; index >= 0; index -= 1) {
        const key = keys[index]!;
        // A key cannot be named in the message without the NUL; its object is named instead.
        if (key.includes('\u0000')) return path;
        stack.push([(current as Record<string, unknown>)[key], `${path}/${key}`]);
      }
    }
  }
  return null;
}

function nulIssue(value: unknown): FastifySchemaValidationError | null {
  const path = nulPath(value);
  if (path === null) return null;
  return { keyword: 'nul', instancePath: path, schemaPath: '#', params: {}, message: NUL_PROBLEM };
}

/** fastify-type-provider-zod's compiler behind the NUL check (app.ts sets it for every route). */
export const validatorCompiler: FastifySchemaCompiler<z.ZodType> = (route) => {
  const validate = zodValidatorCompiler(route);
  return (data) => {
    const issue = nulIssue(data);
    return issue ? { error: [issue] } : validate(data);
  };
};

export type Parsed<T> = { ok: true; value: T } | { ok: false; message: string };

/** The same checks for a route that parses its own body: "field: problem" on failure, as the 400 says. */
export function parseWithSchema<S extends z.ZodType>(
  schema: S,
  data: unknown,
  context = 'body',
): Parsed<z.output<S>> {
  const issue = nulIssue(data);
  if (issue) return { ok: false, message: validationMessage([issue], context) };
  const parsed = schema.safeParse(data);
  if (parsed.success) return { ok: true, value: parsed.data };
  const issues = parsed.error.issues.map((found) => ({
    instancePath: `/${found.path.join('/')}`,
    message: found.message,
  }));
  return { ok: false, message: validationMessage(issues, context) };
}
