import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { memoryStore, Notification } from 'react-admin';
import { RegionSelect, regionSelectWidthPx } from '../../../src/layout/navbar/RegionSelect';
import { regionReloadDelayMs } from '../../../src/layout/navbar/regionSwitch';
import { browserNavigation } from '../../../src/layout/browserNavigation';
import { setUser } from '../../../src/providers/authState';
import { makeUser, mockFetch, renderInAdmin, signIn } from '../helpers';

describe('region dropdown', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
    setUser(null);
  });

  it("is 110 px wide and lists the user's regions with the active one selected", async () => {
    const user = signIn();
    await renderInAdmin(<RegionSelect user={user} />);
    expect(regionSelectWidthPx).toBe(110);
    const select = screen.getByRole('combobox', { name: 'Region' });
    expect(select).toHaveTextContent('Western Europe');
    fireEvent.mouseDown(select);
    const options = within(screen.getByRole('listbox')).getAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual(['Western Europe', 'North America']);
  });

  it('on change: session storage, POST /api/changeSession, toast with the message, filters cleared, reload after 2000 ms', async () => {
    const user = signIn(makeUser());
    const reload = vi.spyOn(browserNavigation, 'reload').mockImplementation(() => {});
    const calls = mockFetch({ 'POST /api/changeSession': { body: { message: 'Region changed to North America.' } } });
    const store = memoryStore({
      'scheduled.listParams': { page: 2 },
      'on_call.filters': { q: 'AOG' },
      'de_icing.listParams': {},
      'default_schedules.listParams': {},
      'airport.listParams': { page: 3 },
    });
    await renderInAdmin(
      <>
        <RegionSelect user={user} />
        <Notification />
      </>,
      { store },
    );

    vi.useFakeTimers({ shouldAdvanceTime: true });
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Region' }));
    fireEvent.click(within(screen.getByRole('listbox')).getByText('North America'));

    expect(sessionStorage.getItem('active_region')).toBe('20');
    expect(await screen.findByText('Region changed to North America.')).toBeInTheDocument();
    expect(calls[0]).toMatchObject({ method: 'POST', url: '/api/changeSession' });
    expect(JSON.parse(String(calls[0].body))).toEqual({ instance_id: 20 });
    expect(store.getItem('scheduled.listParams')).toBeUndefined();
    expect(store.getItem('on_call.filters')).toBeUndefined();
    expect(store.getItem('de_icing.listParams')).toBeUndefined();
    expect(store.getItem('default_schedules.listParams')).toBeUndefined();
    expect(store.getItem('airport.listParams')).toEqual({ page: 3 });

    expect(reload).not.toHaveBeenCalled();
    act(() => {
      vi.advanceTimersByTime(regionReloadDelayMs - 50);
    });
    expect(reload).not.toHaveBeenCalled();
    act(() => {
      vi.advanceTimersByTime(60);
    });
    expect(reload).toHaveBeenCalledTimes(1);
    expect(regionReloadDelayMs).toBe(2000);
  });

  it('a refused change (403) shows the server message, keeps the previous region and does not reload', async () => {
    const user = signIn();
    const reload = vi.spyOn(browserNavigation, 'reload').mockImplementation(() => {});
    mockFetch({ 'POST /api/changeSession': { status: 403, body: { message: 'You are not a member of that region.' } } });
    await renderInAdmin(
      <>
        <RegionSelect user={user} />
        <Notification />
      </>,
    );
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Region' }));
    fireEvent.click(within(screen.getByRole('listbox')).getByText('North America'));
    expect(await screen.findByText('You are not a member of that region.')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Region' })).toHaveTextContent('Western Europe'));
    expect(reload).not.toHaveBeenCalled();
  });
});
