import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { DataTable, ResourceContextProvider, testDataProvider } from 'react-admin';
import { CrudList } from '../../../src/components/crud/list/CrudList';
import { theme } from '../../../src/theme';
import { renderInAdmin } from '../helpers';

const airports = [
  { id: 1, iata: 'CDG', name: 'Charles de Gaulle' },
  { id: 2, iata: 'ORY', name: 'Orly' },
];

async function renderAirportList() {
  const dataProvider = testDataProvider({
    getList: async () => ({ data: airports, total: airports.length }) as never,
  });
  await renderInAdmin(
    <ResourceContextProvider value="airport">
      <CrudList>
        <DataTable.Col source="iata" />
        <DataTable.Col source="name" />
      </CrudList>
    </ResourceContextProvider>,
    { path: '/airport', dataProvider, authProvider: null, theme },
  );
  await screen.findByText('Orly');
}

describe('row selection on every list (axe label, aria-prohibited-attr)', () => {
  it('each row checkbox is named for a screen reader, and the page one too', async () => {
    await renderAirportList();
    const rows = screen.getAllByRole('row').slice(1);
    expect(rows).toHaveLength(2);
    for (const row of rows) expect(within(row).getByRole('checkbox', { name: 'Select this row' })).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Select all' })).toBeInTheDocument();
  });

  it('no name is left on the checkbox wrapper, where ARIA forbids it (a span without a role)', async () => {
    await renderAirportList();
    const wrappers = document.querySelectorAll('.select-item');
    expect(wrappers).toHaveLength(2);
    for (const wrapper of wrappers) {
      expect(wrapper).not.toHaveAttribute('aria-label');
      expect(wrapper).not.toHaveAttribute('role');
    }
  });
});
