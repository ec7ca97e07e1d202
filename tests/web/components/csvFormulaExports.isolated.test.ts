import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TranslateFunction } from 'react-admin';
import type { StockRow } from '../../../src/pages/parts/partsApi';
import type { MovementRow } from '../../../src/pages/parts/partsApi';
import type { TrainingMatrix } from '../../../src/pages/training/trainingApi';

/**
 * The browser's CSV exports write text a spreadsheet would evaluate with a leading ' and numbers
 * as numbers (docs/security.md, "CSV exports and formula injection").
 */
const downloads = vi.hoisted(() => [] as { csv: string; name: string }[]);
vi.mock('react-admin', async (original) => ({
  ...(await original<typeof import('react-admin')>()),
  downloadCSV: (csv: string, name: string) => void downloads.push({ csv, name }),
}));

const formula = '=HYPERLINK("http://127.0.0.1/x","Mehdi")';
const quotedFormula = `"'=HYPERLINK(""http://127.0.0.1/x"",""Mehdi"")"`;

afterEach(() => {
  downloads.length = 0;
  vi.restoreAllMocks();
});

/** The header and the first data line of the only download, as cells by header name (no quoted comma in the other cells). */
function firstRow(): Record<string, string> {
  expect(downloads).toHaveLength(1);
  const [header, row] = downloads[0].csv.replace(quotedFormula, 'FORMULA').split('\n');
  const cells = row.split(',');
  return Object.fromEntries(header.split(',').map((name, i) => [name, cells[i] === 'FORMULA' ? quotedFormula : cells[i]]));
}

describe('the stock export', () => {
  it('marks a description starting a formula and keeps quantities and amounts as numbers', async () => {
    const { stockExporter } = await import('../../../src/pages/parts/stock/stockExporter');
    const row = {
      station_code: 'CDG',
      part_number: '-P1',
      description: formula,
      lot: '@L1',
      quantity: -5,
      measure_code: 'EA',
      expires_on: null,
      expiry_status: 'ok',
      part_cert_code: null,
      cert_no: '+1',
      unit_cost: -2.5,
      currency: 'EUR',
      value: -12.5,
      minimum: 1,
      below_minimum: true,
    } as unknown as StockRow;
    await stockExporter([row], vi.fn(), {} as never, 'stock');
    expect(firstRow()).toMatchObject({
      part_number: "'-P1",
      description: quotedFormula,
      lot: "'@L1",
      quantity: '-5',
      cert_no: "'+1",
      unit_cost: '-2.5',
      value: '-12.5',
    });
  });
});

describe('the tool usage export', () => {
  it('marks a customer name starting a formula', async () => {
    const { exportToolUsage } = await import('../../../src/pages/resource_allocation/tool/usageExport');
    await exportToolUsage('GPU 1', [
      {
        activity_id: 1,
        work_order: '+WO',
        local_date: '2026-07-01',
        station_code: 'CDG',
        registration: null,
        aircraft_type_code: null,
        customer_name: formula,
        starts_at: 's',
        ends_at: 'e',
      },
    ]);
    expect(firstRow()).toMatchObject({ work_order: "'+WO", customer_name: quotedFormula });
  });
});

describe('the export of a list without its own exporter (stock movements, activities)', () => {
  it('writes every field, marks text starting a formula, keeps negative quantities as numbers and lists ids', async () => {
    const { recordsExporter } = await import('../../../src/components/recordsExporter');
    const movement = {
      id: 9,
      kind: 'issue',
      quantity: -5,
      reason: '@SUM(A1)',
      reference: formula,
      technician_ids: [3, 4],
      reversed_by_id: null,
    } as unknown as MovementRow;
    await recordsExporter([movement], vi.fn(), {} as never, 'stock_movements');
    expect(downloads[0].name).toBe('stock_movements');
    expect(firstRow()).toEqual({
      id: '9',
      kind: 'issue',
      quantity: '-5',
      reason: "'@SUM(A1)",
      reference: quotedFormula,
      technician_ids: '3|4',
      reversed_by_id: '',
    });
  });
});

describe('the training matrix CSV', () => {
  it('marks a technician name starting a formula', async () => {
    const blobs: Blob[] = [];
    URL.createObjectURL = vi.fn((blob: Blob) => (blobs.push(blob), 'blob:matrix'));
    URL.revokeObjectURL = vi.fn();
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    const { exportMatrixCsv } = await import('../../../src/pages/training/matrixExport');
    const matrix: TrainingMatrix = {
      today: '2026-07-01',
      requirements: [{ key: 'licence', kind: 'licence' }],
      rows: [
        {
          technician_id: 1,
          name: formula,
          employee_no: '-T1',
          home_station_id: null,
          home_station_code: null,
          cells: { licence: { state: 'valid', expires_on: '2027-01-01' } },
        },
      ],
    } as unknown as TrainingMatrix;
    await exportMatrixCsv(matrix, ((key: string) => key) as TranslateFunction);
    const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(await blobs[0].arrayBuffer());
    expect(text.split('\n')[1]).toBe(`${quotedFormula},'-T1,,training.choices.compliance.valid,2027-01-01`);
  });
});
