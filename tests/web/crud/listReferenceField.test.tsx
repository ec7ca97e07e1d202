import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import {
  RecordContextProvider,
  ResourceContextProvider,
  ResourceDefinitionContextProvider,
  TextField,
  type DataProvider,
} from 'react-admin';
import { ListReferenceField } from '../../../src/components/crud';
import { authProvider } from '../../../src/providers/authProvider';
import { makeUser, renderInAdmin, signIn } from '../helpers';

const stations = [5, 6, 7].map((id) => ({ id, code: `ST${id}` }));
const dataProvider = {
  getMany: async (_resource: string, { ids }: { ids: unknown[] }) => ({ data: stations.filter((station) => ids.includes(station.id)) }),
} as unknown as DataProvider;

/** Three list rows, each showing its station's code through ListReferenceField. */
async function renderRows() {
  const canAccess = vi.fn(authProvider.canAccess);
  await renderInAdmin(
    <ResourceDefinitionContextProvider definitions={{ stations: { name: 'stations', hasEdit: true } }}>
      <ResourceContextProvider value="trucks">
        {stations.map((station) => (
          <RecordContextProvider key={station.id} value={{ id: station.id * 10, station_id: station.id }}>
            <ListReferenceField source="station_id" reference="stations">
              <TextField source="code" />
            </ListReferenceField>
          </RecordContextProvider>
        ))}
      </ResourceContextProvider>
    </ResourceDefinitionContextProvider>,
    { authProvider: { ...authProvider, canAccess }, dataProvider },
  );
  return canAccess;
}

describe('ListReferenceField', () => {
  it('links to the edit screen of each referenced record without asking canAccess once per record', async () => {
    signIn(makeUser({ role: 'admin' }));
    const canAccess = await renderRows();
    expect(await screen.findByRole('link', { name: 'ST7' })).toHaveAttribute('href', '/stations/7');
    expect(screen.getByRole('link', { name: 'ST5' })).toHaveAttribute('href', '/stations/5');
    // react-admin's own ReferenceField asks once per referenced record; 50+ answers committing one
    // by one exceeded React's nested-update limit on a region's flight schedules (error #185).
    expect(canAccess.mock.calls.filter(([params]) => params.resource === 'stations')).toEqual([]);
  });

  it('shows the referenced record without a link to a user who may not edit it', async () => {
    signIn(makeUser({ role: 'viewer', permission: [] }));
    await renderRows();
    expect(await screen.findByText('ST6')).toBeInTheDocument();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });
});
