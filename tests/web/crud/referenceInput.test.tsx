import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Form, ResourceContextProvider, ResourceDefinitionContextProvider, type DataProvider } from 'react-admin';
import { ReferenceAutocomplete } from '../../../src/components/crud/inputs/ReferenceAutocomplete';
import { resources } from '../../../src/resources';
import { renderInAdmin } from '../helpers';

const airports = [
  { id: 1, iata: 'LHR', name: 'London Heathrow' },
  { id: 2, iata: 'CDG', name: 'Paris Charles de Gaulle' },
];

function dataProviderDouble() {
  return {
    getList: vi.fn(async (_resource: string, params: { filter: { q?: string } }) => {
      const q = params.filter.q?.toLowerCase();
      const data = q ? airports.filter((a) => `${a.iata} ${a.name}`.toLowerCase().includes(q)) : airports;
      return { data, total: data.length };
    }),
    getMany: vi.fn(async (_resource: string, params: { ids: number[] }) => ({ data: airports.filter((a) => params.ids.includes(a.id)) })),
  } as unknown as DataProvider & { getList: ReturnType<typeof vi.fn> };
}

async function renderInput(record: Record<string, unknown>, dataProvider: DataProvider) {
  return renderInAdmin(
    <ResourceDefinitionContextProvider
      definitions={{ airport: { name: 'airport', recordRepresentation: resources.airport.recordRepresentation } }}
    >
      <ResourceContextProvider value="stations">
        <Form record={record}>
          <ReferenceAutocomplete source="airport_id" reference="airport" />
        </Form>
      </ResourceContextProvider>
    </ResourceDefinitionContextProvider>,
    { dataProvider, authProvider: null },
  );
}

describe('reference input with autocomplete', () => {
  it('shows the chosen record by its recordRepresentation, under the field label', async () => {
    await renderInput({ id: 5, airport_id: 1 }, dataProviderDouble());
    const input = await screen.findByRole('combobox', { name: 'Airport' });
    await vi.waitFor(() => expect(input).toHaveValue('LHR · London Heathrow'));
  });

  it('searches the server with q and offers the matches by name', async () => {
    const dataProvider = dataProviderDouble();
    await renderInput({ id: 5 }, dataProvider);
    const input = await screen.findByRole('combobox', { name: 'Airport' });
    await userEvent.type(input, 'paris');
    expect(await screen.findByRole('option', { name: 'CDG · Paris Charles de Gaulle' })).toBeInTheDocument();
    await vi.waitFor(() =>
      expect(dataProvider.getList).toHaveBeenCalledWith('airport', expect.objectContaining({ filter: { q: 'paris' } })),
    );
  });
});
