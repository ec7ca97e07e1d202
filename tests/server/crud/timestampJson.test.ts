import { describe, expect, it } from 'vitest';
import { timestampJson } from '../../../server/crud/listStatements';

/** The list's timestamps are written from PostgreSQL's text without a Date: the text must be exactly the Date's JSON. */
describe('timestampJson', () => {
  it('writes what new Date(text).toJSON() writes, for every precision PostgreSQL prints', () => {
    for (const text of [
      '2026-11-29 22:00:00+00',
      '2026-11-29 22:00:00.5+00',
      '2026-11-29 22:00:00.12+00',
      '2026-11-29 22:00:00.123+00',
      '2026-11-29 22:00:00.1239+00',
      '2026-02-28 23:59:59.999999+00',
      '1970-01-01 00:00:00.000001+00',
    ])
      expect(timestampJson(text, true)).toBe(new Date(text).toJSON());
    // Without time zone, drizzle reads the text as UTC.
    expect(timestampJson('2026-11-29 22:00:00.25', false)).toBe(new Date('2026-11-29 22:00:00.25+0000').toJSON());
  });

  it('leaves any other form to the Date: another offset, a year before 1000, the other kind of column', () => {
    for (const text of [
      '2026-11-29 23:00:00+01',
      '2026-11-29 17:30:00-04:30',
      '0099-01-01 00:00:00+00',
      'infinity',
      '2026-11-29T22:00:00Z',
    ])
      expect(timestampJson(text, true)).toBeUndefined();
    expect(timestampJson('2026-11-29 22:00:00', true)).toBeUndefined();
    expect(timestampJson('2026-11-29 22:00:00+00', false)).toBeUndefined();
  });
});
