import type { FastifyInstance } from 'fastify';
import { PgDialect } from 'drizzle-orm/pg-core';
import type pg from 'pg';
import { reportTransactionSettings } from '../../server/modules/reporting/runReport';

const dialect = new PgDialect();

/** A report the API refused (the scan guard's 422 asks to narrow the filters), or any other non-200. */
export class ReportRefused extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
  ) {
    super(message);
  }
}

export const percentile = (values: number[], p: number) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(values.length * p))];

/** One report through the API as a browser asks for it (auth, zod, region check, runner, JSON): ms. */
export async function timeApi(app: FastifyInstance, url: string, headers: Record<string, string>): Promise<{ ms: number; rows: number }> {
  const start = performance.now();
  const response = await app.inject({ method: 'GET', url, headers });
  const ms = performance.now() - start;
  if (response.statusCode !== 200)
    throw new ReportRefused(response.statusCode, `${url} answered ${response.statusCode}: ${response.body.slice(0, 300)}`);
  return { ms, rows: (response.json() as { rows: unknown[] }).rows.length };
}

/**
 * The same statements with the same parameters straight through one pg connection, in the same
 * read-only repeatable-read snapshot with the same settings the runner opens: the SQL's own cost,
 * the floor the API is compared with.
 */
export async function timeDirect(client: pg.Client, queries: { sql: string; params: unknown[] }[]): Promise<number> {
  const settings = reportTransactionSettings.map((setting) => dialect.sqlToQuery(setting).sql);
  const start = performance.now();
  await client.query('begin isolation level repeatable read read only');
  try {
    for (const setting of settings) await client.query(setting);
    for (const query of queries) await client.query(query.sql, query.params);
  } finally {
    await client.query('commit');
  }
  return performance.now() - start;
}
