import { z } from 'zod';
import { fluidTypes } from '../de_icing';
import { optionalReportFilters, reportFrequencies, reportNames } from './catalogue';
import { reportColumnTypes } from './result';

/**
 * What the Reporting endpoints answer (docs/modules/reporting.md): the server declares these as its
 * response schemas (published in the OpenAPI document) and the browser reads its answers typed from
 * them, so the two cannot drift apart.
 */
const instant = z.string();

export const reportValueSchema = z.union([z.string(), z.number(), z.null()]);
export type ReportValue = z.infer<typeof reportValueSchema>;
export const reportRowSchema = z.record(z.string(), reportValueSchema);
export type ReportRow = z.infer<typeof reportRowSchema>;

/** A column as the API answers it: labelled in the caller's language (the screen, the export and the mail say the same). */
export const labelledColumnSchema = z.object({
  key: z.string(),
  type: z.enum(reportColumnTypes),
  /**
   * A text column of codes (a billing unit …): the server answers each value translated, server i18n
   * `<choices>.<value>`, so the screen, the export and the mail say the same words.
   */
  choices: z.string().optional(),
  label: z.string(),
});
export type LabelledColumn = z.infer<typeof labelledColumnSchema>;

/**
 * The chart drawn above the table: one point per `x` value, one series per key (labels are the
 * columns' labels). Its data is aggregated on the server like the rows, never derived from raw records.
 */
export const reportChartSchema = z.object({
  kind: z.enum(['bar', 'line']),
  x: z.string(),
  series: z.array(z.string()),
  /** Stacked bars (parts of a whole, e.g. within / beyond target). */
  stacked: z.boolean().optional(),
  data: z.array(reportRowSchema),
});
export type ReportChart = z.infer<typeof reportChartSchema>;

/** The optional filters of a report as the server keeps them (checked: reportParamsSchema, params.ts). */
const reportFilterValues = z.object({
  station_id: z.int().optional(),
  customer_id: z.int().optional(),
  technician_id: z.int().optional(),
  service_id: z.int().optional(),
  fluid_type: z.enum(fluidTypes).optional(),
});
/** A report's parameters as checked (reportParamsSchema's output): the period, the region, the filters. */
const checkedReportParams = reportFilterValues.extend({ from: z.string(), to: z.string(), region_id: z.int() });

/**
 * A report as GET /api/reports/:name answers it: the table (already aggregated, at most
 * maxReportRows rows), its totals and the chart. `totals` is one row over the whole table, without
 * money; `amount_totals` has one row per currency ({currency, <money column>: sum}), since amounts in
 * different currencies are never added together. Without reporting_amounts, money columns (and the
 * currency) are absent from columns, rows, chart and amount_totals is empty; amounts_hidden says so.
 */
export const reportResultSchema = z
  .object({
    report: z.enum(reportNames),
    /** The report's title in the caller's language (server i18n `reporting.reports.<report>.title`). */
    title: z.string(),
    params: checkedReportParams,
    columns: z.array(labelledColumnSchema),
    rows: z.array(reportRowSchema),
    totals: reportRowSchema,
    amount_totals: z.array(reportRowSchema),
    chart: reportChartSchema,
    amounts_hidden: z.boolean(),
    /** When it was computed (ISO instant): the export's header and the screen's "as of". */
    generated_at: instant,
  })
  .meta({ description: 'A report of one region and period: its table, totals, amount totals per currency and chart.' });
export type ReportResult = z.infer<typeof reportResultSchema>;

/** A report as GET /api/reports lists it: translated title and description, the filters it offers, its columns. */
export const catalogueEntrySchema = z
  .object({
    name: z.enum(reportNames),
    title: z.string(),
    description: z.string(),
    filters: z.array(z.enum(optionalReportFilters)),
    columns: z.array(labelledColumnSchema),
  })
  .meta({ description: 'A report of the catalogue.' });
export type CatalogueEntry = z.infer<typeof catalogueEntrySchema>;

/** One choice of a record filter (GET /api/reports/options/:filter): the record's id and its name as Settings shows it. */
export const filterOptionSchema = z.object({
  id: z.int(),
  /** "CDG · Paris Charles de Gaulle", "T1042 · Ana Ruiz". */
  label: z.string(),
});
export type FilterOption = z.infer<typeof filterOptionSchema>;

const savedRecord = {
  id: z.int(),
  created_at: instant,
  updated_at: instant,
  version: z.int(),
  report: z.enum(reportNames),
  name: z.string(),
};

/** A saved view as /api/report_views answers it (its owner is the caller, so not repeated). */
export const reportViewRecordSchema = z
  .object({ ...savedRecord, params: checkedReportParams })
  .meta({ description: 'A saved report view: a report’s filters under a name.' });
export type ReportViewRecord = z.infer<typeof reportViewRecordSchema>;

/** A report mailed on a schedule, as /api/report_schedules answers it. */
export const reportScheduleRecordSchema = z
  .object({
    ...savedRecord,
    owner_id: z.int(),
    region_id: z.int(),
    /** The filters without the dates: a schedule's period is relative (scheduledPeriod). */
    params: reportFilterValues,
    frequency: z.enum(reportFrequencies),
    /** Hour of the day it is sent at, UTC. */
    hour: z.int(),
    recipient_ids: z.array(z.int()),
    active: z.boolean(),
    next_run_at: instant,
    last_sent_at: instant.nullable(),
    last_error: z.string().nullable(),
  })
  .meta({ description: 'A scheduled report: a report mailed on a schedule to chosen users.' });
export type ReportScheduleRecord = z.infer<typeof reportScheduleRecordSchema>;

/** Someone who may receive a scheduled report (an active user of the region with the Reporting tab). */
export const scheduleRecipientSchema = z.object({ id: z.int(), name: z.string(), email: z.string() });
export type ScheduleRecipient = z.infer<typeof scheduleRecipientSchema>;
