import type { TranslateFunction } from 'react-admin';
import { csvLines } from '../../../model/csvCells';
import type { Requirement } from '../../../model/modules/training/requirements';
import type { TrainingMatrix } from './trainingApi';

/** A column's heading: the course code, "Licence", or the type and category (A20N B1). */
export function requirementLabel(requirement: Requirement, translate: TranslateFunction): string {
  if (requirement.kind === 'course') return requirement.code;
  if (requirement.kind === 'licence') return translate('training.matrix.licence');
  return `${requirement.aircraft_type_code} ${requirement.category}`;
}

/**
 * The matrix as a table of words (the same for CSV and XLSX): one row per technician, per
 * requirement the state in the reader's language and the expiry date; "—" where it does not apply.
 */
export function matrixTable(matrix: TrainingMatrix, translate: TranslateFunction): string[][] {
  const header = [translate('training.matrix.technician'), translate('training.matrix.employee_no'), translate('training.matrix.station')];
  for (const requirement of matrix.requirements)
    header.push(
      requirementLabel(requirement, translate),
      `${requirementLabel(requirement, translate)} · ${translate('training.matrix.expires')}`,
    );
  const rows = matrix.rows.map((row) => {
    const cells = [row.name, row.employee_no, row.home_station_code ?? ''];
    for (const requirement of matrix.requirements) {
      const cell = row.cells[requirement.key];
      cells.push(cell ? translate(`training.choices.compliance.${cell.state}`) : '—', cell?.expires_on ?? '');
    }
    return cells;
  });
  return [header, ...rows];
}

function download(blob: Blob, fileName: string) {
  const url = URL.createObjectURL(blob);
  const link = Object.assign(document.createElement('a'), { href: url, download: fileName });
  document.body.append(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(url);
}

/** CSV written by model/csvCells.ts, so that a technician's name never reads as a spreadsheet formula. */
export async function exportMatrixCsv(matrix: TrainingMatrix, translate: TranslateFunction): Promise<void> {
  const text = csvLines(matrixTable(matrix, translate), '\n');
  download(new Blob([`\ufeff${text}\n`], { type: 'text/csv;charset=utf-8' }), `training-matrix-${matrix.today}.csv`);
}

/** XLSX by write-excel-file (no native code; loaded only when someone exports). */
export async function exportMatrixXlsx(matrix: TrainingMatrix, translate: TranslateFunction): Promise<void> {
  const { default: writeExcelFile } = await import('write-excel-file/browser');
  const [header, ...rows] = matrixTable(matrix, translate);
  const sheet = [header.map((value) => ({ value, fontWeight: 'bold' as const })), ...rows.map((row) => row.map((value) => ({ value })))];
  await writeExcelFile(sheet).toFile(`training-matrix-${matrix.today}.xlsx`);
}
