import { csvImportFileField, csvImportUrl, type CsvImportMode, type CsvImportResult } from '../../../../model/csvImport';
import { httpClient } from '../../../providers/httpClient';

/** POST /api/<resource>/import?mode=… with the CSV as multipart field `file` (model/csvImport.ts). */
export async function sendImport(resource: string, file: File, mode: CsvImportMode): Promise<CsvImportResult> {
  const body = new FormData();
  body.append(csvImportFileField, file, file.name);
  const { json } = await httpClient<CsvImportResult>(csvImportUrl(resource, mode), { method: 'POST', body });
  return json;
}

export const validRowCount = (result: CsvImportResult) => result.rows.filter((row) => !row.errors).length;
