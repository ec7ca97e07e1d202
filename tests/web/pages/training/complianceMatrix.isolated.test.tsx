import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockFetch } from '../../helpers';
import { matrix, renderTraining } from './trainingFixtures';

const writeExcel = vi.hoisted(() => ({ toFile: vi.fn(async () => undefined), sheets: [] as unknown[] }));
vi.mock('write-excel-file/browser', () => ({
  default: (sheet: unknown) => {
    writeExcel.sheets.push(sheet);
    return { toFile: writeExcel.toFile };
  },
}));

afterEach(() => {
  vi.unstubAllGlobals();
});

const lists = { 'GET /api/stations': { body: [] }, 'GET /api/training_courses': { body: [] } };

describe('the compliance matrix', () => {
  it('shows each cell’s state in words with its expiry, and "not required" where a requirement does not bind', async () => {
    mockFetch({ 'GET /api/training_matrix': { body: matrix }, ...lists });
    await renderTraining('/training?view=matrix');
    const table = await screen.findByRole('table', { name: 'Compliance matrix' });
    const ana = within(table).getByRole('row', { name: /Ana Silva/ });
    expect(within(ana).getByText('Expired')).toBeInTheDocument();
    expect(within(ana).getByText('Expires within 30 days')).toBeInTheDocument();
    expect(within(ana).getByText('Valid')).toBeInTheDocument();
    const bo = within(table).getByRole('row', { name: /Bo Chen/ });
    expect(within(bo).getByText('Missing')).toBeInTheDocument();
    expect(within(bo).getAllByLabelText('Not required')).toHaveLength(2);
    expect(within(table).getByRole('columnheader', { name: /A20N B1/ })).toBeInTheDocument();
  });

  it('sends the filters to the server', async () => {
    const calls = mockFetch({ 'GET /api/training_matrix': { body: matrix }, ...lists });
    await renderTraining('/training?view=matrix');
    await screen.findByRole('table', { name: 'Compliance matrix' });
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search' }), 'Ana');
    await waitFor(() => expect(calls.some((c) => c.url.startsWith('/api/training_matrix?') && c.url.includes('q=Ana'))).toBe(true));
  });

  it('exports the matrix to Excel with the states in words', async () => {
    mockFetch({ 'GET /api/training_matrix': { body: matrix }, ...lists });
    await renderTraining('/training?view=matrix');
    await screen.findByRole('table', { name: 'Compliance matrix' });
    await userEvent.click(screen.getByRole('button', { name: 'Export Excel' }));
    await waitFor(() => expect(writeExcel.toFile).toHaveBeenCalledWith('training-matrix-2026-11-25.xlsx'));
    const [header, first] = writeExcel.sheets.at(-1) as { value: string }[][];
    expect(header.map((cell) => cell.value)).toEqual(expect.arrayContaining(['Technician', 'HF-REC', 'Licence', 'A20N B1']));
    expect(first.map((cell) => cell.value)).toEqual(
      expect.arrayContaining(['Ana Silva', 'Expired', '2026-10-01', 'Expires within 30 days']),
    );
  });

  it('plans a session for everyone expiring on a course: the create form opens with the course and them ticked', async () => {
    mockFetch({
      'GET /api/training_matrix': { body: matrix },
      'GET /api/training_matrix/expiring': {
        body: [
          { technician_id: 7, name: 'Ana Silva', employee_no: 'E7', home_station_code: 'CDG', state: 'expired', expires_on: '2026-10-01' },
        ],
      },
      'GET /api/training_courses': { body: [{ id: 1, code: 'HF-REC', name: 'Human factors recurrent' }] },
      'GET /api/stations': { body: [] },
    });
    await renderTraining('/training?view=matrix');
    await userEvent.click(await screen.findByRole('button', { name: 'Plan a session for everyone expiring: HF-REC' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/training_activity?course_id=1&expiring=1'));
    expect(await screen.findByRole('checkbox', { name: /Ana Silva — Expired/ })).toBeChecked();
  });
});
