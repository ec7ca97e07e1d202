import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route } from 'react-router-dom';
import {
  HttpError,
  ResourceContextProvider,
  ResourceDefinitionContextProvider,
  SimpleForm,
  TextInput,
  type DataProvider,
  type RaRecord,
} from 'react-admin';
import { CrudCreate } from '../../../src/components/crud/form/CrudCreate';
import { CrudEdit } from '../../../src/components/crud/form/CrudEdit';
import { browserNavigation } from '../../../src/layout/browserNavigation';
import { makeUser, mockFetch, renderInAdmin, signIn } from '../helpers';

/**
 * A record of another region (docs/security.md) opened by URL says why it is not shown (and offers
 * to switch when the user is a member of its region); a record created in another region says
 * what was created and where, once.
 */
const westId = 10;
const northAmericaId = 20;
const station = { id: 5, version: 1, code: 'LHR', name: 'London Heathrow', region_id: northAmericaId };

const definitions = {
  stations: {
    name: 'stations',
    hasList: true,
    hasEdit: true,
    hasCreate: true,
    hasShow: false,
    recordRepresentation: (r: RaRecord) => `${r.code} · ${r.name}`,
  },
};

/** A screen of the stations resource (its definition gives the record representation). */
const inStations = (element: ReactNode) => (
  <ResourceDefinitionContextProvider definitions={definitions}>
    <ResourceContextProvider value="stations">{element}</ResourceContextProvider>
  </ResourceDefinitionContextProvider>
);

async function renderScreen(path: string, screenElement: ReactNode, dataProvider: Partial<DataProvider>) {
  signIn(makeUser({ instance_id: westId }));
  return renderInAdmin(inStations(screenElement), {
    path,
    route: '/stations/create',
    extraRoutes: (
      <>
        <Route path="/stations/:id" element={inStations(screenElement)} />
        <Route path="/stations" element={<p>the list</p>} />
      </>
    ),
    dataProvider: dataProvider as DataProvider,
    authProvider: null,
    notifications: true,
    strict: true,
  });
}

const editScreen = (
  <CrudEdit>
    <p>the form</p>
  </CrudEdit>
);

const failingRead = (error: HttpError) => ({ getOne: vi.fn().mockRejectedValue(error) });

describe('opening a record that is not in the active region', () => {
  it("names the active region and offers to switch to the record's region, staying on the record's URL", async () => {
    const calls = mockFetch({ 'POST /api/changeSession': { body: { message: 'Region changed to North America' } } });
    const reload = vi.spyOn(browserNavigation, 'reload').mockImplementation(() => undefined);
    const notHere = new HttpError('This record is not in your active region.', 404, {
      message: 'This record is not in your active region.',
      region_id: northAmericaId,
    });
    await renderScreen('/stations/5', editScreen, failingRead(notHere));

    expect(
      await screen.findByText(
        'This record is not in the active region (Western Europe). It belongs to North America, one of your regions.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByText('the form')).not.toBeInTheDocument();
    expect(screen.queryByText('Element does not exist')).not.toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/stations/5');

    await userEvent.click(screen.getByRole('button', { name: 'Switch to North America' }));
    await waitFor(() => expect(calls.find((call) => call.url === '/api/changeSession')).toBeDefined());
    expect(JSON.parse(String(calls.find((call) => call.url === '/api/changeSession')!.body))).toEqual({ instance_id: northAmericaId });
    expect(await screen.findByText('Region changed to North America')).toBeInTheDocument();
    await waitFor(() => expect(reload).toHaveBeenCalled(), { timeout: 4000 });
    reload.mockRestore();
  });

  it('says "Not found" with a way back to the list when the user is not a member of the record\'s region', async () => {
    await renderScreen('/stations/5', editScreen, failingRead(new HttpError('Not found.', 404, { message: 'Not found.' })));
    expect(await screen.findByText('Not found')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Switch to/ })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the list' })).toHaveAttribute('href', '/stations');
    expect(screen.getByTestId('location')).toHaveTextContent('/stations/5');
  });

  it('never offers a region the user is not a member of, whatever the body says', async () => {
    await renderScreen('/stations/5', editScreen, failingRead(new HttpError('Not found.', 404, { message: 'Not found.', region_id: 99 })));
    expect(await screen.findByText('Not found')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Switch to/ })).not.toBeInTheDocument();
  });

  it('says the record could not be loaded on any other failure', async () => {
    await renderScreen('/stations/5', editScreen, failingRead(new HttpError('Something went wrong', 500, {})));
    expect(await screen.findByText('The record could not be loaded. Please try again later.')).toBeInTheDocument();
  });

  it('still shows the form for a record of the active region', async () => {
    await renderScreen('/stations/5', editScreen, { getOne: vi.fn().mockResolvedValue({ data: { ...station, region_id: westId } }) });
    expect(await screen.findByText('the form')).toBeInTheDocument();
  });
});

describe('creating a record', () => {
  const createScreen = (
    <CrudCreate>
      <SimpleForm>
        <TextInput source="code" />
      </SimpleForm>
    </CrudCreate>
  );
  const creating = (record: RaRecord) => ({ create: vi.fn().mockResolvedValue({ data: record }) });

  async function save() {
    await userEvent.type(await screen.findByRole('textbox', { name: /code/i }), 'LHR');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/stations$/));
  }

  it('in another region: says what was created, where, and why the list will not show it, once, with a switch', async () => {
    await renderScreen('/stations/create', createScreen, creating(station));
    await save();
    const text = '“LHR · London Heathrow” created in North America — not shown because the active region is Western Europe.';
    expect(await screen.findByText(text)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Switch to North America' })).toBeInTheDocument();
    // Stays one notification: nothing queued behind it either.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(screen.getAllByText(text)).toHaveLength(1);
    expect(screen.queryByText('Element created')).not.toBeInTheDocument();
  });

  it('in the active region: names the record instead of "Element created"', async () => {
    await renderScreen('/stations/create', createScreen, creating({ ...station, region_id: westId }));
    await save();
    expect(await screen.findByText('“LHR · London Heathrow” created')).toBeInTheDocument();
    expect(screen.queryByText('Element created')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Switch to/ })).not.toBeInTheDocument();
  });
});
