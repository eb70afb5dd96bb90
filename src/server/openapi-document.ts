/**
 * @module server/openapi-document
 * `GET /general/openapi.json`: an OpenAPI 3.1 document of the partition interface, generated from the one
 * option record (src/options/option-fields.ts), so the document cannot drift from what the server parses.
 * Shapes follow upstream's generated spec (api §3): `partition_parameters` body, `Element`, 422
 * `HTTPValidationError`, 5XX `ServerError`, the `unstructured-api-key` header scheme.
 */
import { OPTION_FIELD_LIST } from '../options/option-fields.js'
import type { OptionFieldEntry } from '../options/option-fields.js'

type Schema = Record<string, unknown>

/** The document; `version` is the package version. */
export function openApiDocument(version: string): Schema {
  const properties: Record<string, Schema> = {
    files: { type: 'string', format: 'binary', description: 'The file to extract (repeat the field for several files).' },
  }
  for (const field of OPTION_FIELD_LIST) properties[field.wire] = fieldSchema(field)
  return {
    openapi: '3.1.0',
    info: {
      title: 'docparts partition API',
      summary: 'Documents into Unstructured-compatible elements, offline.',
      version,
    },
    servers: [{ url: 'http://localhost:8000', description: 'Development server', 'x-speakeasy-server-id': 'local' }],
    security: [{ ApiKeyAuth: [] }, {}],
    paths: {
      '/general/v0/general': {
        post: {
          tags: ['general'],
          summary: 'Partition a document',
          operationId: 'partition_parameters',
          'x-speakeasy-name-override': 'partition',
          requestBody: {
            required: true,
            content: { 'multipart/form-data': { schema: { $ref: '#/components/schemas/partition_parameters' } } },
          },
          responses: {
            '200': {
              description: 'The elements of the document (an array of arrays for several files).',
              content: {
                'application/json': { schema: { type: 'array', items: { $ref: '#/components/schemas/Element' } } },
                'text/csv': { schema: { type: 'string', title: 'CSV-Element' } },
              },
            },
            '422': {
              description: 'Validation Error',
              content: { 'application/json': { schema: { $ref: '#/components/schemas/HTTPValidationError' } } },
            },
            '4XX': {
              description: 'Request error (unsupported file type 400, API key 401, upload too large 413, …)',
              content: { 'application/json': { schema: { $ref: '#/components/schemas/ServerError' } } },
            },
            '5XX': {
              description: 'Server Error (503 under load, 504 past the time limit)',
              content: { 'application/json': { schema: { $ref: '#/components/schemas/ServerError' } } },
            },
          },
        },
      },
      '/healthcheck': {
        get: {
          summary: 'Health check',
          operationId: 'healthcheck',
          responses: { '200': { description: 'The server is up.', content: { 'application/json': { schema: { type: 'object' } } } } },
        },
      },
    },
    components: {
      schemas: {
        partition_parameters: { type: 'object', required: ['files'], properties },
        Element: {
          type: 'object',
          required: ['type', 'element_id', 'metadata', 'text'],
          properties: {
            type: { type: 'string' },
            element_id: { type: 'string' },
            text: { type: 'string' },
            metadata: { type: 'object' },
          },
          additionalProperties: true,
          title: 'Element',
        },
        HTTPValidationError: {
          type: 'object',
          properties: {
            detail: {
              anyOf: [{ type: 'array', items: { $ref: '#/components/schemas/ValidationError' } }, { type: 'string' }],
            },
          },
          title: 'HTTPValidationError',
        },
        ValidationError: {
          type: 'object',
          required: ['loc', 'msg', 'type'],
          properties: {
            loc: { type: 'array', items: { anyOf: [{ type: 'string' }, { type: 'integer' }] } },
            msg: { type: 'string' },
            type: { type: 'string' },
            input: {},
            ctx: { type: 'object' },
          },
          title: 'ValidationError',
        },
        ServerError: { type: 'object', properties: { detail: { type: 'string' } }, title: 'ServerError' },
      },
      securitySchemes: { ApiKeyAuth: { type: 'apiKey', in: 'header', name: 'unstructured-api-key' } },
    },
  }
}

function fieldSchema(field: OptionFieldEntry): Schema {
  const base = baseSchema(field)
  const schema: Schema = field.nullable ? { anyOf: [base, { type: 'null' }] } : { ...base }
  if (field.default !== undefined) schema.default = field.default
  schema.description = field.description
  if (field.deprecated === true) schema.deprecated = true
  return schema
}

function baseSchema(field: OptionFieldEntry): Schema {
  switch (field.kind) {
    case 'boolean':
      return { type: 'boolean' }
    case 'integer':
      return { type: 'integer' }
    case 'number':
      return {
        type: 'number',
        ...(field.min === undefined ? {} : { minimum: field.min }),
        ...(field.max === undefined ? {} : { maximum: field.max }),
      }
    case 'string':
      return { type: 'string' }
    case 'string-list':
      return { type: 'array', items: { type: 'string' } }
    case 'enum-tolerant':
      // Unknown values are tolerated by the schema (the spec); the known ones are listed for clients.
      return field.knownValues !== undefined && field.knownValues.length > 0
        ? { anyOf: [{ enum: [...field.knownValues] }, { type: 'string' }] }
        : { type: 'string' }
  }
}
