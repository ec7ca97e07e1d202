import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { findRoute } from '../../../../../model/routes';
import ScheduledDataPage from '../../../../../src/pages/scheduled/ScheduledDataPage';
import { ConflictDialogHost } from '../../../../../src/components/crud/conflict/ConflictDialog';
import type { DataProvider } from 'react-admin';
import { dataProvider as appDataProvider } from '../../../../../src/providers/dataProvider';
import { mockFetch } from '../../../helpers';
import { activity, plannerPermissions, renderWithApp, sentBody, signInWith, technicianPermissions } from './activityFixtures';
import { findPicker, typeInPicker } from '../../../pickers';

const route = findRoute('scheduled_data')!;
const openActivity = (answers: Parameters<typeof mockFetch>[0]) => {
  const calls = mockFetch({
    'GET /api/activities/5/history': { body: [] },
    'GET /api/activities/5/eligible_technicians': { body: [] },
    ...answers,
  });
  return {
    calls,
    rendered: renderWithApp(<ScheduledDataPage route={route} />, { path: '/scheduled_data/5', route: '/scheduled_data/:activity_id' }),
  };
};

describe('the activity page header', () => {
  it("shows the times in the station's local time with the zone, and the station's zone by name", async () => {
    signInWith(plannerPermissions);
    openActivity({ 'GET /api/activities/5': { body: activity({ eta_at: '2026-07-01T08:25:00Z' }) } });
    const header = await screen.findByRole('region', { name: 'AMS-260701-0007' });
    expect(within(header).getByText('10:10 GMT+2')).toBeInTheDocument();
    expect(within(header).getByText('11:40 GMT+2')).toBeInTheDocument();
    expect(within(header).getByText('10:25 GMT+2')).toBeInTheDocument();
    expect(within(header).getByText('AMS · Europe/Amsterdam')).toBeInTheDocument();
    expect(within(header).getByText('KL1234 / KL1235')).toBeInTheDocument();
    expect(within(header).getByText('PH-EXA')).toBeInTheDocument();
    expect(within(header).getByText('KLM')).toBeInTheDocument();
    expect(within(header).getByText('Assigned')).toBeInTheDocument();
  });

  it('offers a planner exactly the transitions the status machine allows from the current status', async () => {
    signInWith(plannerPermissions);
    openActivity({ 'GET /api/activities/5': { body: activity({ status: 'assigned' }) } });
    const actions = await screen.findByRole('group', { name: 'Change status' });
    const names = within(actions)
      .getAllByRole('button')
      .map((button) => button.textContent);
    expect(names).toEqual(['Back to planned', 'Start work', 'Cancel activity']);
  });

  it('offers a technician only the work transitions', async () => {
    signInWith(technicianPermissions, 'technician');
    openActivity({ 'GET /api/activities/5': { body: activity({ status: 'assigned' }) } });
    const actions = await screen.findByRole('group', { name: 'Change status' });
    expect(
      within(actions)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Start work']);
  });

  it('offers no transition from completed', async () => {
    signInWith(plannerPermissions);
    openActivity({ 'GET /api/activities/5': { body: activity({ status: 'completed' }) } });
    expect(await screen.findByText('Completed')).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Change status' })).not.toBeInTheDocument();
  });

  it('sends the transition with the version read', async () => {
    signInWith(plannerPermissions);
    const { calls } = openActivity({
      'GET /api/activities/5': { body: activity() },
      'POST /api/activities/5/status': { body: activity({ status: 'in_progress', version: 4 }) },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Start work' }));
    await waitFor(() => expect(calls.find((call) => call.method === 'POST')).toBeDefined());
    expect(sentBody(calls.find((call) => call.method === 'POST'))).toEqual({ status: 'in_progress', version: 3 });
  });

  it('asks for a reason before cancelling, and sends it', async () => {
    signInWith(plannerPermissions);
    const { calls } = openActivity({
      'GET /api/activities/5': { body: activity() },
      'POST /api/activities/5/status': { body: activity({ status: 'cancelled' }) },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel activity' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel this activity' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel activity' }));
    expect(await within(dialog).findByText('Say why the activity is cancelled.')).toBeInTheDocument();
    expect(calls.some((call) => call.method === 'POST')).toBe(false);

    await userEvent.type(within(dialog).getByRole('textbox', { name: /Reason for cancelling/ }), 'Aircraft went AOG at origin');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel activity' }));
    await waitFor(() => expect(calls.find((call) => call.method === 'POST')).toBeDefined());
    expect(sentBody(calls.find((call) => call.method === 'POST'))).toEqual({
      status: 'cancelled',
      reason: 'Aircraft went AOG at origin',
      version: 3,
    });
  });
});

describe('actual times', () => {
  it('sends a time typed in station-local time as UTC with the version, and shows the overlaps the server returns', async () => {
    signInWith(technicianPermissions, 'technician');
    const { calls } = openActivity({
      'GET /api/activities/5': { body: activity({ status: 'in_progress' }) },
      'PUT /api/activities/5/times': {
        body: {
          ...activity({ status: 'in_progress', version: 4 }),
          conflicts: [{ technician_id: 7, activity_id: 6, work_order: 'AMS-260701-0008' }],
        },
      },
    });
    await typeInPicker(await findPicker('Actual arrival (Europe/Amsterdam)'), '01Jul20261015');
    await userEvent.click(screen.getByRole('button', { name: 'Save Actual arrival' }));
    await waitFor(() => expect(calls.find((call) => call.method === 'PUT')).toBeDefined());
    expect(sentBody(calls.find((call) => call.method === 'PUT'))).toEqual({ ata_at: '2026-07-01T08:15:00.000Z', version: 3 });
    expect(await screen.findByText('Tom Tech is also on AMS-260701-0008')).toBeInTheDocument();
  });

  it('warns of a 65-minute job recorded as taking no time, and sends the times only with a remark', async () => {
    signInWith(technicianPermissions, 'technician');
    const { calls } = openActivity({
      'GET /api/activities/5': { body: activity({ status: 'in_progress', ata_at: '2026-07-01T08:15:00Z' }) },
      'PUT /api/activities/5/times': { body: activity({ status: 'in_progress', version: 4 }) },
    });
    await typeInPicker(await findPicker('Actual departure (Europe/Amsterdam)'), '01Jul20261015');
    await userEvent.click(screen.getByRole('button', { name: 'Save Actual departure' }));
    const warnings = await screen.findByRole('list', { name: 'These recorded times look implausible' });
    expect(warnings).toHaveTextContent('ATA to ATD is 0:00 for 1:05 of standard service time');
    const remark = screen.getByRole('textbox', { name: 'Remark on the times' });
    expect(screen.getByText('Write a remark on the times before saving them.')).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'PUT')).toEqual([]);
    await userEvent.type(remark, 'Walk-round only, the crew left at once.');
    await userEvent.click(screen.getByRole('button', { name: 'Save Actual departure' }));
    await waitFor(() => expect(calls.find((call) => call.method === 'PUT')).toBeDefined());
    expect(sentBody(calls.find((call) => call.method === 'PUT'))).toEqual({
      atd_at: '2026-07-01T08:15:00.000Z',
      times_remark: 'Walk-round only, the crew left at once.',
      version: 3,
    });
  });

  it('records "now" in one tap', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-07-01T08:31:00Z'));
    signInWith(technicianPermissions, 'technician');
    const { calls } = openActivity({
      'GET /api/activities/5': { body: activity({ status: 'in_progress' }) },
      'PUT /api/activities/5/times': { body: activity({ status: 'in_progress' }) },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Actual departure: now' }));
    await waitFor(() => expect(calls.find((call) => call.method === 'PUT')).toBeDefined());
    expect(sentBody(calls.find((call) => call.method === 'PUT'))).toEqual({ atd_at: '2026-07-01T08:31:00.000Z', version: 3 });
    vi.useRealTimers();
  });

  it("shows the server's refusal on the field", async () => {
    signInWith(technicianPermissions, 'technician');
    openActivity({
      'GET /api/activities/5': { body: activity({ status: 'in_progress' }) },
      'PUT /api/activities/5/times': {
        status: 422,
        body: { message: 'Invalid', errors: { atd_at: ['Departure cannot be before arrival.'] } },
      },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Actual departure: now' }));
    expect(await screen.findByText('Departure cannot be before arrival.')).toBeInTheDocument();
  });
});

describe('history', () => {
  it('names the Scheduled actions of the audit log', async () => {
    signInWith(plannerPermissions);
    openActivity({
      'GET /api/activities/5': { body: activity() },
      'GET /api/activities/5/history': {
        body: [
          {
            id: 1,
            action: 'status',
            user_id: 2,
            user_name: 'Ada Planner',
            created_at: '2026-07-01T07:00:00Z',
            changes: { status: { from: 'planned', to: 'assigned' } },
          },
        ],
      },
    });
    const history = await screen.findByRole('complementary', { name: 'History' });
    expect(await within(history).findByText('Status changed by Ada Planner')).toBeInTheDocument();
  });
});

describe('technicians', () => {
  it('shows the rules each person breaks since the job was re-timed, by name, and nothing for the others', async () => {
    signInWith(plannerPermissions);
    const lead = activity().assignments[0];
    openActivity({
      'GET /api/activities/5': {
        body: activity({
          rules_broken: true,
          assignments: [
            { ...lead, broken_rules: ['rest_rules', 'rostered'] },
            { ...lead, id: 72, technician_id: 8, name: 'Uma Engineer', role: 'support' },
          ],
        }),
      },
    });
    const panel = await screen.findByRole('region', { name: 'Technicians' });
    const note = within(panel).getByText('Breaks since the job was re-timed:').closest('[role="alert"]') as HTMLElement;
    expect(
      within(note)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Rest rules', 'Rostered']);
    expect(note.closest('li')).toHaveTextContent(/^Tom Tech/);
    expect(within(panel).getAllByText('Breaks since the job was re-timed:')).toHaveLength(1);
  });
});

describe('not found', () => {
  it('says so with a way back to Scheduled', async () => {
    signInWith(plannerPermissions);
    openActivity({ 'GET /api/activities/5': { status: 404, body: { message: 'Not found.' } } });
    expect(await screen.findByText('Not found')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the list' })).toHaveAttribute('href', '/scheduled');
  });
});

describe('remarks', () => {
  it("save with the version read; someone else's newer save opens the conflict dialog, and Overwrite sends their version", async () => {
    signInWith(technicianPermissions, 'technician');
    const theirs = activity({ status: 'in_progress', remarks: 'Ground power unit late', version: 4 });
    const calls = mockFetch({
      'GET /api/activities/5': { body: activity({ status: 'in_progress' }) },
      'GET /api/activities/5/history': { body: [] },
    });
    const answers = globalThis.fetch;
    let puts = 0;
    globalThis.fetch = (async (url: string, init: RequestInit = {}) => {
      if (init.method !== 'PUT') return answers(url, init);
      calls.push({ method: 'PUT', url, headers: new Headers(init.headers), body: init.body });
      const body = ++puts === 1 ? { message: 'This record was changed by someone else.', current: theirs } : { ...theirs, version: 5 };
      return new Response(JSON.stringify(body), { status: puts === 1 ? 409 : 200, headers: { 'Content-Type': 'application/json' } });
    }) as typeof fetch;
    await renderWithApp(
      <>
        <ScheduledDataPage route={route} />
        <ConflictDialogHost />
      </>,
      { path: '/scheduled_data/5', route: '/scheduled_data/:activity_id' },
    );
    await userEvent.type(await screen.findByRole('textbox', { name: 'Remarks' }), 'Tyre worn');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    const dialog = await screen.findByRole('dialog', { name: 'Someone else changed this record' });
    // Defects are records of their own now (the Defects panel): the form sends the remarks only.
    expect(sentBody(calls.filter((call) => call.method === 'PUT')[0])).toEqual({ remarks: 'Tyre worn', version: 3 });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Overwrite' }));
    await waitFor(() => expect(puts).toBe(2));
    expect(sentBody(calls.filter((call) => call.method === 'PUT')[1])).toEqual({ remarks: 'Tyre worn', version: 4 });
  });
});

describe('allocating a resource', () => {
  it('says which booking is in the way when the resource is booked then (409), not "problems with your input"', async () => {
    signInWith(plannerPermissions);
    const calls = mockFetch({
      'GET /api/activities/5/history': { body: [] },
      'GET /api/activities/5/eligible_technicians': { body: [] },
      'GET /api/activities/5': { body: activity() },
      'POST /api/activities/5/allocations': {
        status: 409,
        body: {
          message: 'Booked then',
          errors: { starts_at: ['TUG-1 is booked 09:00–11:00 for AMS-260701-0003.'] },
          conflicts: [{ booking_id: 9, starts_at: '2026-07-01T07:00:00Z', ends_at: '2026-07-01T09:00:00Z', label: 'AMS-260701-0003' }],
        },
      },
    });
    // The station's trucks, as the settings list answers them.
    const dataProvider = {
      ...appDataProvider,
      getList: async () => ({ data: [{ id: 4, registration: 'TUG-1' }], total: 1 }),
    } as DataProvider;
    await renderWithApp(<ScheduledDataPage route={route} />, {
      path: '/scheduled_data/5',
      route: '/scheduled_data/:activity_id',
      dataProvider,
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Allocate' }));
    const dialog = await screen.findByRole('dialog', { name: 'Allocate a resource' });
    await userEvent.click(within(dialog).getByRole('combobox', { name: 'Resource' }));
    await userEvent.click((await screen.findAllByRole('option'))[0]);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Allocate' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('TUG-1 is booked 09:00–11:00 for AMS-260701-0003.');
    expect(sentBody(calls.find((call) => call.method === 'POST'))).toMatchObject({ kind: 'truck', resource_id: 4 });
  });

  const renderAllocating = async (records: Record<string, unknown>[], refusal: Record<string, unknown>) => {
    signInWith(plannerPermissions);
    const calls = mockFetch({
      'GET /api/activities/5/history': { body: [] },
      'GET /api/activities/5/eligible_technicians': { body: [] },
      'GET /api/activities/5': { body: activity() },
      'POST /api/activities/5/allocations': { status: 422, body: refusal },
    });
    const dataProvider = { ...appDataProvider, getList: async () => ({ data: records, total: records.length }) } as DataProvider;
    await renderWithApp(<ScheduledDataPage route={route} />, {
      path: '/scheduled_data/5',
      route: '/scheduled_data/:activity_id',
      dataProvider,
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Allocate' }));
    const dialog = await screen.findByRole('dialog', { name: 'Allocate a resource' });
    await userEvent.click(within(dialog).getByRole('combobox', { name: 'Resource' }));
    await userEvent.click((await screen.findAllByRole('option'))[0]);
    return { calls, dialog };
  };

  it('says before saving that an unserviceable truck is never used, and offers no override reason (EASA Part-145 145.A.40)', async () => {
    const reason = 'resource_allocation.rules.resource_status.not_serviceable';
    const { calls, dialog } = await renderAllocating([{ id: 4, registration: 'TUG-2', status: 'unserviceable' }], {
      message: 'The rules refuse this.',
      errors: { resource_id: ['Not serviceable: only serviceable trucks and equipment may be used.'] },
      rules: [{ rule: 'resource_status', ok: false, reason, params: { status: 'unserviceable' } }],
    });
    const check = await within(dialog).findByRole('list', { name: 'Before you allocate' });
    expect(check).toHaveTextContent('Not serviceable: only serviceable trucks and equipment may be used.');
    expect(dialog).toHaveTextContent('no reason sets this aside');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Allocate' }));
    expect(await within(dialog).findByRole('list', { name: 'Why it was refused' })).toBeInTheDocument();
    expect(within(dialog).queryByRole('textbox', { name: 'Reason for the override' })).toBeNull();
    expect(within(dialog).getByRole('button', { name: 'Allocate' })).toBeInTheDocument();
    expect(sentBody(calls.find((call) => call.method === 'POST'))).not.toHaveProperty('override_reason');
  });

  it('offers an override reason when only a service date failed; a blank reason flags the Reason field, as the server’s 422 on it does', async () => {
    const { calls, dialog } = await renderAllocating(
      [{ id: 4, registration: 'TUG-3', status: 'serviceable', next_service_date: '2026-06-01' }],
      {
        message: 'The rules refuse this.',
        errors: { resource_id: ['Service was due on 2026-06-01: service it first.'] },
        rules: [
          {
            rule: 'service_due',
            ok: false,
            reason: 'resource_allocation.rules.service_due.passed',
            params: { next_service_date: '2026-06-01' },
          },
        ],
      },
    );
    expect(await within(dialog).findByRole('list', { name: 'Before you allocate' })).toHaveTextContent('Service was due on 2026-06-01');
    expect(dialog).not.toHaveTextContent('no reason sets this aside');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Allocate' }));
    const reasonField = await within(dialog).findByRole('textbox', { name: 'Reason for the override' });
    expect(within(dialog).getByRole('button', { name: 'Allocate with override' })).toBeInTheDocument();

    // Left blank: nothing sent, the Reason field flagged with its own message and focused, no "problems with your input".
    const posts = () => calls.filter((call) => call.method === 'POST').length;
    expect(posts()).toBe(1);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Allocate with override' }));
    await waitFor(() => expect(reasonField).toHaveAccessibleDescription('Write why the rules are overridden: the reason is kept with it.'));
    expect(reasonField).toHaveAttribute('aria-invalid', 'true');
    expect(reasonField).toHaveFocus();
    expect(posts()).toBe(1);
    expect(within(dialog).queryByRole('alert')).toBeNull();

    // The server's 422 on override_reason (too short) lands on the same field.
    const retried = mockFetch({
      'POST /api/activities/5/allocations': {
        status: 422,
        body: { message: 'The input is not valid.', errors: { override_reason: ['Too short or too small: must be at least 10.'] } },
      },
    });
    await userEvent.type(reasonField, 'Tow only');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Allocate with override' }));
    await waitFor(() => expect(reasonField).toHaveAccessibleDescription('Too short or too small: must be at least 10.'));
    expect(sentBody(retried.find((call) => call.method === 'POST'))).toMatchObject({ override_reason: 'Tow only' });
    expect(within(dialog).queryByRole('alert')).toBeNull();
  });
});
