import {
  apiHeaders,
  currencyCodes,
  endpoints,
  errorEnvelopeSchema,
  localeSchema,
  type Endpoint,
  type ErrorCode,
} from '@vitrina/contracts';
import {
  binaryEndpoints,
  menuItemSchema,
  menuLinkSchema,
  menuObjectSchema,
  type BinaryEndpoint,
} from '@vitrina/contracts/content';
import {
  countrySchema,
  currencySchema,
  globalsSchema,
  productCategorySchema,
} from '@vitrina/contracts/store';
import { z } from 'zod';
import { statusOf } from '../core/errors.ts';
import { mountedPath } from './mount.ts';

type Json = Record<string, unknown>;

const ref = (id: string) => ({ $ref: `#/components/schemas/${id}` });
const json = (schema: Json, description: string) => ({
  description,
  content: { 'application/json': { schema } },
});

/** Named schemas become components, so recursive ones (menu items) are plain `$ref`s. */
function components(): Record<string, Json> {
  const registry = z.registry<{ id: string }>();
  const named: [z.ZodType, string][] = [
    [globalsSchema, 'Globals'],
    [currencySchema, 'Currency'],
    [countrySchema, 'Country'],
    [productCategorySchema, 'ProductCategory'],
    [menuObjectSchema, 'MenuObject'],
    [menuItemSchema, 'MenuItem'],
    [menuLinkSchema, 'MenuLink'],
    [errorEnvelopeSchema, 'ErrorEnvelope'],
    ...Object.values(endpoints).map((e): [z.ZodType, string] => [e.response, `${e.name}Response`]),
  ];
  for (const [schema, id] of named) registry.add(schema, { id });
  const { schemas } = z.toJSONSchema(registry, { uri: (id) => ref(id).$ref, io: 'output' });
  return Object.fromEntries(
    Object.entries(schemas).map(([id, { $schema: _s, $id: _i, ...schema }]) => [
      id,
      schema as Json,
    ]),
  );
}

/** `in: path|query` parameters from an object schema's properties. */
function parameters(schema: z.ZodType | undefined, where: 'path' | 'query') {
  if (!schema) return [];
  const { properties = {}, required = [] } = z.toJSONSchema(schema, { io: 'input' }) as Json & {
    properties?: Record<string, Json>;
    required?: string[];
  };
  return Object.entries(properties).map(([name, property]) => ({
    name,
    in: where,
    required: where === 'path' || required.includes(name),
    schema: property,
  }));
}

const header = (name: string, schema: Json, description: string) => ({
  name,
  in: 'header',
  required: false,
  schema,
  description,
});

/** The headers of spec section 7; an unknown or malformed value answers 400 naming the header. */
const shopperHeaders = [
  header(
    apiHeaders.locale,
    { enum: localeSchema.options },
    'Language of translated fields; default cs.',
  ),
  header(
    apiHeaders.defaultLocale,
    { enum: localeSchema.options },
    'Language that answers where a translation is missing; default cs.',
  ),
  header(apiHeaders.currency, { enum: [...currencyCodes] }, 'Currency; default CZK.'),
  header(
    apiHeaders.domain,
    { type: 'string', format: 'hostname' },
    "Domain code: the shop's main domain or a language's domain (see globals); default the main domain.",
  ),
  header(
    apiHeaders.translationVariant,
    { type: 'string', pattern: '^[A-Za-z0-9_.:-]{1,64}$' },
    'Variant of translated texts; accepted, selects nothing yet (every variant reads the same texts).',
  ),
  header(apiHeaders.userGroups, { type: 'string' }, 'Comma-separated user groups.'),
  header(apiHeaders.userVariant, { type: 'string' }, 'User variant.'),
];

/** Error responses grouped by status, naming the codes each may carry. */
function errorResponses(endpoint: { errors: readonly ErrorCode[] }) {
  const byStatus = new Map<number, string[]>();
  for (const code of [...endpoint.errors, 'internal_error' as const]) {
    byStatus.set(statusOf(code), [...(byStatus.get(statusOf(code)) ?? []), code]);
  }
  return Object.fromEntries(
    [...byStatus].map(([status, codes]) => [
      String(status),
      json(ref('ErrorEnvelope'), `Error envelope; codes: ${codes.join(', ')}`),
    ]),
  );
}

function operation(endpoint: Endpoint) {
  return {
    operationId: endpoint.name,
    summary: endpoint.summary,
    tags: [endpoint.server],
    parameters: [
      ...parameters(endpoint.params, 'path'),
      ...parameters(endpoint.query, 'query'),
      ...shopperHeaders,
    ],
    ...(endpoint.body
      ? {
          requestBody: {
            required: true,
            ...json(z.toJSONSchema(endpoint.body, { io: 'input' }), 'Body'),
          },
        }
      : {}),
    responses: { '200': json(ref(`${endpoint.name}Response`), 'OK'), ...errorResponses(endpoint) },
    // `Authorization: Bearer <access_token from POST /api/oauth/login>` (decision 002).
    ...(endpoint.auth
      ? { security: endpoint.auth === 'required' ? [{ bearer: [] }] : [{ bearer: [] }, {}] }
      : {}),
  };
}

/** Images and files: bytes, not JSON, and no shopper headers (browsers load them from `<img>`). */
function binaryOperation(endpoint: BinaryEndpoint) {
  const bytes = { schema: { type: 'string', format: 'binary' } };
  return {
    operationId: endpoint.name,
    summary: endpoint.summary,
    description:
      'The last path parameter may contain `/`. Answers 304 to a matching `If-None-Match`.',
    tags: [endpoint.server],
    parameters: parameters(endpoint.params, 'path'),
    responses: {
      '200': {
        description: 'The bytes, with ETag and Cache-Control',
        content: Object.fromEntries(endpoint.contentTypes.map((type) => [type, bytes])),
      },
      '304': { description: 'Not modified (ETag matched)' },
      ...errorResponses(endpoint),
    },
  };
}

/** OpenAPI 3.1 of both APIs, generated from the contract's endpoint tables (documentation only). */
export function buildOpenApiDocument(): Json {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const endpoint of Object.values(endpoints) as Endpoint[]) {
    const path = (paths[mountedPath(endpoint)] ??= {});
    path[endpoint.method.toLowerCase()] = operation(endpoint);
  }
  for (const endpoint of Object.values(binaryEndpoints) as BinaryEndpoint[]) {
    (paths[mountedPath(endpoint)] ??= {}).get = binaryOperation(endpoint);
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Vitrina store and content API',
      version: '1',
      description: 'Errors always answer `{ data: { errors: [{ field?, title, code }] } }`.',
    },
    tags: [
      { name: 'store', description: 'Store back end (STORE_API_URL)' },
      { name: 'content', description: 'Content server, mounted under /content (CONTENT_API_URL)' },
    ],
    paths,
    components: {
      schemas: components(),
      securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } },
    },
  };
}
