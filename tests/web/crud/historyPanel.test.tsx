import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { RecordContextProvider, ResourceContextProvider } from 'react-admin';
import { HistoryPanel } from '../../../src/components/crud/history/HistoryPanel';
import { historyChanges } from '../../../src/components/crud/history/historyChanges';
import { mockFetch, renderInAdmin } from '../helpers';

const rows = [
  {
    id: 3,
    action: 'update',
    user_id: null,
    user_name: 'SkyLink MVT feed',
    api_key_id: 4,
    created_at: '2026-03-08T06:40:00Z',
    changes: { phone: { from: null, to: '+44 20 0000 0000' } },
  },
  {
    id: 2,
    action: 'update',
    user_id: 1,
    user_name: 'Ada Planner',
    created_at: '2026-03-07T09:15:00Z',
    changes: { name: { from: 'Heathrow', to: 'Heathrow T5' }, version: { from: 1, to: 2 } },
  },
  {
    id: 1,
    action: 'create',
    user_id: null,
    user_name: null,
    created_at: '2026-03-01T08:00:00Z',
    changes: { code: 'LHR1', name: 'Heathrow' },
  },
];

describe('history panel', () => {
  it('shows who changed what and when, newest first, from GET /api/<resource>/:id/history', async () => {
    const calls = mockFetch({ 'GET /api/stations/7/history': { body: rows } });
    await renderInAdmin(
      <ResourceContextProvider value="stations">
        <RecordContextProvider value={{ id: 7, version: 2 }}>
          <HistoryPanel />
        </RecordContextProvider>
      </ResourceContextProvider>,
    );
    expect(await screen.findByText('Changed by Ada Planner')).toBeInTheDocument();
    expect(screen.getByText('Name: Heathrow → Heathrow T5')).toBeInTheDocument();
    expect(screen.getByText(/07 Mar 2026/)).toBeInTheDocument();
    expect(screen.getByText('Created by the system')).toBeInTheDocument();
    // A system's change names its API key, never passing for a person (docs/security.md, "API keys").
    expect(screen.getByText('Changed by the API key "SkyLink MVT feed"')).toBeInTheDocument();
    expect(screen.queryByText(/Version/)).not.toBeInTheDocument();
    expect(calls[0].url).toBe('/api/stations/7/history');
  });

  it('links a re-timing a flight movement made to the movements screen filtered to its message', async () => {
    const retimed = {
      id: 12,
      action: 'times',
      user_id: null,
      user_name: 'SkyLink MVT feed',
      api_key_id: 4,
      created_at: '2026-03-08T06:40:00Z',
      changes: { eta_at: { from: '2026-03-08T09:00:00Z', to: '2026-03-08T09:20:00Z' }, flight_message_id: 41 },
    };
    mockFetch({ 'GET /api/activities/5/history': { body: [retimed, rows[1]] } });
    await renderInAdmin(
      <ResourceContextProvider value="activities">
        <RecordContextProvider value={{ id: 5, version: 3 }}>
          <HistoryPanel />
        </RecordContextProvider>
      </ResourceContextProvider>,
    );
    const link = await screen.findByRole('link', { name: 'By flight movement: open its message' });
    const href = new URL(link.getAttribute('href')!, 'http://x');
    expect(href.pathname).toBe('/scheduled/movements');
    expect(JSON.parse(href.searchParams.get('filter')!)).toEqual({ message_id: 41 });
    // Only the movement's change links there.
    expect(screen.getAllByRole('link')).toHaveLength(1);
  });

  it('says when the history cannot be read', async () => {
    mockFetch({ 'GET /api/stations/7/history': { status: 404, body: { message: 'Not found' } } });
    await renderInAdmin(
      <ResourceContextProvider value="stations">
        <RecordContextProvider value={{ id: 7 }}>
          <HistoryPanel />
        </RecordContextProvider>
      </ResourceContextProvider>,
    );
    expect(await screen.findByText('The history could not be loaded.')).toBeInTheDocument();
  });

  it('reads an update as from → to, a create as the values written', () => {
    expect(historyChanges(rows[1] as never)).toEqual([{ field: 'name', from: 'Heathrow', to: 'Heathrow T5' }]);
    expect(historyChanges(rows[2] as never)).toEqual([
      { field: 'code', to: 'LHR1' },
      { field: 'name', to: 'Heathrow' },
    ]);
  });
});
