import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockFetch } from '../../helpers';
import { HotTableImportDialog } from '../../../../src/pages/de_icing/hot_tables/HotTableImportDialog';
import { renderDeIcing } from './deIcingFixtures';
import { picker, typeInPicker } from '../../pickers';

afterEach(() => {
  vi.unstubAllGlobals();
});

const csv = [
  'fluid_type,brand,oat_min_c,oat_max_c,concentration,frost,snow_light',
  'IV,,-3,,100,6:00,1:05-2:00',
  'IV,,-14,-3,100,6:00,0:35-1:05',
  'V,,abc,-14,100,6:00,0:20',
].join('\n');
const preview = {
  rows: 3,
  preview: [
    {
      fluid_type: 'IV',
      brand: null,
      oat_min_c: -3,
      oat_max_c: null,
      concentration: 100,
      cells: { frost: { kind: 'time', minutes: 360 }, snow_light: { kind: 'range', min: 65, max: 120 } },
    },
    {
      fluid_type: 'IV',
      brand: null,
      oat_min_c: -14,
      oat_max_c: -3,
      concentration: 100,
      cells: { frost: { kind: 'time', minutes: 360 }, snow_light: { kind: 'range', min: 35, max: 65 } },
    },
  ],
  errors: [
    { row: 4, field: 'fluid_type', message: 'de_icing.rules.hot_import.fluid_type', params: { value: 'V' } },
    { row: 4, field: 'oat_min_c', message: 'de_icing.rules.hot_import.number', params: { value: 'abc' } },
  ],
};

describe('the HOT table import', () => {
  it('previews the rows as the tables read and lists every row error, and will not import while there are errors', async () => {
    const calls = mockFetch({ 'POST /api/hot_table_sets/import': { body: preview } });
    await renderDeIcing('/de_icing', <HotTableImportDialog onClose={() => {}} />);
    const dialog = await screen.findByRole('dialog', { name: 'Import a set' }, { timeout: 5000 });
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Name' }), 'TC 2026-2027');
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Authority' }), 'Transport Canada');
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Season' }), '2026-2027');
    await typeInPicker(picker(/Valid from/, within(dialog)), '01Oct2026');
    await typeInPicker(picker(/Valid until/, within(dialog)), '31May2027');
    await userEvent.click(within(dialog).getByRole('textbox', { name: 'File contents' }));
    await userEvent.paste(csv);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Preview' }));

    const errors = await within(dialog).findByRole('alert', { name: 'Errors per row' });
    expect(within(errors).getByText(/^Row 4, fluid_type:/)).toBeInTheDocument();
    expect(within(errors).getByText(/^Row 4, oat_min_c:/)).toBeInTheDocument();
    expect(within(dialog).getByText('3 rows read, 2 errors')).toBeInTheDocument();
    const table = within(dialog).getByRole('table', { name: 'Preview' });
    expect(within(table).getByText('−3 °C and above')).toBeInTheDocument();
    expect(within(table).getByText('below −3 to −14 °C')).toBeInTheDocument();
    expect(within(table).getByText('0:35–1:05')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Import' })).toBeDisabled();

    await waitFor(() => expect(calls.filter((c) => c.method === 'POST')).toHaveLength(1));
    const post = calls.find((c) => c.method === 'POST')!;
    expect(post.url).toBe('/api/hot_table_sets/import?dry_run=true');
    expect(JSON.parse(String(post.body))).toEqual({
      format: 'csv',
      content: csv,
      name: 'TC 2026-2027',
      authority: 'Transport Canada',
      season: '2026-2027',
      valid_from: '2026-10-01',
      valid_to: '2027-05-31',
    });
  });
});
