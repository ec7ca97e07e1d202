/**
 * PostgreSQL text cannot hold the NUL character: a value containing one fails in the database
 * (a 500), so every way in — bodies, query strings — refuses it first as bad input.
 */
export type ValuePath = (string | number)[];

/** Where strings holding a NUL sit inside a parsed value (an empty path: the value itself). */
export function nulCharacterPaths(value: unknown, path: ValuePath = [], found: ValuePath[] = []): ValuePath[] {
  if (typeof value === 'string') {
    if (value.includes('\u0000')) found.push(path);
  } else if (value && typeof value === 'object' && path.length < 32) {
    for (const [key, item] of Object.entries(value)) nulCharacterPaths(item, [...path, Array.isArray(value) ? Number(key) : key], found);
  }
  return found;
}

/** A NUL character refused as bad input on its field, as a zod issue the error handler words. */
export function nulCharacterIssues(value: unknown): { code: 'custom'; path: ValuePath; message: string }[] {
  return nulCharacterPaths(value).map((path) => ({ code: 'custom', path, message: 'invalid_characters' }));
}
