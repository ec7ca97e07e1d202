import type { JsonSchema } from '../openApiOperations';

/**
 * Values for one key of a list's `filter`, chosen by the key's type as the OpenAPI document
 * describes it: values the server must refuse with a 422 on that key (never a 500 from
 * PostgreSQL), and awkward values it must accept.
 */
export interface FilterCases {
  invalid: unknown[];
  valid: unknown[];
}

/** Wrong for a filter key of any type. */
const alwaysInvalid: unknown[] = [{ $ne: null }, [[]], 'a\u0000b', 'x'.repeat(100_000)];

/** The schema of one value: exact keys also take a list or null (`anyOf: [value, array, null]`). */
export function valueSchema(schema: JsonSchema): JsonSchema {
  const branches = schema.anyOf ?? [];
  return branches.some((branch) => branch.type === 'array') ? branches[0] : schema;
}

/** Whether a key also takes a list of values and null (exact keys; ranges take one value). */
export const takesList = (schema: JsonSchema) => valueSchema(schema) !== schema;

export function filterCases(schema: JsonSchema): FilterCases {
  const value = valueSchema(schema);
  const branches = value.anyOf ?? [value];
  const has = (test: (branch: JsonSchema) => boolean) => branches.some(test);
  let cases: FilterCases;
  if (has((b) => b.type === 'boolean')) {
    cases = { invalid: ['yes', 'TRUE', 1, 0, ''], valid: [true, false, 'true', 'false'] };
  } else if (has((b) => b.type === 'integer')) {
    const { minimum = -2_147_483_648, maximum = 2_147_483_647 } = branches.find((b) => b.type === 'integer')!;
    cases = {
      invalid: ['abc', 1.5, '1e5', '', true, minimum - 1, maximum + 1, 1e308, '9'.repeat(400)],
      valid: [minimum, maximum, String(maximum)],
    };
  } else if (has((b) => b.type === 'number')) {
    cases = { invalid: ['abc', '1e5', 'NaN', 'Infinity', '', true, '9'.repeat(400)], valid: [0, 12.5, '12.5', 1e308, -1e308, 5e-324] };
  } else if (has((b) => b.format === 'date-time')) {
    cases = {
      // Outside 1900–2200 (model/supportedDates.ts), or what PostgreSQL cannot read.
      invalid: [
        '2020-01-01T24:00:00Z',
        '0000-01-01T00:00:00Z',
        '0001-01-01T00:00:00+01:00',
        '9999-12-31T23:59:59Z',
        '9999-12-31T23:59:59-01:00',
        '1899-12-31T23:59:59Z',
        '2201-01-01T00:00:00Z',
        '2020-01-01 00:00',
        "'",
        '',
        20200101,
      ],
      valid: [
        '2020-01-01T00:00:00+23:59',
        '2020-01-01T00:00:00-15:59',
        '1900-01-01T00:00:00Z',
        '2200-12-31T23:59:59Z',
        '2020-01-01T00:00:00.123456789Z',
        '2020-01-01',
      ],
    };
  } else if (has((b) => b.format === 'date')) {
    cases = {
      invalid: [
        '2020-02-30',
        '2021-02-29',
        '0000-01-01',
        '0001-01-01',
        '1899-12-31',
        '2201-01-01',
        '9999-12-31',
        '2020-13-01',
        '20200101',
        '2020-01-01T00:00:00Z',
        "'",
        '',
        20200101,
      ],
      valid: ['1900-01-01', '2200-12-31', '2024-02-29'],
    };
  } else if (has((b) => b.format === 'time')) {
    cases = {
      invalid: ['24:00', '23:59:60', '10:00+01', '1:00', '10:00:00.', "'", '', 1000],
      valid: ['00:00', '10:00', '23:59:59.999999', '10:00:00.123456789'],
    };
  } else if (value.enum) {
    const first = String(value.enum[0]);
    cases = {
      invalid: ['nope', `${first} `, first.toUpperCase() === first ? first.toLowerCase() : first.toUpperCase(), '', 1],
      valid: value.enum,
    };
  } else {
    cases = { invalid: ['x'.repeat(201), 42, true], valid: ['', "' or 1=1 --", '%_\\', '😀', '\ud800', 'Ω≈ç√'] };
  }
  return { invalid: [...alwaysInvalid, ...cases.invalid], valid: cases.valid };
}
