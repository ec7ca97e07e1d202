import { sql } from 'drizzle-orm';
import type { ReportParams } from '../../../model/modules/reporting/params';
import type { LabelledColumn, ReportColumn, ReportResult, ReportRow } from '../../../model/modules/reporting/result';
import { amountsPermission } from '../../../model/modules/reporting/catalogue';
import { isMemberOf, type Session } from '../../auth/session';
import type { Database } from '../../db/client';
import type { Translate } from '../../i18n';
import { forbidden } from '../../errors';
import type { ReportDefinition } from './definition';
import { guardScan, guardTableRows, reportScanLimits, type ScanLimits } from './scanGuard';

/** Columns that hold numbers: node-postgres answers numeric and bigint as text, PGlite not always. */
const numericTypes = new Set(['number', 'money', 'percent', 'minutes', 'hours']);

/** The driver's rows are the report's own: their numbers are converted in place (a region's table is thousands of rows). */
function numbersAsNumbers(rows: ReportRow[], columns: readonly ReportColumn[]): ReportRow[] {
  const numeric = columns.filter((column) => numericTypes.has(column.type)).map((column) => column.key);
  for (const row of rows) for (const key of numeric) if (row[key] !== null && row[key] !== undefined) row[key] = Number(row[key]);
  return rows;
}

/**
 * Settings of the report's transaction (bench/reports, a quarter of a region over a year of three).
 * JIT off: a report's plan often costs past jit_optimize_above_cost, and compiling it took 2.5 s of
 * a 3.4 s manpower report on a busy 2-core server to save milliseconds on a quarter's rows. More
 * work memory: a quarter's groupings (per job, per technician) spilled their sorts and hashes to disk
 * at the default 4 MB; reports are few at a time, so 64 MB each is affordable.
 */
export const reportTransactionSettings = [sql`set local jit = off`, sql`set local work_mem = '64MB'`];

/** Runs the statements in one read-only snapshot, so the rows, totals and chart agree with each other. */
export async function executeStatements(
  db: Database,
  definition: ReportDefinition,
  params: ReportParams,
): Promise<Record<string, ReportRow[]>> {
  const statements = Object.entries(definition.statements(params));
  return db.transaction(
    async (tx) => {
      for (const setting of reportTransactionSettings) await tx.execute(setting);
      const results: Record<string, ReportRow[]> = {};
      for (const [name, statement] of statements) {
        const { rows } = (await tx.execute(statement)) as unknown as { rows: ReportRow[] };
        results[name] = numbersAsNumbers(rows, definition.columns);
      }
      return results;
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
}

/** The report's columns with their labels in the caller's language. */
export const labelled = (definition: ReportDefinition, t: Translate): LabelledColumn[] =>
  definition.columns.map((column) => ({ ...column, label: t(`reporting.reports.${definition.name}.columns.${column.key}`) }));

/** The columns a reader does not get: every money column and the currency beside them, without reporting_amounts. */
export function hiddenColumns(definition: ReportDefinition, seesAmounts: boolean): Set<string> {
  const hidden = new Set(seesAmounts ? [] : definition.columns.filter((column) => column.type === 'money').map((column) => column.key));
  if (hidden.size) hidden.add('currency');
  return hidden;
}

/** The coded values of the columns that have choices, in the reader's words. */
function translatedChoices(rows: ReportRow[], columns: readonly ReportColumn[], t: Translate): ReportRow[] {
  const coded = columns.filter((column) => column.choices);
  if (!coded.length) return rows;
  return rows.map((row) => {
    const copy = { ...row };
    for (const { key, choices } of coded) if (typeof copy[key] === 'string') copy[key] = t(`${choices}.${copy[key]}`);
    return copy;
  });
}

/** Removes every money column (and the currency beside it) from a list of rows. */
function withoutKeys(rows: ReportRow[], keys: Set<string>): ReportRow[] {
  if (!keys.size) return rows;
  return rows.map((row) => {
    const copy = { ...row };
    for (const key of keys) delete copy[key];
    return copy;
  });
}

export type ShapedReport = ReturnType<ReportDefinition['shape']>;

/**
 * The report computed once, before anyone's language or permissions: refused by the scan guard when it
 * would read or answer too much, then the statements in one snapshot, shaped.
 */
export async function computeReport(
  db: Database,
  definition: ReportDefinition,
  params: ReportParams,
  limits: ScanLimits = reportScanLimits,
): Promise<ShapedReport> {
  await guardScan(db, definition, params, limits);
  const shaped = definition.shape(await executeStatements(db, definition, params), params);
  guardTableRows(shaped.rows, limits);
  return shaped;
}

/**
 * The computed report as one reader gets it: labels in their language, money removed unless they may
 * see it (the screen, the export and the scheduled mail all go through here).
 */
export function presentReport(
  definition: ReportDefinition,
  params: ReportParams,
  shaped: ShapedReport,
  reader: { t: Translate; seesAmounts: boolean },
  now = new Date(),
): ReportResult {
  const amountsHidden = !reader.seesAmounts;
  const hidden = hiddenColumns(definition, reader.seesAmounts);
  return {
    report: definition.name,
    title: reader.t(`reporting.reports.${definition.name}.title`),
    params,
    columns: labelled(definition, reader.t).filter((column) => !hidden.has(column.key)),
    rows: translatedChoices(withoutKeys(shaped.rows, hidden), definition.columns, reader.t),
    totals: withoutKeys([shaped.totals], hidden)[0],
    amount_totals: amountsHidden ? [] : shaped.amount_totals,
    chart: { ...shaped.chart, series: shaped.chart.series.filter((key) => !hidden.has(key)), data: withoutKeys(shaped.chart.data, hidden) },
    amounts_hidden: amountsHidden,
    generated_at: now.toISOString(),
  };
}

/**
 * A report for a caller: in one of their regions (403 otherwise), money only with reporting_amounts.
 * The filters were checked by the route (reportParamsSchema, the report's offered filters).
 */
export async function runReport(
  db: Database,
  definition: ReportDefinition,
  params: ReportParams,
  session: Session,
  t: Translate,
  now = new Date(),
  limits: ScanLimits = reportScanLimits,
): Promise<ReportResult> {
  if (!isMemberOf(session, params.region_id)) throw forbidden('region.not_member');
  const shaped = await computeReport(db, definition, params, limits);
  return presentReport(definition, params, shaped, { t, seesAmounts: session.permissions.has(amountsPermission) }, now);
}
