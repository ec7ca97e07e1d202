import { downloadCSV, type Exporter } from 'react-admin';

/**
 * The CSV export of every list: referenced records named by their code, and exactly
 * the columns the CSV import reads back (model/csvExport.ts). Loaded when someone exports, so the
 * resource schemas it reads stay out of the lists' first load.
 */
export const csvExporter: Exporter = async (records, fetchRelatedRecords, _dataProvider, resource) => {
  if (!resource) return;
  const { csvExport } = await import('../../../../model/csvExport');
  downloadCSV(await csvExport(resource, records, fetchRelatedRecords), resource);
};
