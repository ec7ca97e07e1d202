import { parse } from 'csv-parse/sync';
import type { FastifyRequest } from 'fastify';
import { csvImportFileField, csvImportLimits } from '../../../model/csvImport';
import { ApiError, invalid } from '../../errors';

/** One data row of the file: its physical line (header = 1) and its cells as written. */
export interface CsvLine {
  line: number;
  cells: string[];
}

export interface CsvTable {
  header: string[];
  rows: CsvLine[];
}

const tooLarge = () =>
  new ApiError(413, 'import.too_large', { maxRows: csvImportLimits.maxRows, maxMegabytes: csvImportLimits.maxBytes / (1024 * 1024) });

/**
 * The bytes of the `file` part. Anything that is not a multipart body with that part is the
 * client's mistake (422 on `file`), a file over the limit a 413: never a 500.
 */
export async function readUploadedFile(request: FastifyRequest): Promise<Buffer> {
  if (!request.isMultipart()) throw invalid({ file: 'import.file_needed' });
  // Only the file's own size counts here; the app-wide multipart limit (2 MB, photos) is raised for CSVs.
  const file = await request.file({ limits: { fileSize: csvImportLimits.maxBytes, files: 1 } }).catch(() => undefined);
  if (!file || file.fieldname !== csvImportFileField) throw invalid({ file: 'import.file_needed' });
  try {
    const content = await file.toBuffer();
    if (file.file.truncated) throw tooLarge();
    return content;
  } catch (error) {
    if (error instanceof ApiError) throw error;
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge();
    throw invalid({ file: 'import.file_needed' });
  }
}

/** UTF-8 only (a BOM is dropped by the decoder): a Latin-1 export would corrupt names silently. */
function decodeUtf8(content: Buffer): string {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(content);
  } catch {
    throw invalid({ file: 'import.not_utf8' });
  }
}

/** A record spanning lines (a quoted line break) starts this many lines before csv-parse's `lines`. */
const lineBreaksIn = (cells: string[]) => cells.reduce((n, cell) => n + (cell.match(/\n/g)?.length ?? 0), 0);

/**
 * RFC 4180 parsing is left to csv-parse (quotes, doubled quotes, line breaks in quotes); this
 * function adds the import's own rules (model/csvImport.ts): UTF-8, limits, physical line numbers, blank rows skipped.
 * Rows with the wrong number of cells are kept so the preview can name their line.
 */
export function parseCsv(content: Buffer): CsvTable {
  if (content.length > csvImportLimits.maxBytes) throw tooLarge();
  // One line end: csv-parse counts a CRLF inside quotes as two lines, and cells keep plain '\n'.
  const text = decodeUtf8(content).replace(/\r\n/g, '\n');
  let records: { record: string[]; info: { lines: number } }[];
  try {
    records = parse(text, {
      bom: true,
      delimiter: ',',
      record_delimiter: '\n',
      relax_column_count: true,
      skip_empty_lines: true,
      info: true,
      // A cell of a megabyte is not reference data; stop before building it.
      max_record_size: 64 * 1024,
    }) as unknown as { record: string[]; info: { lines: number } }[];
  } catch (error) {
    const line = (error as { lines?: number }).lines;
    throw invalid({ file: 'import.unreadable' }, { line: line ?? '?' });
  }
  const rows: CsvLine[] = [];
  let header: string[] | null = null;
  for (const { record, info } of records) {
    // A line of bare commas (spreadsheets pad with them) is as empty as an empty line.
    if (record.every((cell) => cell.trim() === '')) continue;
    const line = info.lines - lineBreaksIn(record);
    if (!header) {
      header = record.map((name) => name.trim());
      continue;
    }
    rows.push({ line, cells: record });
    if (rows.length > csvImportLimits.maxRows) throw tooLarge();
  }
  if (!header) throw invalid({ file: 'import.no_header' });
  return { header, rows };
}
