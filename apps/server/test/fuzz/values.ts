import fc from 'fast-check';
import type { JsonSchema, Operation, Parameter } from './operations';

// Inputs for the fuzz test, generated with fast-check from each operation's JSON Schema: a valid request
// (so that mutations reach past the first check into services and SQL) with one thing made wrong: a field
// set to a hostile or edge-case value (NUL, huge, negative, fractional, wrong type, very long, …), a field
// left out, an extra field, or the whole body replaced.

/** Values the identity under test gives its requests (the player's own id, a live house launch, …). */
export interface FuzzContext {
  playerId: string | undefined;
  refreshToken: string | undefined;
  /** House game code → a live launch token of the player. */
  houseTokens: Record<string, string>;
  /** Ids that exist: a pending deposit, a KYC submission, another player… for path parameters. */
  knownIds: Record<string, string[]>;
}

const HOSTILE_STRINGS = [
  'a\u0000b',
  '\u0000',
  '',
  ' ',
  'x'.repeat(5_000),
  '\ud800',
  '\u202eevil',
  '../../../../etc/passwd',
  '%00',
  "'; DROP TABLE players; --",
  '<script>alert(1)</script>',
  '1e308',
  '-1',
  'NaN',
  '9'.repeat(40),
  'देवनागरी',
  '00000000-0000-0000-0000-000000000000',
];
const HOSTILE_NUMBERS = [
  1e308,
  -1e308,
  2 ** 63,
  -(2 ** 63),
  2 ** 31,
  2 ** 53 + 2,
  Number.MAX_SAFE_INTEGER,
  -1,
  0,
  0.001,
  10.005,
  1.5,
  5e-324,
];
const WRONG_TYPES: unknown[] = [null, true, false, [], {}, [1], [null], { a: 1 }, '100', [[[[[]]]]]];

/** A hostile or edge-case value for any field. */
export const badValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...HOSTILE_STRINGS) },
  { weight: 4, arbitrary: fc.constantFrom(...HOSTILE_NUMBERS) },
  { weight: 3, arbitrary: fc.constantFrom(...WRONG_TYPES) },
  { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 30 }) },
  { weight: 1, arbitrary: fc.double({ noNaN: true }) },
  { weight: 1, arbitrary: fc.integer() },
  { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 3 }) },
);

/** A body sent as these exact bytes (deep nesting, malformed JSON, prototype keys). */
export class RawBody {
  constructor(readonly text: string) {}
  toJSON() {
    return `raw: ${this.text.slice(0, 60)}…`;
  }
}

/** A whole body that is not the object the route expects. */
const badBody: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom<unknown>([], 'text', 42, null, true),
  fc.constantFrom(
    new RawBody(`${'['.repeat(50_000)}${']'.repeat(50_000)}`),
    new RawBody(`${'{"a":'.repeat(20_000)}1${'}'.repeat(20_000)}`),
    new RawBody('{"__proto__":{"admin":true},"constructor":{"prototype":{"x":1}}}'),
    new RawBody('{"amount":'),
    new RawBody('{"amount":1e999}'),
    new RawBody('{"a":"\\u0000","a":"\\ud800"}'),
  ),
  fc.jsonValue({ maxDepth: 4 }),
);

const WELL_KNOWN: Record<string, unknown> = {
  operator_id: 230201,
  oprId: 230201,
  mobile_number: '9876543210',
  mobileNo: '9876543210',
  phoneNo: '9876543210',
  phone: '9876543210',
  country_code: '+91',
  email: 'fuzz@example.com',
  currency: 'INR',
};

function firstOf(schema: JsonSchema): JsonSchema {
  return schema.oneOf?.[0] ?? schema.anyOf?.[0] ?? schema.allOf?.[0] ?? schema;
}

/** A value the schema accepts (as far as JSON Schema tells: zod's refinements may still refuse it). */
export function validValue(schema: JsonSchema, name: string, context: FuzzContext): fc.Arbitrary<unknown> {
  if (name in WELL_KNOWN) return fc.constant(WELL_KNOWN[name]);
  if (name === 'player_id' && context.playerId) return fc.constant(context.playerId);
  if (name === 'current_auth_token' && context.refreshToken) return fc.constant(context.refreshToken);
  if (name in context.knownIds) return fc.constantFrom(...context.knownIds[name]!);
  const variants = schema.oneOf ?? schema.anyOf;
  if (variants) return fc.oneof(...variants.map((variant) => validValue(variant, name, context)));
  if (schema.allOf) return validValue(firstOf(schema), name, context);
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  const type = Array.isArray(schema.type) ? schema.type.find((one) => one !== 'null') : schema.type;
  switch (type) {
    case 'string':
      if (schema.format === 'uuid') return fc.uuid({ version: 4 });
      if (schema.format === 'email') return fc.constant('fuzz@example.com');
      if (schema.format === 'date') return fc.constant('2026-11-20');
      if (schema.pattern)
        return fc.stringMatching(new RegExp(schema.pattern)).filter((value) => value.length <= 300);
      return fc.string({
        minLength: Math.min(schema.minLength ?? 3, 20),
        maxLength: Math.min(schema.maxLength ?? 20, 40),
      });
    case 'integer':
    case 'number': {
      const min = Math.max(schema.minimum ?? 0, -1e6) + (schema.exclusiveMinimum === true ? 1 : 0);
      const max = Math.min(schema.maximum ?? 1e6, 1e6);
      return fc.integer({ min: Math.ceil(Math.min(min, max)), max: Math.floor(max) });
    }
    case 'boolean':
      return fc.boolean();
    case 'array':
      return fc.array(validValue(schema.items ?? {}, name, context), {
        minLength: Math.max(schema.minItems ?? 1, 1),
        maxLength: Math.max(schema.minItems ?? 1, 1),
      });
    case 'object':
      return objectValue(schema, context);
    case undefined:
    default:
      return fc.constant('x');
  }
}

function objectValue(schema: JsonSchema, context: FuzzContext): fc.Arbitrary<Record<string, unknown>> {
  const properties = Object.entries(schema.properties ?? {});
  if (properties.length === 0 && typeof schema.additionalProperties === 'object')
    return fc.dictionary(
      fc.stringMatching(/^[a-z.]{1,20}$/),
      validValue(schema.additionalProperties, '', context),
      {
        maxKeys: 3,
      },
    );
  const required = new Set(schema.required ?? []);
  const record: Record<string, fc.Arbitrary<unknown>> = {};
  for (const [key, child] of properties) record[key] = validValue(child, key, context);
  return fc.record(record, {
    requiredKeys: properties
      .map(([key]) => key)
      .filter((key) => required.has(key) || key in WELL_KNOWN || key === 'player_id'),
  });
}

export interface FuzzCase {
  body: unknown;
  params: Record<string, unknown>;
  query: Record<string, unknown>;
  /** What was made wrong, for the report of a failure. */
  mutation: string;
}

type Mutation =
  | { kind: 'none' }
  | { kind: 'set'; where: 'body' | 'path' | 'query'; key: string; nested?: string; value: unknown }
  | { kind: 'delete'; where: 'body' | 'path' | 'query'; key: string }
  | { kind: 'extra'; key: string; value: unknown }
  | { kind: 'body'; value: unknown };

function mutationOf(operation: Operation): fc.Arbitrary<Mutation> {
  const bodySchema = operation.body ? firstOf(operation.body) : undefined;
  const bodyKeys = Object.keys(bodySchema?.properties ?? {});
  const targets: { where: 'body' | 'path' | 'query'; key: string; nested?: string }[] = [
    ...bodyKeys.map((key) => ({ where: 'body' as const, key })),
    ...operation.parameters
      .filter((parameter) => parameter.in !== 'header')
      .map((parameter) => ({ where: parameter.in as 'path' | 'query', key: parameter.name })),
  ];
  // One level down too: bets.0.amount of a roulette bet.
  for (const key of bodyKeys) {
    const items = bodySchema?.properties?.[key]?.items;
    for (const nested of Object.keys(items?.properties ?? {})) targets.push({ where: 'body', key, nested });
  }
  const options: { weight: number; arbitrary: fc.Arbitrary<Mutation> }[] = [
    { weight: 2, arbitrary: fc.constant<Mutation>({ kind: 'none' }) },
    {
      weight: 1,
      arbitrary: fc.record({
        kind: fc.constant('extra' as const),
        key: fc.constantFrom('extra', 'admin', 'constructor', 'a\u0000'),
        value: badValue,
      }),
    },
  ];
  if (targets.length > 0) {
    const target = fc.constantFrom(...targets);
    options.push(
      {
        weight: 8,
        arbitrary: fc
          .record({ target, value: badValue })
          .map(({ target: t, value }) => ({ kind: 'set' as const, ...t, value })),
      },
      { weight: 2, arbitrary: target.map((t) => ({ kind: 'delete' as const, where: t.where, key: t.key })) },
    );
  }
  if (operation.body)
    options.push({ weight: 1, arbitrary: badBody.map((value) => ({ kind: 'body' as const, value })) });
  return fc.oneof(...options);
}

function parametersOf(parameters: Parameter[], where: 'path' | 'query', context: FuzzContext) {
  const record: Record<string, fc.Arbitrary<unknown>> = {};
  const chosen = parameters.filter((parameter) => parameter.in === where);
  for (const parameter of chosen)
    record[parameter.name] = validValue(parameter.schema, parameter.name, context);
  return fc.record(record, {
    requiredKeys: chosen.filter((parameter) => parameter.required || where === 'path').map((p) => p.name),
  });
}

function describe(mutation: Mutation): string {
  switch (mutation.kind) {
    case 'none':
      return 'a valid request';
    case 'set':
      return `${mutation.where} ${mutation.key}${mutation.nested ? `.0.${mutation.nested}` : ''} set`;
    case 'delete':
      return `${mutation.where} ${mutation.key} left out`;
    case 'extra':
      return 'an extra field';
    case 'body':
      return 'another body';
  }
}

/** `count` cases of one operation, the same for the same seed. */
export function casesOf(operation: Operation, context: FuzzContext, seed: number, count: number): FuzzCase[] {
  const arbitrary = fc.record({
    body: operation.body ? validValue(operation.body, '', context) : fc.constant(undefined),
    params: parametersOf(operation.parameters, 'path', context),
    query: parametersOf(operation.parameters, 'query', context),
    mutation: mutationOf(operation),
  });
  return fc.sample(arbitrary, { seed, numRuns: count }).map(({ body, params, query, mutation }) => {
    const parts = { body, params: { ...params }, query: { ...query } } as FuzzCase;
    const container = (where: 'body' | 'path' | 'query') =>
      where === 'path' ? parts.params : where === 'query' ? parts.query : parts.body;
    if (mutation.kind === 'set') {
      const target = container(mutation.where) as Record<string, unknown> | undefined;
      if (target && typeof target === 'object') {
        const list = target[mutation.key];
        if (mutation.nested && Array.isArray(list) && typeof list[0] === 'object' && list[0] !== null)
          (list[0] as Record<string, unknown>)[mutation.nested] = mutation.value;
        else target[mutation.key] = mutation.value;
      }
    } else if (mutation.kind === 'delete') {
      const target = container(mutation.where) as Record<string, unknown> | undefined;
      if (target && typeof target === 'object') delete target[mutation.key];
    } else if (mutation.kind === 'extra' && parts.body && typeof parts.body === 'object') {
      (parts.body as Record<string, unknown>)[mutation.key] = mutation.value;
    } else if (mutation.kind === 'body') {
      parts.body = mutation.value;
    }
    return { ...parts, mutation: describe(mutation) };
  });
}
