import { describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { LiveEvent } from '../../../../model/live';
import { mockFetch } from '../../helpers';
import { fakeEventServer } from '../../live/fakeEventStream';
import { codeOf, renderManpower, roster, rosterUrl, shift } from './rosterFixtures';

const rosterEvent = (id: number, stationIds: number[], dates: string[]): LiveEvent => ({
  id,
  topic: 'roster',
  region_id: 10,
  user_id: null,
  data: { station_ids: stationIds, dates },
});
const cellOf = (technician: string, col: number) =>
  within(screen.getByRole('rowheader', { name: new RegExp(technician) }).closest('tr')!).getAllByRole('gridcell')[col];
/** Longer than one coalescing window (250 ms). */
const quiet = () => new Promise((resolve) => setTimeout(resolve, 400));

describe('the roster, live', () => {
  it('another supervisor’s save reloads the week, keeps the unsaved edits and flags the cells that changed under them', async () => {
    const answers = { [rosterUrl]: { body: roster() } };
    const calls = mockFetch(answers);
    const server = fakeEventServer();
    await renderManpower({ live: true });
    await screen.findByRole('grid');
    await vi.waitFor(() => expect(server.streams).toHaveLength(1));
    await userEvent.click(cellOf('Tom', 1));
    await userEvent.keyboard('n');

    // Another station's change, or a day outside the week: nothing to reload.
    server.last.send(rosterEvent(1, [4], ['2026-11-02']));
    server.last.send(rosterEvent(2, [3], ['2026-11-20']));
    await quiet();
    expect(calls.filter((call) => call.url.startsWith('/api/roster'))).toHaveLength(1);

    // The other supervisor set Tom's Monday to OFF (version 4) and Uma's Tuesday to Day.
    answers[rosterUrl] = {
      body: roster({
        shifts: [
          shift({ shift_type_id: 3, version: 4 }),
          shift({ id: 101, technician_id: 8, local_date: '2026-11-03', shift_type_id: 1, version: 1 }),
        ],
      }),
    };
    server.last.send(rosterEvent(3, [3], ['2026-11-02', '2026-11-03']));
    await vi.waitFor(() => expect(codeOf(cellOf('Uma', 2))).toBe('D'));
    // The flag follows the reload (the edits are compared with what it brought).
    expect(await screen.findByText('1 cell was changed by someone else')).toBeInTheDocument();
    expect(codeOf(cellOf('Tom', 1))).toBe('N');
    expect(cellOf('Tom', 1)).toHaveAccessibleDescription('Unsaved. Changed by someone else');
  });
});
