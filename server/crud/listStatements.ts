import { createHash } from 'node:crypto';
import { Column, fillPlaceholders, is, SQL, sql } from 'drizzle-orm';
import { PgDialect, PgTimestamp } from 'drizzle-orm/pg-core';
import type { Session } from '../auth/session';
import type { Queryable, ResourceDefinition } from './definition';
import type { ResourceFields } from './fields';
import { allOf, filterConditions, searchUsesIndex } from './filters';
import { parseListQuery } from './listQuery';
import { countQuery, matching, pageQuery, recordsWithTotal, type ApiRecord, type PageRequest } from './recordQueries';
import { readScope } from './regionScope';
import { PlaceholderValues } from './valueBinding';

/** Renders conditions to text, only to tell one statement shape from another. */
const dialect = new PgDialect();

/** Shapes kept per resource; a console asks for a few dozen, and an odd one is built afresh. */
const maxShapes = 200;

/**
 * A search's statement is named, so each PostgreSQL connection parses it once and may keep one
 * plan for every term: matching through the trigram indexes first (`matching`) is right for any
 * term long enough to use them, and planning a trigram match cost as much as running it. Other
 * lists stay unnamed and are planned for their values: a station with ten schedules and one
 * with fifty thousand want different plans, and a plan kept for both was measured 5× slower;
 * a kept plan for a deep page guesses its offset and hash-joins the whole table.
 */
export function keepsPlan(page: Pick<PageRequest, 'search'>): boolean {
  return page.search !== undefined;
}

/** Named statements (keepsPlan) get a name derived from their shape; the others stay unnamed. */
function prepare(query: { prepare(name: string): Prepared }, key: string, named: boolean): Prepared {
  return withFlatRowMapper(query.prepare(named ? `list_${createHash('sha1').update(key).digest('hex').slice(0, 24)}` : ''));
}

/** What drizzle keeps on a prepared select; both the node-postgres and the PGlite driver honour a customResultMapper. */
interface PreparedInternals {
  fields?: { path: string[]; field: unknown }[];
  customResultMapper?: (rows: unknown[][]) => unknown;
}

type Decoder = (value: unknown) => unknown;
/** An SQL expression's decoder (drizzle marks it internal): a no-op unless .mapWith() set one. */
type WithDecoder = { decoder: { mapFromDriverValue: Decoder } };

/** A timestamp as PostgreSQL writes it in UTC (DateStyle ISO): date, time, up to six decimals, `+00` when with time zone. */
const utcTimestampText = /^([1-9]\d{3}-\d{2}-\d{2}) (\d{2}:\d{2}:\d{2})(?:\.(\d{1,6}))?(\+00)?$/;

/**
 * The JSON text of a timestamp column's value, written from PostgreSQL's text without a Date: what
 * `new Date(text).toJSON()` gives (milliseconds truncated), at a tenth of its cost — parsing the
 * text into a Date took 2 µs, two timestamps a row ~15 % of a list request's CPU (docs/performance.md).
 * Undefined for any other form (another time zone, a year before 1000), which goes through the Date.
 */
export function timestampJson(text: string, withTimezone: boolean): string | undefined {
  const parts = utcTimestampText.exec(text);
  if (!parts || (parts[4] !== undefined) !== withTimezone) return undefined;
  return `${parts[1]}T${parts[2]}.${((parts[3] ?? '') + '000').slice(0, 3)}Z`;
}

function decoderOf(field: unknown): Decoder {
  if (is(field, PgTimestamp)) {
    const withTimezone = field.withTimezone;
    return (value) => (typeof value === 'string' && timestampJson(value, withTimezone)) || field.mapFromDriverValue(value as string);
  }
  if (is(field, Column)) return (value) => field.mapFromDriverValue(value);
  const expression = (is(field, SQL) ? field : (field as { sql: SQL }).sql) as unknown as WithDecoder;
  return (value) => expression.decoder.mapFromDriverValue(value);
}

/**
 * Maps rows as drizzle does — every column through its own decoder, null as null — with the
 * decoders looked up once per statement instead of per cell: drizzle's generic mapper
 * (mapResultRow) checks each cell's entity kind, ~12 % of a list request's CPU. Timestamps
 * leave as the text JSON.stringify would write for them (Date#toJSON): called from the
 * serializer, toJSON took ~1 µs a date, two thirds of the time to serialise a page of schedules. It relies on
 * drizzle internals (PreparedInternals); the API tests compare the records of every list, so a
 * drizzle upgrade that changed them fails there.
 */
function withFlatRowMapper(prepared: Prepared): Prepared {
  const internals = prepared as unknown as PreparedInternals;
  const columns = internals.fields;
  if (!columns || columns.some(({ path }) => path.length !== 1)) return prepared;
  const keys = columns.map(({ path }) => path[0]);
  const decoders = columns.map(({ field }) => decoderOf(field));
  internals.customResultMapper = (rows) =>
    rows.map((row) => {
      const record: Record<string, unknown> = {};
      for (let i = 0; i < keys.length; i++) {
        const value = row[i];
        const decoded = value === null ? null : decoders[i](value);
        record[keys[i]] = decoded instanceof Date ? decoded.toJSON() : decoded;
      }
      return record;
    });
  return prepared;
}

interface Prepared {
  execute(values: Record<string, unknown>): Promise<unknown>;
}

/** A list request read: the page to select and the values for its placeholders. */
export interface ListRequest {
  page: PageRequest;
  values: Record<string, unknown>;
}

const placeholderBounds = { limit: sql.placeholder('limit'), offset: sql.placeholder('offset') };

/**
 * A resource's list statements, built once per shape — which conditions, which order, first or
 * later page — and run with each request's values. Building a page's SQL (its select list,
 * computed fields and count) cost the API as much CPU as everything else in a list request.
 * The conditions must be built with PlaceholderValues (server/crud/valueBinding.ts).
 */
export class ListStatements {
  readonly #shapes = new Map<string, { page: Prepared; count: Prepared }>();

  constructor(
    private readonly db: Queryable,
    private readonly definition: ResourceDefinition,
    private readonly fields: ResourceFields,
  ) {}

  /** Reads `?sort&range&filter` (the query as sent) for this session: what it may see, filtered, in order. */
  request(rawQuery: unknown, session: Session): ListRequest {
    const query = parseListQuery(rawQuery, this.definition);
    const values = new PlaceholderValues();
    // A search the trigram indexes answer is kept apart, to be matched on its own first (`matching`).
    const { q, ...others } = query.filter;
    const indexed = searchUsesIndex(query.filter, this.definition);
    const where = allOf([
      readScope(this.definition, session, values),
      ...filterConditions(indexed ? others : query.filter, this.definition, this.fields, values),
    ]);
    const search = indexed ? allOf(filterConditions({ q }, this.definition, this.fields, values)) : undefined;
    const page = { where, search, sort: query.sort, ...query.range };
    return { page, values: values.values };
  }

  /**
   * The page's statement as select() sends it, placeholders filled in, and whether it is sent
   * named: what the benchmark runs directly and EXPLAINs.
   */
  pageStatement({ page, values }: ListRequest): { sql: string; params: unknown[]; named: boolean } {
    const statement = pageQuery(this.db, this.definition, this.fields, page, placeholderBounds).toSQL();
    return {
      sql: statement.sql,
      params: fillPlaceholders(statement.params, { ...values, limit: page.limit, offset: page.offset }),
      named: keepsPlan(page),
    };
  }

  async select({ page, values }: ListRequest): Promise<{ records: ApiRecord[]; total: number }> {
    const statements = this.#statementsFor(page);
    const rows = (await statements.page.execute({ ...values, limit: page.limit, offset: page.offset })) as Record<string, unknown>[];
    const { records, total } = recordsWithTotal(this.fields, rows);
    if (total !== null) return { records, total };
    // No rows: an empty list, or a page past its end, whose total needs a count of its own.
    if (page.offset === 0) return { records, total: 0 };
    const [{ n }] = (await statements.count.execute(values)) as { n: number }[];
    return { records, total: Number(n) };
  }

  #statementsFor(page: PageRequest): { page: Prepared; count: Prepared } {
    const text = (condition: SQL | undefined) => (condition ? dialect.sqlToQuery(condition).sql : '');
    const key = `${page.sort.field} ${page.sort.order} ${page.offset === 0} ${text(page.where)} ${text(page.search)}`;
    let statements = this.#shapes.get(key);
    if (!statements) {
      const named = keepsPlan(page);
      statements = {
        page: prepare(
          pageQuery(this.db, this.definition, this.fields, page, placeholderBounds),
          `${this.definition.name} page ${key}`,
          named,
        ),
        count: prepare(
          countQuery(this.db, this.definition, matching(this.db, this.definition, page)),
          `${this.definition.name} count ${key}`,
          named,
        ),
      };
      if (this.#shapes.size < maxShapes) this.#shapes.set(key, statements);
    }
    return statements;
  }
}
