import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockFetch } from '../../helpers';
import { catalogueProvider } from './catalogueProvider';
import { renderOnCall, requestDetail } from './onCallFixtures';

afterEach(() => {
  vi.unstubAllGlobals();
});

const lists = {
  customers: [
    { id: 1, name: 'KLM' },
    { id: 2, name: 'Transavia' },
  ],
  aircraft_type: [
    { id: 3, icao: 'A20N', manufacturer: 'Airbus', model: 'A320neo' },
    { id: 5, icao: 'B738', manufacturer: 'Boeing', model: '737-800' },
  ],
  airport: [{ id: 4, iata: 'AMS', icao: 'EHAM', name: 'Amsterdam Schiphol' }],
};
const duplicate = { id: 9, request_no: 'AOG-AMS-261125-01', status: 'dispatched' };

async function pick(label: RegExp, typed: string, option: RegExp) {
  await userEvent.type(screen.getByRole('combobox', { name: label }), typed);
  await userEvent.click(await screen.findByRole('option', { name: option }));
}

describe('taking a call', () => {
  it('goes by keyboard: caller first, priority by its key, registration upper-cased with the type filled in and the open request warned of, Ctrl+Enter saves and opens the request', async () => {
    const calls = mockFetch({
      'GET /api/on_call_requests/duplicates': { body: [duplicate] },
      'GET /api/on_call_requests/aircraft': { body: { aircraft_type_id: 3 } },
    });
    const { provider, create } = catalogueProvider(lists, requestDetail());
    await renderOnCall('/on_call/new', { dataProvider: provider });

    const caller = await screen.findByRole('textbox', { name: /^Caller\W*$/ }, { timeout: 5000 });
    await waitFor(() => expect(caller).toHaveFocus());
    await userEvent.keyboard('Jan');
    await userEvent.tab();
    expect(screen.getByRole('textbox', { name: /^Caller's phone\W*$/ })).toHaveFocus();
    await userEvent.keyboard('+3120555');
    await pick(/^Customer/, 'KL', /KLM/);

    screen.getByRole('button', { name: /AOG/ }).focus();
    await userEvent.keyboard('2');
    expect(screen.getByRole('button', { name: /Urgent/ })).toHaveAttribute('aria-pressed', 'true');

    await userEvent.type(screen.getByRole('textbox', { name: /^Registration/ }), 'ph-exa');
    expect(screen.getByRole('textbox', { name: /^Registration/ })).toHaveValue('PH-EXA');
    expect(await screen.findByRole('link', { name: 'AOG-AMS-261125-01' })).toHaveAttribute('href', '/on_call/9');
    expect(screen.getByRole('status')).toHaveTextContent('An open request exists for this aircraft');
    await waitFor(() => expect(screen.getByRole('combobox', { name: /^Aircraft type/ })).toHaveValue('A20N · Airbus A320neo'), {
      timeout: 5000,
    });
    expect(calls.some((call) => call.url === '/api/on_call_requests/aircraft?registration=PH-EXA')).toBe(true);

    await pick(/^Airport/, 'AMS', /AMS — Amsterdam Schiphol/);
    await userEvent.type(screen.getByRole('textbox', { name: /^Defect/ }), 'Leak');
    await userEvent.keyboard('{Control>}{Enter}{/Control}');

    await waitFor(() => expect(create).toHaveBeenCalled());
    expect(create.mock.calls[0][1].data).toMatchObject({
      caller_name: 'Jan',
      caller_phone: '+3120555',
      customer_id: 1,
      priority: 'urgent',
      registration: 'PH-EXA',
      aircraft_type_id: 3,
      airport_id: 4,
      defect: 'Leak',
      part_numbers: [],
    });
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/on_call/7'));
    // A whole call typed key by key through a form of autocompletes: slow on a busy machine.
  }, 45_000);

  it('Esc leaves without saving', async () => {
    mockFetch({});
    const { provider, create } = catalogueProvider(lists);
    await renderOnCall('/on_call/new', { dataProvider: provider });
    await screen.findByRole('textbox', { name: /^Caller\W*$/ }, { timeout: 5000 });
    await userEvent.keyboard('Someone{Escape}');
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/on_call$/));
    expect(create).not.toHaveBeenCalled();
  });
});
