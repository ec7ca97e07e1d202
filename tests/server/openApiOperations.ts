import type { FastifyInstance } from 'fastify';

/** A JSON Schema as the OpenAPI document holds it (OpenAPI 3.0 flavour). */
export interface JsonSchema {
  type?: string;
  format?: string;
  pattern?: string;
  enum?: unknown[];
  nullable?: boolean;
  anyOf?: JsonSchema[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  minItems?: number;
  minLength?: number;
  minimum?: number;
  maximum?: number;
}

interface Parameter {
  in: 'path' | 'query' | 'header' | 'cookie';
  name: string;
  schema?: JsonSchema;
  content?: Record<string, { schema: JsonSchema }>;
}

/** One operation of the document: `PUT /api/trucks/{id}` and what it takes. */
export interface Operation {
  method: string;
  /** The document's path, `{name}` for parameters. */
  path: string;
  pathParams: string[];
  /** Query parameters; `json` when the parameter holds JSON (`?filter={...}`). */
  query: { name: string; schema: JsonSchema; json: boolean }[];
  jsonBody?: JsonSchema;
  /** The multipart body's schema: its properties name the file parts. */
  multipartBody?: JsonSchema;
  /** Answers a text/event-stream that stays open (GET /api/events): inject would wait for ever. */
  eventStream: boolean;
}

const methods = ['get', 'post', 'put', 'patch', 'delete'];

/** Every operation /api/openapi.json describes, so new endpoints are covered without listing them. */
export async function documentedOperations(app: FastifyInstance): Promise<Operation[]> {
  const doc = (await app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
  const operations: Operation[] = [];
  for (const [path, item] of Object.entries(
    doc.paths as Record<
      string,
      Record<
        string,
        {
          parameters?: Parameter[];
          requestBody?: { content: Record<string, { schema: JsonSchema }> };
          responses?: Record<string, { content?: Record<string, unknown> }>;
        }
      >
    >,
  )) {
    for (const method of methods) {
      const operation = item[method];
      if (!operation) continue;
      const parameters = operation.parameters ?? [];
      const content = operation.requestBody?.content ?? {};
      operations.push({
        method: method.toUpperCase(),
        path,
        pathParams: parameters.filter((p) => p.in === 'path').map((p) => p.name),
        query: parameters
          .filter((p) => p.in === 'query')
          .map((p) => ({ name: p.name, schema: p.content?.['application/json']?.schema ?? p.schema ?? {}, json: Boolean(p.content) })),
        jsonBody: content['application/json']?.schema,
        multipartBody: content['multipart/form-data']?.schema,
        eventStream: Boolean(operation.responses?.['200']?.content?.['text/event-stream']),
      });
    }
  }
  return operations;
}

/** The URL of an operation with its path parameters filled in (values already URL-safe). */
export function urlFor(operation: Operation, params: Record<string, string>, query = ''): string {
  return operation.path.replace(/\{(\w+)\}/g, (_, name: string) => params[name] ?? '1') + (query ? `?${query}` : '');
}

/** A value the schema would likely accept, so a bad value elsewhere is what the server trips on. */
export function plausibleValue(schema: JsonSchema | undefined, email: string): unknown {
  if (!schema) return 'x';
  if (schema.anyOf)
    return plausibleValue(schema.anyOf.find((branch) => !(branch.nullable && branch.enum?.[0] === null)) ?? schema.anyOf[0], email);
  if (schema.enum) return schema.enum[0];
  switch (schema.type) {
    case 'object':
      return Object.fromEntries(
        Object.entries(schema.properties ?? {})
          .filter(([name]) => schema.required?.includes(name))
          .map(([name, property]) => [name, plausibleValue(property, email)]),
      );
    case 'array':
      return schema.minItems ? [plausibleValue(schema.items, email)] : [];
    case 'integer':
    case 'number':
      return Math.min(Math.max(1, schema.minimum ?? 1), schema.maximum ?? 1);
    case 'boolean':
      return true;
    default:
      if (schema.format === 'date') return '2030-01-01';
      if (schema.format === 'date-time') return '2030-01-01T00:00:00Z';
      if (schema.format === 'email') return email;
      if (schema.format === 'time' || schema.pattern?.startsWith('^([01]\\d|2[0-3])')) return '10:00';
      return 'x'.repeat(Math.max(1, schema.minLength ?? 1));
  }
}
