import type { RegionOwnedReportFilter, ReportName } from '../../../model/modules/reporting/catalogue';
import { reportSearch, type ReportParams } from '../../../model/modules/reporting/params';
import type { CatalogueEntry, FilterOption, ReportResult } from '../../../model/modules/reporting/reportRecords';
import { apiRequest } from '../../providers/httpClient';

/** A report as GET /api/reports lists it, and one choice of a record filter: as the server declares them. */
export type { CatalogueEntry, FilterOption } from '../../../model/modules/reporting/reportRecords';

export const fetchFilterOptions = (filter: RegionOwnedReportFilter, regionId: number) =>
  apiRequest<FilterOption[]>('GET', `/api/reports/options/${filter}?region_id=${regionId}`);

export const fetchCatalogue = () => apiRequest<CatalogueEntry[]>('GET', '/api/reports');

export const fetchReport = (name: ReportName, params: ReportParams) =>
  apiRequest<ReportResult>('GET', `/api/reports/${name}?${reportSearch(params)}`);

/** The server writes the file (filters in a header row, totals last, money hidden as on screen). */
export const reportExportUrl = (name: ReportName, params: ReportParams, format: 'xlsx' | 'csv') =>
  `/api/reports/${name}/export.${format}?${reportSearch(params)}`;

export const exportMimeTypes = {
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  csv: 'text/csv',
} as const;
