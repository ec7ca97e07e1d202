import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import MyWork from '../../../../../src/pages/scheduled/my_work/MyWork';
import { dataProvider } from '../../../../../src/providers/dataProvider';
import { calendarDateKey } from '../../../../../model/storageKeys';
import { mockFetch } from '../../../helpers';
import { activity, renderWithApp, sentBody, signInWith, technicianPermissions } from '../activity/activityFixtures';
import type { ActivityDetail } from '../../../../../src/pages/scheduled/activity/activityTypes';
import { addToOutbox, outboxEntries, removeFromOutbox, updateOutboxEntry } from '../../../../../src/components/offline/outbox';

/** My work over the app's data provider, its list answered here (the rest reaches the fetch double). */
async function openMyWork(record: ActivityDetail, answers: Parameters<typeof mockFetch>[0] = {}) {
  localStorage.setItem(calendarDateKey, '2026-07-01');
  signInWith(technicianPermissions, 'technician');
  const calls = mockFetch({ 'GET /api/activities/5': { body: record }, ...answers });
  // The record's own read answers after the list: the card first meets the list's row in the cache.
  const answer = globalThis.fetch;
  globalThis.fetch = async (...args: Parameters<typeof fetch>) => {
    await new Promise((resolve) => setTimeout(resolve, 30));
    return answer(...args);
  };
  // The list answers rows without the detail (services, assignments …), as the API does.
  const {
    services: _services,
    assignments: _assignments,
    allocations: _allocations,
    conflicts: _conflicts,
    rts: _rts,
    remarks: _remarks,
    ...row
  } = record;
  const getList = vi.fn().mockResolvedValue({ data: [row], total: 1 });
  await renderWithApp(<MyWork />, { path: '/scheduled', route: '/scheduled', dataProvider: { ...dataProvider, getList } });
  const card = await screen.findByRole('article', { name: record.work_order });
  return { calls, getList, card };
}

describe('My work', () => {
  it("lists the signed-in technician's jobs of the saved calendar date as cards", async () => {
    const { getList, card } = await openMyWork(activity());
    expect(getList).toHaveBeenCalledWith('activities', expect.objectContaining({ filter: { mine: true, date: '2026-07-01' } }));
    expect(within(card).getByText('KL1234 / KL1235 · PH-EXA · B738')).toBeInTheDocument();
    expect(within(card).getByText('STA 10:10 GMT+2 — STD 11:40 GMT+2')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'Open activity' })).toHaveAttribute('href', '/scheduled_data/5');
  });

  it('says so when there is nothing to do', async () => {
    signInWith(technicianPermissions, 'technician');
    await renderWithApp(<MyWork />, {
      path: '/scheduled',
      route: '/scheduled',
      dataProvider: { ...dataProvider, getList: vi.fn().mockResolvedValue({ data: [], total: 0 }) },
    });
    expect(await screen.findByText('You have no jobs on this day.')).toBeInTheDocument();
  });

  it('starts an assigned job', async () => {
    const { calls, card } = await openMyWork(activity(), {
      'POST /api/activities/5/status': { body: activity({ status: 'in_progress' }) },
    });
    expect(within(card).getByRole('button', { name: /Transit check/ })).toBeDisabled();
    await userEvent.click(within(card).getByRole('button', { name: 'Start' }));
    await waitFor(() => expect(calls.find((call) => call.method === 'POST')).toBeDefined());
    expect(sentBody(calls.find((call) => call.method === 'POST'))).toEqual({ status: 'in_progress', version: 3 });
  });

  it('completes each service with one tap; Complete waits until they are all done', async () => {
    const working = activity({ status: 'in_progress' });
    const { calls, card } = await openMyWork(working, { 'PUT /api/activities/5/services/51': { body: {} } });
    expect(within(card).getByRole('button', { name: 'Complete (finish every service first)' })).toBeDisabled();
    await userEvent.click(within(card).getByRole('button', { name: /Transit check/ }));
    await waitFor(() => expect(calls.find((call) => call.method === 'PUT')).toBeDefined());
    // The tick carries the version read, so one replayed from a phone that was offline cannot land on a changed job.
    expect(sentBody(calls.find((call) => call.method === 'PUT'))).toEqual({ status: 'done', version: 3 });
  });

  it('enables Complete when every service is done', async () => {
    const done = activity({
      status: 'in_progress',
      services: activity().services.map((service) => ({ ...service, status: 'done' as const })),
    });
    const { calls, card } = await openMyWork(done, { 'POST /api/activities/5/status': { body: done } });
    expect(within(card).getByRole('button', { name: /Transit check/ })).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(within(card).getByRole('button', { name: 'Complete the job' }));
    await waitFor(() => expect(calls.find((call) => call.method === 'POST')).toBeDefined());
    expect(sentBody(calls.find((call) => call.method === 'POST'))).toEqual({ status: 'completed', version: 3 });
  });

  it('records the actual arrival now, and a defect in three taps (Record a defect, the description, Save)', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-07-01T08:12:00Z'));
    const { calls, card } = await openMyWork(activity({ status: 'in_progress' }), {
      'PUT /api/activities/5/times': { body: activity({ status: 'in_progress' }) },
      'GET /api/activities/5/defects': { body: [] },
      'POST /api/activities/5/defects': { status: 201, body: { id: 9 } },
    });
    await userEvent.click(within(card).getByRole('button', { name: 'Actual arrival: now' }));
    await waitFor(() => expect(calls.find((call) => call.url.endsWith('/times'))).toBeDefined());
    expect(sentBody(calls.find((call) => call.url.endsWith('/times')))).toEqual({ ata_at: '2026-07-01T08:12:00.000Z', version: 3 });
    vi.useRealTimers();

    const defects = within(card).getByRole('region', { name: 'Defects' });
    expect(await within(defects).findByText('No defect recorded on this job.')).toBeInTheDocument();
    await userEvent.click(within(defects).getByRole('button', { name: 'Record a defect' }));
    const dialog = await screen.findByRole('dialog', { name: 'Record a defect' });
    // The description has the focus: typing is the second tap.
    expect(within(dialog).getByRole('textbox', { name: 'What was found' })).toHaveFocus();
    await userEvent.keyboard('Left main tyre worn to limits');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(calls.find((call) => call.method === 'POST' && call.url === '/api/activities/5/defects')).toBeDefined());
    expect(sentBody(calls.find((call) => call.method === 'POST' && call.url === '/api/activities/5/defects'))).toEqual({
      description: 'Left main tyre worn to limits',
      ata_chapter: null,
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('signs the RTS of a completed job with the same password dialog as the activity page', async () => {
    const completed = activity({
      status: 'completed',
      services: activity().services.map((service) => ({ ...service, status: 'done' as const })),
    });
    const { calls, card } = await openMyWork(completed, {
      'GET /api/activities/5/rts': {
        body: { template_id: 2, statement: 'Certifies PH-EXA', rules: [{ rule: 'signer_licence', ok: true }], can_sign: true },
      },
      'POST /api/activities/5/rts/sign': { status: 201, body: {} },
    });
    // Finished work opens folded, saying the release is still to sign; the details hold the button.
    expect(await within(card).findByText('Return to service not signed yet')).toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: 'Sign RTS' })).not.toBeInTheDocument();
    await userEvent.click(within(card).getByRole('button', { name: 'Show details' }));
    expect(within(card).getByRole('button', { name: 'Hide details' })).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(await within(card).findByRole('button', { name: 'Sign RTS' }));
    const dialog = await screen.findByRole('dialog', { name: 'Sign the return to service' });
    await userEvent.type(within(dialog).getByLabelText(/Password/), 'demo-password');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Sign RTS' }));
    await waitFor(() => expect(calls.find((call) => call.method === 'POST')).toBeDefined());
    expect(sentBody(calls.find((call) => call.method === 'POST'))).toEqual({ password: 'demo-password', rts_template_id: 2 });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('puts the work still to do first and folds finished jobs to their title lines', async () => {
    localStorage.setItem(calendarDateKey, '2026-07-01');
    signInWith(technicianPermissions, 'technician');
    const finished = activity({ id: 5, work_order: 'AMS-260701-0001', status: 'cancelled', sta_at: '2026-07-01T06:00:00Z' });
    const running = activity({ id: 6, work_order: 'AMS-260701-0002', status: 'in_progress', sta_at: '2026-07-01T09:00:00Z' });
    mockFetch({ 'GET /api/activities/5': { body: finished }, 'GET /api/activities/6': { body: running } });
    const rows = [finished, running].map(
      ({ services: _s, assignments: _a, allocations: _l, conflicts: _c, rts: _r, remarks: _m, ...row }) => row,
    );
    await renderWithApp(<MyWork />, {
      path: '/scheduled',
      route: '/scheduled',
      dataProvider: { ...dataProvider, getList: vi.fn().mockResolvedValue({ data: rows, total: 2 }) },
    });
    await screen.findByRole('article', { name: 'AMS-260701-0001' });
    const cards = await screen.findAllByRole('article');
    expect(cards.map((card) => within(card).getByRole('heading', { level: 3 }).textContent)).toEqual([
      'AMS-260701-0002',
      'AMS-260701-0001',
    ]);
    expect(within(cards[0]).getByRole('button', { name: 'Hide details' })).toHaveAttribute('aria-expanded', 'true');
    expect(within(cards[1]).getByRole('button', { name: 'Show details' })).toHaveAttribute('aria-expanded', 'false');
    expect(within(cards[1]).queryByRole('list', { name: 'Services' })).not.toBeInTheDocument();
  });
});

/** docs/modules/scheduled.md, "My work offline": the card works with no network, and says what waits. */
describe('My work with no network', () => {
  afterEach(async () => {
    vi.restoreAllMocks();
    await removeFromOutbox(outboxEntries().map((entry) => entry.id));
  });
  const offline = () => vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);

  it('starts the job and ticks a service on the phone, sending nothing, and says how many actions wait', async () => {
    const { calls, card } = await openMyWork(activity());
    offline();
    await userEvent.click(within(card).getByRole('button', { name: 'Start' }));
    // Started on the card at once: the services open, and the card says an action waits.
    const transit = await within(card).findByRole('button', { name: /Transit check/ });
    await waitFor(() => expect(transit).toBeEnabled());
    expect(within(card).getByText('1 action waiting to be sent')).toBeInTheDocument();
    await userEvent.click(transit);
    await waitFor(() => expect(transit).toHaveAttribute('aria-pressed', 'true'));
    expect(within(card).getByText('2 actions waiting to be sent')).toBeInTheDocument();
    expect(calls.filter((call) => call.method !== 'GET')).toEqual([]);
    expect(outboxEntries().map((entry) => [entry.request.method, entry.request.url, entry.request.body])).toEqual([
      ['POST', '/api/activities/5/status', { status: 'in_progress', version: 3 }],
      ['PUT', '/api/activities/5/services/51', { status: 'done', version: 3 }],
    ]);
  });

  it('keeps a defect found offline, listed as waiting; a photo waits for the network', async () => {
    const { calls, card } = await openMyWork(activity({ status: 'in_progress' }), { 'GET /api/activities/5/defects': { body: [] } });
    const defects = within(card).getByRole('region', { name: 'Defects' });
    await within(defects).findByText('No defect recorded on this job.');
    offline();
    await userEvent.click(within(defects).getByRole('button', { name: 'Record a defect' }));
    const dialog = await screen.findByRole('dialog', { name: 'Record a defect' });
    expect(within(dialog).getByText('A photo needs the network: add it once you are back online.')).toBeInTheDocument();
    await userEvent.keyboard('Static discharger missing');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const waiting = within(defects).getByRole('list', { name: 'Waiting to be sent' });
    expect(within(waiting).getByText('Static discharger missing')).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'POST')).toEqual([]);
  });

  it('says signing the release needs the network', async () => {
    const completed = activity({
      status: 'completed',
      services: activity().services.map((service) => ({ ...service, status: 'done' as const })),
    });
    const { calls, card } = await openMyWork(completed);
    offline();
    await userEvent.click(within(card).getByRole('button', { name: 'Show details' }));
    expect(
      await within(card).findByText(
        'Signing the release needs the network: your password is checked again. Sign it once you are back online.',
      ),
    ).toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: 'Sign RTS' })).not.toBeInTheDocument();
    expect(calls.some((call) => call.url.endsWith('/rts'))).toBe(false);
  });

  it('shows a conflict with both values, and the technician decides', async () => {
    const { card } = await openMyWork(activity({ status: 'in_progress' }));
    const entry = await addToOutbox(1, {
      record: 'activities/5',
      request: { method: 'PUT', url: '/api/activities/5/services/51', body: { status: 'done', version: 3 } },
      change: { kind: 'service', work_order: 'AMS-260701-0005', activity_service_id: 51, name: 'Transit check', status: 'done' },
    });
    const current = activity({
      status: 'in_progress',
      version: 4,
      services: activity().services.map((service) => ({ ...service, status: 'not_required' as const })),
    });
    await updateOutboxEntry({ ...entry, state: 'conflict', problem: { status: 409, message: 'Changed', current } });
    const problem = await screen.findByRole('alert');
    expect(problem).toHaveTextContent(`${current.work_order} · Transit check: changed by someone else meanwhile`);
    expect(within(problem).getByText('Yours: Done')).toBeInTheDocument();
    expect(within(problem).getByText('Now: Not required')).toBeInTheDocument();
    expect(within(problem).getByRole('button', { name: 'Send mine' })).toBeInTheDocument();
    await userEvent.click(within(problem).getByRole('button', { name: 'Keep theirs' }));
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
    expect(outboxEntries()).toEqual([]);
    expect(card).toBeInTheDocument();
  });
});
