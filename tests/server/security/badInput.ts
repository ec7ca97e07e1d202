import { expect } from 'vitest';
import { internalsPattern } from '../helper';

/**
 * Bad input shared by the fuzz suites (badInputFuzz.test.ts: the account endpoints field by
 * field; adversarial.test.ts: every operation of the OpenAPI document).
 */

/** Values of every wrong type and awkward shape, for any field. */
export const badValues: unknown[] = [
  null,
  true,
  false,
  0,
  -1,
  1.5,
  2 ** 31,
  1e308,
  '',
  ' ',
  '   \t\n',
  'x'.repeat(100_000),
  '\u0000',
  'nul\u0000inside',
  'a\u0000b@example.test',
  '😀'.repeat(60),
  'ｆｕｌｌ＠ｗｉｄｔｈ.test',
  'ü@exämple.test',
  '\ud800\udfff\ud800',
  '\u202eevil',
  'Ω≈ç√∫˜µ≤≥÷',
  "' or 1=1 --",
  '<script>alert(1)</script>',
  '../../../etc/passwd',
  '%00',
  '{{constructor}}',
  [],
  ['a'],
  [[[]]],
  {},
  { $ne: null },
  { toString: 'x' },
];

/** One value of each kind badValues covers, for suites that try every field of every operation. */
export const badValueKinds: unknown[] = [
  null,
  true,
  1.5,
  2 ** 31,
  '',
  'x'.repeat(100_000),
  'nul\u0000inside',
  [[[]]],
  JSON.parse('{"__proto__":{"admin":true}}'),
];

/** A value nested this deep: parsers and validators that recurse must not overflow. */
export const deeplyNested = (depth: number) => JSON.parse(`${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`);

/** Whole bodies that are not objects at all, or not what they claim to be. */
export const badBodies: { payload: string; contentType: string }[] = [
  { payload: '[]', contentType: 'application/json' },
  { payload: 'null', contentType: 'application/json' },
  { payload: '"just a string"', contentType: 'application/json' },
  { payload: '12345678901234567890', contentType: 'application/json' },
  { payload: '{"email":', contentType: 'application/json' },
  { payload: '{"__proto__":{"admin":true},"email":"a@b.test"}', contentType: 'application/json' },
  { payload: '{"constructor":{"prototype":{"admin":true}}}', contentType: 'application/json' },
  { payload: `${'['.repeat(5000)}${']'.repeat(5000)}`, contentType: 'application/json' },
  { payload: '', contentType: 'application/json' },
  { payload: '\u0000\u0001\u0002', contentType: 'application/json' },
  { payload: 'email=a@b.test', contentType: 'application/x-www-form-urlencoded' },
  { payload: '<xml/>', contentType: 'text/xml' },
  { payload: '--x\r\n\r\n', contentType: 'multipart/form-data; boundary=x' },
];

/** Each call a new client address, so per-address limits (sign-in throttle, rate limits) do not cut a fuzz short. */
export function addressSource(): () => string {
  let caller = 0;
  return () => {
    caller++;
    return `198.18.${Math.floor(caller / 250) % 250}.${caller % 250}`;
  };
}

/**
 * The answer to bad input: never a 5xx, never internals; an error has a translated `message`,
 * and a 422 names its fields, each with texts (docs/security.md, bad input).
 */
export function expectHandled(res: { statusCode: number; body: string }, what: string): void {
  expect(res.statusCode, `${what} → ${res.statusCode} ${res.body.slice(0, 300)}`).toBeLessThan(500);
  expect(res.body, what).not.toMatch(internalsPattern);
  if (res.statusCode < 400) return;
  const body = JSON.parse(res.body);
  expect(body.message, what).toEqual(expect.any(String));
  if (res.statusCode === 422) {
    expect(body.errors, what).toEqual(expect.any(Object));
    for (const [field, texts] of Object.entries(body.errors)) {
      expect(Array.isArray(texts) && texts.length > 0 && texts.every((text) => typeof text === 'string'), `${what}: errors.${field}`).toBe(
        true,
      );
    }
  }
}

/** Values a text field's schema may let through to the database: a NUL (PostgreSQL text holds none), and far too long. */
const badTexts = ['a\u0000b', 'x'.repeat(100_000)];
/** Days and instants ISO accepts but PostgreSQL cannot hold (no year 0; a zone pushes 9999 into 10000), or outside 1900–2200. */
const extremeDates = ['0000-01-01', '0001-01-01', '1899-12-31', '2201-01-01', '9999-12-31'];
const extremeInstants = ['0000-01-01T00:00:00Z', '0001-01-01T00:00:00+14:00', '2201-01-01T00:00:00Z', '9999-12-31T23:59:59-12:00'];

/** The bad values for a field of this JSON schema: its kind decides (a date, an instant, other text). */
export function badValuesFor(schema: { type?: string; format?: string; anyOf?: { type?: string; format?: string }[] }): unknown[] {
  const branches = schema.anyOf ?? [schema];
  const values: unknown[] = [];
  if (branches.some((b) => b.format === 'date')) values.push(...extremeDates);
  if (branches.some((b) => b.format === 'date-time')) values.push(...extremeInstants);
  if (branches.some((b) => b.type === 'string' || b.type === undefined)) values.push(...badTexts);
  return values;
}
