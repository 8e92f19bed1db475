/**
 * Builds the OpenAPI 3.1 document of the loopback API from the zod schemas the handlers use.
 * `docs/openapi.json` is this document with the default server URL; a test keeps the two equal.
 */
import { z } from 'zod'
import { EVENT_TYPES } from '../../events/outbox'
import { DEFAULT_API_ORIGIN } from '../../keys/keys'
import { apiRegistry, reviewsQuerySchema } from './schemas'
import { webhookEventComponentName } from './webhook-schemas'

type Json = Record<string, unknown>

const ref = (kind: 'schemas' | 'headers' | 'responses', name: string) => ({
  $ref: `#/components/${kind}/${name}`,
})

/** Component schemas without the per-schema `$schema`/`$id` that standalone JSON Schemas carry. */
function componentSchemas(): Record<string, Json> {
  const { schemas } = z.toJSONSchema(apiRegistry, {
    uri: (id) => `#/components/schemas/${id}`,
    io: 'output',
  }) as { schemas: Record<string, Json> }
  return Object.fromEntries(
    Object.entries(schemas).map(([name, schema]) => {
      const { $schema: _s, $id: _i, ...rest } = schema
      return [name, rest]
    }),
  )
}

function queryParameters(): Json[] {
  const json = z.toJSONSchema(reviewsQuerySchema, { io: 'output' }) as {
    properties: Record<string, Json>
  }
  return Object.entries(json.properties).map(([name, schema]) => {
    const { description, ...rest } = schema
    return { name, in: 'query', required: false, description, schema: rest }
  })
}

const RATE_LIMIT_HEADERS = {
  'RateLimit-Limit': ref('headers', 'RateLimit-Limit'),
  'RateLimit-Remaining': ref('headers', 'RateLimit-Remaining'),
  'RateLimit-Reset': ref('headers', 'RateLimit-Reset'),
  'RateLimit-Policy': ref('headers', 'RateLimit-Policy'),
  RateLimit: ref('headers', 'RateLimit'),
  'X-Request-Id': ref('headers', 'X-Request-Id'),
}

const problemContent = { 'application/problem+json': { schema: ref('schemas', 'Problem') } }

function problemResponse(description: string, extraHeaders: Record<string, unknown> = {}): Json {
  return {
    description,
    headers: { ...RATE_LIMIT_HEADERS, ...extraHeaders },
    content: problemContent,
  }
}

const headerInteger = (description: string) => ({
  description,
  schema: { type: 'integer', minimum: 0 },
})

function components(): Json {
  return {
    securitySchemes: {
      apiKey: {
        type: 'http',
        scheme: 'bearer',
        bearerFormat: 'rr_live_ + 32 base62 + 6-character base62 CRC32 checksum',
        description:
          'An API key created by a workspace admin (Developers page or `review-reply keys create`). Send it only in the Authorization header.',
      },
    },
    schemas: componentSchemas(),
    headers: {
      'RateLimit-Limit': headerInteger('Burst size of the per-key token bucket (requests).'),
      'RateLimit-Remaining': headerInteger('Requests that can be made right now.'),
      'RateLimit-Reset': headerInteger('Seconds until the bucket is full again.'),
      'RateLimit-Policy': {
        description:
          'IETF draft-ietf-httpapi-ratelimit-headers policy: `"<name>";q=<burst>;w=<seconds to refill the whole burst>`.',
        schema: { type: 'string' },
      },
      RateLimit: {
        description:
          'IETF draft-ietf-httpapi-ratelimit-headers state: `"<name>";r=<remaining>;t=<seconds until full>`.',
        schema: { type: 'string' },
      },
      'X-Request-Id': {
        description: 'Identifies this request; also the `request_id` of problem documents.',
        schema: { type: 'string' },
      },
      'Retry-After': headerInteger('Seconds to wait before the next request succeeds.'),
      'WWW-Authenticate': {
        description: 'Always the Bearer scheme.',
        schema: { type: 'string' },
      },
      Allow: {
        description: 'The methods the path supports: GET, HEAD.',
        schema: { type: 'string' },
      },
    },
    responses: {
      BadRequest: problemResponse(
        'A query parameter is unknown, repeated or has a bad value, or the cursor was altered or replayed with other filters. `param` names it.',
      ),
      Unauthorized: problemResponse('The API key is missing, malformed, unknown or revoked.', {
        'WWW-Authenticate': ref('headers', 'WWW-Authenticate'),
      }),
      Forbidden: problemResponse('The workspace’s plan does not include API access.'),
      NotFound: problemResponse('Unknown path, or an app_id that is not in the key’s workspace.'),
      MethodNotAllowed: problemResponse('Only GET and HEAD are supported.', {
        Allow: ref('headers', 'Allow'),
      }),
      MisdirectedRequest: problemResponse(
        'The Host header is not 127.0.0.1, localhost or [::1] with this port, or the request carries an Origin header (browsers are refused).',
      ),
      TooManyRequests: problemResponse('The key’s rate limit is used up.', {
        'Retry-After': ref('headers', 'Retry-After'),
      }),
    },
  }
}

const errorResponses = (withBadRequest: boolean, withNotFound: boolean): Json => ({
  ...(withBadRequest ? { '400': ref('responses', 'BadRequest') } : {}),
  '401': ref('responses', 'Unauthorized'),
  '403': ref('responses', 'Forbidden'),
  ...(withNotFound ? { '404': ref('responses', 'NotFound') } : {}),
  '405': ref('responses', 'MethodNotAllowed'),
  '421': ref('responses', 'MisdirectedRequest'),
  '429': ref('responses', 'TooManyRequests'),
})

const okJson = (description: string, schema: string): Json => ({
  description,
  headers: RATE_LIMIT_HEADERS,
  content: { 'application/json': { schema: ref('schemas', schema) } },
})

function paths(): Json {
  return {
    '/api/v1/apps': {
      get: {
        operationId: 'listApps',
        summary: 'List the apps of the key’s workspace',
        description:
          'Every app of the workspace, by name. Takes no query parameters. HEAD is also accepted.',
        responses: { '200': okJson('The apps.', 'AppList'), ...errorResponses(true, false) },
      },
    },
    '/api/v1/reviews': {
      get: {
        operationId: 'listReviews',
        summary: 'List reviews, newest first',
        description:
          'Reviews ordered by (created_at desc, id desc) with the current reply embedded. Keyset-paginated: pass `next_cursor` as `cursor` with the same filters; reviews that arrive while you page are never repeated or skipped. HEAD is also accepted.',
        parameters: queryParameters(),
        responses: {
          '200': okJson('One page of reviews.', 'ReviewList'),
          ...errorResponses(true, true),
        },
      },
    },
    '/api/v1/openapi.json': {
      get: {
        operationId: 'getOpenApi',
        summary: 'This document',
        security: [],
        responses: {
          '200': {
            description: 'The OpenAPI 3.1 document, with this server’s URL.',
            headers: RATE_LIMIT_HEADERS,
            content: { 'application/json': { schema: { type: 'object' } } },
          },
          '405': ref('responses', 'MethodNotAllowed'),
          '421': ref('responses', 'MisdirectedRequest'),
          '429': ref('responses', 'TooManyRequests'),
        },
      },
    },
  }
}

const webhookHeader = (name: string, description: string): Json => ({
  name,
  in: 'header',
  required: true,
  description,
  schema: { type: 'string' },
})

function webhooks(): Json {
  return Object.fromEntries(
    EVENT_TYPES.map((type) => [
      type,
      {
        post: {
          operationId: `webhook_${type.replace('.', '_')}`,
          summary: `${type} event`,
          description:
            'Delivered as a Standard Webhooks POST. Verify the signature with any Standard Webhooks library (npm `standardwebhooks`) and dedupe on `webhook-id`.',
          parameters: [
            webhookHeader('webhook-id', 'The event id; the same on every retry.'),
            webhookHeader('webhook-timestamp', 'Unix seconds of this attempt.'),
            webhookHeader(
              'webhook-signature',
              '`v1,` + base64 HMAC-SHA256 of `{id}.{timestamp}.{body}` keyed with the decoded `whsec_` secret; two space-separated signatures during a secret rotation.',
            ),
          ],
          requestBody: {
            required: true,
            content: {
              'application/json': { schema: ref('schemas', webhookEventComponentName(type)) },
            },
          },
          responses: {
            '2XX': { description: 'Any 2xx within 15 seconds acknowledges the delivery.' },
            '410': { description: 'Gone: disables the endpoint at once.' },
          },
        },
      },
    ]),
  )
}

/** `origin` is the server's scheme, host and port: the paths already start with /api/v1. */
export function buildOpenApiDocument(origin: string = DEFAULT_API_ORIGIN): Json {
  return {
    openapi: '3.1.0',
    info: {
      title: 'Review Reply local API',
      version: '1.0.0',
      description:
        'Read-only access to one workspace’s apps and reviews, on loopback only. Requests need `Authorization: Bearer rr_live_…`; errors are RFC 9457 problem documents; every response carries the RateLimit headers.',
    },
    servers: [{ url: origin, description: 'This installation (loopback only)' }],
    security: [{ apiKey: [] }],
    paths: paths(),
    webhooks: webhooks(),
    components: components(),
  }
}
