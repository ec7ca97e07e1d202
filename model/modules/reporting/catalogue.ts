/**
 * The predefined reports (docs/modules/reporting.md), in the order the Reporting tab lists
 * them. Names are the URL segment (/reporting/<name>), the API path (/api/reports/<name>) and the
 * i18n key (reporting.reports.<name>.*).
 */
export const reportNames = [
  'work_billing',
  'on_call_response',
  'de_icing_fluid',
  'manpower_utilisation',
  'training_compliance',
  'calibration_compliance',
  'expenses',
  'parts_consumption',
] as const;
export type ReportName = (typeof reportNames)[number];

export const isReportName = (value: unknown): value is ReportName => reportNames.includes(value as ReportName);

/** How often a scheduled report is mailed. */
export const reportFrequencies = ['daily', 'weekly', 'monthly'] as const;
export type ReportFrequency = (typeof reportFrequencies)[number];

/**
 * Filters beyond the date range and the region, which every report takes. Each report offers those
 * that fit what it counts: a technician filter means nothing on de-icing fluid, a fluid type nothing on
 * expenses.
 */
export const optionalReportFilters = ['station_id', 'customer_id', 'technician_id', 'service_id', 'fluid_type'] as const;
export type OptionalReportFilter = (typeof optionalReportFilters)[number];

/**
 * The filters naming a record that belongs to a region (a station, a technician): their choices are
 * the report's region's, which need not be the reader's active one (GET /api/reports/options/:filter).
 */
export const regionOwnedReportFilters = ['station_id', 'technician_id'] as const;
export type RegionOwnedReportFilter = (typeof regionOwnedReportFilters)[number];
export const isRegionOwnedReportFilter = (filter: string): filter is RegionOwnedReportFilter =>
  (regionOwnedReportFilters as readonly string[]).includes(filter);

export const reportFilters: Record<ReportName, readonly OptionalReportFilter[]> = {
  work_billing: ['station_id', 'customer_id', 'service_id'],
  on_call_response: ['station_id', 'customer_id', 'technician_id'],
  de_icing_fluid: ['station_id', 'customer_id', 'fluid_type'],
  manpower_utilisation: ['station_id', 'technician_id'],
  training_compliance: ['station_id', 'technician_id'],
  calibration_compliance: ['station_id'],
  expenses: ['station_id', 'customer_id', 'technician_id'],
  parts_consumption: ['station_id', 'customer_id'],
};

/** The permission that shows money (billable amounts, expense amounts, stock value): a role setting. */
export const amountsPermission = 'reporting_amounts';
