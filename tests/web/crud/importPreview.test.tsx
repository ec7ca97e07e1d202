import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ImportDialog } from '../../../src/components/crud/import/ImportDialog';
import { naturalKeys, type CsvImportResult } from '../../../model/csvImport';
import { mockFetch, renderInAdmin } from '../helpers';

const preview: CsvImportResult = {
  rows: [
    {
      line: 2,
      data: { inbound_flight_no: 'BA116', outbound_flight_no: 'BA117', station_id: 1, valid_from: '2026-03-29' },
      errors: null,
      action: 'create',
    },
    {
      line: 3,
      data: { inbound_flight_no: 'AF1680', outbound_flight_no: 'AF1681', station_id: 1, valid_from: '2026-03-29' },
      errors: null,
      action: 'update',
      id: 9,
    },
    {
      line: 4,
      data: { inbound_flight_no: 'XX', outbound_flight_no: '', station_id: 1, valid_from: 'soon' },
      errors: { valid_from: ['Invalid date.'] },
      action: 'create',
    },
  ],
  created: 1,
  updated: 1,
  skipped: 1,
};

const csv = () => new File(['inbound_flight_no,outbound_flight_no,station_code,valid_from\n'], 'schedules.csv', { type: 'text/csv' });

describe('CSV import dialog', () => {
  it('previews the file with per-row errors, imports the valid rows, then sums up', async () => {
    const calls = mockFetch({ 'POST /api/flight_schedule/import': { body: preview } });
    await renderInAdmin(<ImportDialog resource="flight_schedule" keyFields={naturalKeys.flight_schedule} open onClose={() => {}} />);
    await userEvent.upload(screen.getByLabelText('Choose a CSV file'), csv());

    const row = await screen.findByTestId('import-row-4');
    expect(row).toHaveTextContent('Valid from: Invalid date.');
    expect(within(screen.getByTestId('import-row-2')).getByText('New')).toBeInTheDocument();
    expect(within(screen.getByTestId('import-row-3')).getByText('Update')).toBeInTheDocument();
    expect(screen.getByText('1 to create, 1 to update, 1 with errors (will be skipped).')).toBeInTheDocument();
    expect(calls[0].url).toBe('/api/flight_schedule/import?mode=preview');
    expect((calls[0].body as FormData).get('file')).toBeInstanceOf(File);

    mockFetch({ 'POST /api/flight_schedule/import': { body: { ...preview, rows: preview.rows.map((r, i) => ({ ...r, id: 20 + i })) } } });
    await userEvent.click(screen.getByRole('button', { name: 'Import 2 valid rows' }));
    expect(await screen.findByText('Import finished: 1 created, 1 updated, 1 skipped.')).toBeInTheDocument();
  });

  it('cancel after the preview writes nothing', async () => {
    const calls = mockFetch({ 'POST /api/flight_schedule/import': { body: preview } });
    let closed: boolean | null = null;
    await renderInAdmin(
      <ImportDialog resource="flight_schedule" keyFields={naturalKeys.flight_schedule} open onClose={(imported) => (closed = imported)} />,
    );
    await userEvent.upload(screen.getByLabelText('Choose a CSV file'), csv());
    await screen.findByTestId('import-row-2');
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(closed).toBe(false);
    expect(calls.map((call) => call.url)).toEqual(['/api/flight_schedule/import?mode=preview']);
  });

  it('a file the server refuses as a whole shows its message and lets the user choose another', async () => {
    mockFetch({
      'POST /api/flight_schedule/import': { status: 422, body: { message: 'Invalid', errors: { file: ['Unknown column "foo".'] } } },
    });
    await renderInAdmin(<ImportDialog resource="flight_schedule" keyFields={naturalKeys.flight_schedule} open onClose={() => {}} />);
    await userEvent.upload(screen.getByLabelText('Choose a CSV file'), csv());
    expect(await screen.findByText('Unknown column "foo".')).toBeInTheDocument();
    expect(screen.getByLabelText('Choose a CSV file')).toBeInTheDocument();
  });
});
