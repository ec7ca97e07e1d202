import { plausibleValue, type JsonSchema } from '../openApiOperations';

/** Where a leaf field sits in a body: object keys and array indexes. */
export type FieldPath = (string | number)[];

/**
 * Every leaf field of a body schema, nested objects and the first item of arrays included, so a bad
 * value reaches each of them on its own, the rest of the body plausible.
 */
export function leafFields(schema: JsonSchema | undefined, path: FieldPath = [], depth = 0): { path: FieldPath; schema: JsonSchema }[] {
  if (!schema || depth > 4) return [];
  const object = schema.anyOf?.find((branch) => branch.type === 'object') ?? (schema.type === 'object' ? schema : undefined);
  if (object)
    return Object.entries(object.properties ?? {}).flatMap(([name, property]) => leafFields(property, [...path, name], depth + 1));
  const array = schema.anyOf?.find((branch) => branch.type === 'array') ?? (schema.type === 'array' ? schema : undefined);
  if (array) return leafFields(array.items, [...path, 0], depth + 1);
  return path.length ? [{ path, schema }] : [];
}

/** A copy of `body` with `value` at `path`, building the objects and arrays on the way from the schema's plausible values. */
export function withValueAt(
  body: Record<string, unknown>,
  schema: JsonSchema,
  path: FieldPath,
  value: unknown,
  email: string,
): Record<string, unknown> {
  const copy = structuredClone(body);
  let target: Record<string | number, unknown> = copy;
  let at: JsonSchema | undefined = schema;
  for (const [i, key] of path.entries()) {
    at = typeof key === 'number' ? branch(at, 'array')?.items : branch(at, 'object')?.properties?.[key];
    if (i === path.length - 1) {
      target[key] = value;
      break;
    }
    const next = target[key];
    // A field inside: the object branch of a union (`'93'` or `{code, minutes}` for a delay), not its plausible text.
    const inside = typeof path[i + 1] === 'number' ? at : (branch(at, 'object') ?? at);
    target[key] = next && typeof next === 'object' ? next : (plausibleValue(inside, email) ?? (typeof path[i + 1] === 'number' ? [] : {}));
    if (typeof path[i + 1] === 'number' && Array.isArray(target[key]) && (target[key] as unknown[]).length === 0) {
      (target[key] as unknown[]).push(plausibleValue(branch(at, 'array')?.items, email));
    }
    target = target[key] as Record<string | number, unknown>;
  }
  return copy;
}

const branch = (schema: JsonSchema | undefined, type: string) =>
  schema?.type === type ? schema : schema?.anyOf?.find((b) => b.type === type);
