// The operations the fuzz test walks: every operation of the OpenAPI document the app builds
// (/docs/json), plus the routes the document hides, each with a deliberate decision. routesOf reads the
// app's own route table, so a route added later without a decision fails the test.

export type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  items?: JsonSchema;
  minItems?: number;
  maxItems?: number;
  enum?: unknown[];
  const?: unknown;
  default?: unknown;
  pattern?: string;
  format?: string;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: boolean | number;
  minLength?: number;
  maxLength?: number;
  oneOf?: JsonSchema[];
  anyOf?: JsonSchema[];
  allOf?: JsonSchema[];
};

export interface Parameter {
  name: string;
  in: 'path' | 'query' | 'header';
  required: boolean;
  schema: JsonSchema;
}

export interface Operation {
  method: 'GET' | 'POST';
  /** OpenAPI form: /staff/kyc/{id}. */
  path: string;
  parameters: Parameter[];
  body: JsonSchema | undefined;
  /** How the route authenticates besides a Bearer token: an HMAC over the raw body. */
  signature?: 'wallet-api' | 'gateway';
  /** The body is an HTML form post (the sandbox pages). */
  form?: boolean;
}

interface OpenApiDocument {
  paths: Record<
    string,
    Record<
      string,
      {
        parameters?: Parameter[];
        requestBody?: { content?: Record<string, { schema: JsonSchema }> };
      }
    >
  >;
}

const object = (properties: Record<string, JsonSchema>, required: string[] = []): JsonSchema => ({
  type: 'object',
  properties,
  required,
});
const text = (pattern?: string): JsonSchema => ({ type: 'string', ...(pattern ? { pattern } : {}) });
const pathParam = (name: string, schema: JsonSchema = text()): Parameter => ({
  name,
  in: 'path',
  required: true,
  schema,
});

/**
 * Routes outside the document that the fuzz test walks too: the signed gateway webhook and the sandbox
 * pages (forms and pages a tester's browser sends anything to). The wallet-api is in the document and is
 * walked signed with the sandbox provider's secret, so its bodies get past the signature check.
 */
export const HIDDEN_OPERATIONS: Operation[] = [
  {
    method: 'POST',
    path: '/webhooks/kvmpay',
    parameters: [],
    signature: 'gateway',
    body: object(
      {
        transaction_id: text('^KVM[0-9A-F]{20}$'),
        gateway_payment_id: text('^g[0-9]{1,8}$'),
        status: { type: 'string', enum: ['SUCCESS', 'FAILED'] },
        amount: { type: 'number', minimum: 0, maximum: 100_000 },
      },
      ['transaction_id', 'gateway_payment_id', 'status', 'amount'],
    ),
  },
  { method: 'GET', path: '/sandbox/upi-bank', parameters: [], body: undefined },
  {
    method: 'POST',
    path: '/sandbox/upi-bank',
    parameters: [],
    form: true,
    body: object(
      {
        upi_id: { type: 'string', enum: ['khelo.deposits@okaxis'] },
        amount: text('^[1-9][0-9]{1,3}$'),
        payer: text('^[A-Za-z ]{1,20}$'),
      },
      ['upi_id', 'amount'],
    ),
  },
  {
    method: 'GET',
    path: '/sandbox/gateway/{id}',
    parameters: [pathParam('id', text('^SGW[0-9A-F]{8}$'))],
    body: undefined,
  },
  {
    method: 'POST',
    path: '/sandbox/gateway/{id}/{action}',
    parameters: [
      pathParam('id', text('^SGW[0-9A-F]{8}$')),
      pathParam('action', { type: 'string', enum: ['pay', 'decline', 'expire'] }),
    ],
    body: undefined,
  },
  {
    method: 'GET',
    path: '/sandbox/provider/{gameCode}',
    parameters: [
      pathParam('gameCode', { type: 'string', enum: ['MZ010001', 'SPB02001'] }),
      { name: 'token', in: 'query', required: false, schema: text() },
      { name: 'href', in: 'query', required: false, schema: text() },
    ],
    body: undefined,
  },
  {
    method: 'GET',
    path: '/sandbox/wallet-providers/{code}',
    parameters: [pathParam('code', { type: 'string', enum: ['SPB', 'MZ'] })],
    body: undefined,
  },
  {
    method: 'GET',
    path: '/locales/{lng}/{file}',
    parameters: [
      pathParam('lng', { type: 'string', enum: ['en', 'hd'] }),
      pathParam('file', { type: 'string', enum: ['common.json', 'kyc.json'] }),
    ],
    body: undefined,
  },
  { method: 'GET', path: '/gameRules.json', parameters: [], body: undefined },
  // The web app's pages: any path a browser may ask for.
  { method: 'GET', path: '/{*}', parameters: [pathParam('*', text('^[a-z-]{1,12}$'))], body: undefined },
];

/** Routes not walked, and why. */
export const NOT_WALKED: Record<string, string> = {
  'GET /docs': 'swagger-ui: static files of a third-party package, no input reaches our code',
  'GET /docs/': 'swagger-ui',
  'GET /docs/static/index.html': 'swagger-ui',
  'GET /docs/static/swagger-initializer.js': 'swagger-ui',
  'GET /docs/{*}': 'swagger-ui',
  'GET /docs/json': 'the document itself, built once at start',
  'GET /docs/yaml': 'the document itself',
  'GET /readyz': "the balancer's check: it reads no input (its answers: src/lifecycle.test.ts)",
};

export function operationsOf(document: OpenApiDocument): Operation[] {
  const operations: Operation[] = [];
  for (const [path, methods] of Object.entries(document.paths)) {
    for (const [method, operation] of Object.entries(methods)) {
      if (method !== 'get' && method !== 'post') continue;
      operations.push({
        method: method.toUpperCase() as 'GET' | 'POST',
        path,
        parameters: operation.parameters ?? [],
        body: operation.requestBody?.content?.['application/json']?.schema,
        ...(path.startsWith('/wallet-api/') ? { signature: 'wallet-api' as const } : {}),
      });
    }
  }
  return [...operations, ...HIDDEN_OPERATIONS];
}

/**
 * "GET /staff/kyc/{id}" for every route of the app (HEAD left out: Fastify adds it to every GET), read
 * from printRoutes' tree: a line's indentation says whose child it is, its text what it adds to the path.
 */
export function routesOf(tree: string): string[] {
  const parents: string[] = [];
  const routes: string[] = [];
  for (const line of tree.split('\n')) {
    const match = /^((?:│ {3}| {4})*)[├└]── (.*?)(?: \(([A-Z, ]+)\))?$/.exec(line);
    if (!match) continue;
    const depth = match[1]!.length / 4;
    const segment = match[2]!;
    const path = `${parents[depth - 1] ?? ''}${depth === 0 && !segment.startsWith('/') ? '/' : ''}${segment}`;
    parents[depth] = path;
    parents.length = depth + 1;
    for (const method of (match[3] ?? '').split(', ').filter(Boolean)) {
      if (method === 'HEAD') continue;
      routes.push(`${method} ${path.replace(/:(\w+)/g, '{$1}').replace(/\*$/, '{*}')}`);
    }
  }
  return routes;
}
