import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { findRoute } from '../../../../../model/routes';
import ScheduledDataPage from '../../../../../src/pages/scheduled/ScheduledDataPage';
import { mockFetch } from '../../../helpers';
import { activity, renderWithApp, sentBody, signInWith, technicianPermissions } from './activityFixtures';

const route = findRoute('scheduled_data')!;
const statement = 'Certifies that the work on PH-EXA (AMS-260701-0007) was carried out at AMS.';
const preview = {
  template_id: 2,
  statement,
  parts: [{ text: statement }],
  unfilled: [] as string[],
  rules: [
    { rule: 'activity_completed', ok: true },
    { rule: 'signer_licence', ok: true },
  ],
  can_sign: true,
};
const signed = {
  signed_at: '2026-07-01T09:35:00Z',
  signed_by_name: 'Tom Tech',
  technician_name: 'Tom Tech',
  licence: 'EASA B1 NL.66.1234',
  statement: preview.statement,
  sha256: 'a3f1c9e0'.repeat(8),
};
const open = (answers: Parameters<typeof mockFetch>[0]) => {
  signInWith(technicianPermissions, 'technician');
  const calls = mockFetch({ 'GET /api/activities/5/history': { body: [] }, ...answers });
  void renderWithApp(<ScheduledDataPage route={route} />, { path: '/scheduled_data/5', route: '/scheduled_data/:activity_id' });
  return calls;
};

afterEach(() => vi.restoreAllMocks());

describe('RTS sign-off', () => {
  it('shows the filled statement and the verdicts, and signs only with the password', async () => {
    const calls = open({
      'GET /api/activities/5': { body: activity({ status: 'completed' }) },
      'GET /api/activities/5/rts': { body: preview },
      'POST /api/activities/5/rts/sign': {
        status: 422,
        body: { message: 'The given data was invalid.', errors: { password: ['The password is not correct.'] } },
      },
    });
    expect(await screen.findAllByText(preview.statement)).toHaveLength(1);
    expect(screen.getByText("Signer's licence covers the work: passed")).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Sign RTS' }));
    const dialog = await screen.findByRole('dialog', { name: 'Sign the return to service' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Sign RTS' }));
    expect(await within(dialog).findByText('Required')).toBeInTheDocument();
    expect(calls.some((call) => call.method === 'POST')).toBe(false);

    await userEvent.type(within(dialog).getByLabelText(/Password/), 'wrong-password');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Sign RTS' }));
    expect(await within(dialog).findByText('The password is not correct.')).toBeInTheDocument();
    expect(sentBody(calls.find((call) => call.method === 'POST'))).toEqual({ password: 'wrong-password', rts_template_id: 2 });
  });

  it('cannot be signed when a verdict fails, and says why', async () => {
    open({
      'GET /api/activities/5': { body: activity({ status: 'in_progress' }) },
      'GET /api/activities/5/rts': {
        body: {
          ...preview,
          can_sign: false,
          rules: [{ rule: 'activity_completed', ok: false, reason: 'scheduled.activity.services.empty' }],
        },
      },
    });
    expect(await screen.findByText('Work completed: failed')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sign RTS' })).toBeDisabled();
  });

  it('shows the recent-experience verdict before signing, with its reason (EASA Part-145 145.A.35(c))', async () => {
    open({
      'GET /api/activities/5': { body: activity({ status: 'completed' }) },
      'GET /api/activities/5/rts': {
        body: {
          ...preview,
          can_sign: false,
          rules: [
            ...preview.rules,
            {
              rule: 'signer_experience',
              ok: false,
              reason: 'scheduled.rules.signer_experience.insufficient',
              params: { count: 4, needed: 6, since: '2024-08-01' },
            },
          ],
        },
      },
    });
    expect(await screen.findByText("Signer's recent experience: failed", {}, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByText(/4 months of recorded maintenance work since .*certifying staff need 6/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sign RTS' })).toBeDisabled();
  });

  it('reads the verdicts again once a defect is recorded (a defect does not change the activity’s version)', async () => {
    const answers: Parameters<typeof mockFetch>[0] = {
      'GET /api/activities/5': { body: activity({ status: 'completed' }) },
      'GET /api/activities/5/defects': { body: [] },
      'GET /api/activities/5/rts': { body: { ...preview, rules: [...preview.rules, { rule: 'defects_closed', ok: true }] } },
      'POST /api/activities/5/defects': { status: 201, body: { id: 9 } },
    };
    open(answers);
    expect(await screen.findByText('No open defect: passed')).toBeInTheDocument();

    await userEvent.click(await screen.findByRole('button', { name: 'Record a defect' }));
    const dialog = await screen.findByRole('dialog', { name: 'Record a defect' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'What was found' }), 'Left main tyre worn');
    // From the Save on, the job has an open defect and the release says so.
    const after = mockFetch({
      ...answers,
      'GET /api/activities/5/history': { body: [] },
      'GET /api/activities/5/defects': { body: [{ id: 9, version: 1, state: 'open', description: 'Left main tyre worn' }] },
      'GET /api/activities/5/rts': {
        body: {
          ...preview,
          rules: [
            ...preview.rules,
            {
              rule: 'defects_closed',
              ok: false,
              reason: 'scheduled.rules.defects_closed.open',
              params: { count: 1, defects: 'Left main tyre worn' },
            },
          ],
          can_sign: false,
        },
      },
    });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('No open defect: failed')).toBeInTheDocument();
    expect(screen.getByText('1 open defect: Left main tyre worn. Rectify or defer it before the release.')).toBeInTheDocument();
    expect(after.filter((call) => call.url === '/api/activities/5/rts')).toHaveLength(1);
  });

  it('once signed, shows who signed, the SHA-256 and the PDF, and offers no change', async () => {
    const createObjectURL = vi.fn(() => 'blob:certificate');
    Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() });
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    const calls = open({
      'GET /api/activities/5': {
        body: activity({
          status: 'completed',
          rts: signed,
          services: activity().services.map((service) => ({ ...service, status: 'done' as const })),
        }),
      },
      'GET /api/activities/5/rts/certificate.pdf': { body: '%PDF-1.7 fake', contentType: 'application/pdf' },
    });
    expect(await screen.findByText(/^Signed by Tom Tech at /)).toBeInTheDocument();
    expect(screen.getByText(new RegExp(signed.sha256))).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Change status' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
    for (const button of screen.getAllByRole('button', { name: /: now$/ })) expect(button).toBeDisabled();
    for (const select of screen.getAllByRole('combobox')) expect(select).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByRole('textbox', { name: 'Remarks' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Record a defect' })).not.toBeInTheDocument();
    expect(calls.some((call) => call.url.endsWith('/rts'))).toBe(false);

    await userEvent.click(screen.getByRole('button', { name: 'Download certificate (PDF)' }));
    await waitFor(() => expect(click).toHaveBeenCalled());
    const download = calls.find((call) => call.url === '/api/activities/5/rts/certificate.pdf')!;
    expect(download.headers.get('Authorization')).toBe('Bearer test-token');
    expect(download.headers.get('Accept')).toBe('application/pdf');
    expect(createObjectURL).toHaveBeenCalled();
    expect((click.mock.instances[0] as HTMLAnchorElement).download).toBe('AMS-260701-0007.pdf');
  });

  it('with no signer linked, names each value not known yet instead of leaving a blank', async () => {
    open({
      'GET /api/activities/5': { body: activity({ status: 'completed' }) },
      'GET /api/activities/5/rts': {
        body: {
          ...preview,
          statement: 'Ready for release to service. [technician], licence [licence].',
          parts: [
            { text: 'Ready for release to service. ' },
            { text: '{technician}', placeholder: 'technician', known: true, filled: false },
            { text: ', licence ' },
            { text: '{licence}', placeholder: 'licence', known: true, filled: false },
            { text: '.' },
          ],
          unfilled: ['technician', 'licence'],
          can_sign: false,
        },
      },
    });
    const signer = await screen.findByText('Certifying technician');
    expect(signer.closest('[title]')).toHaveAttribute('title', 'Filled in when a certifying technician signs.');
    // Read as a whole, the statement has a name wherever a value is still to come.
    expect(signer.closest('p')).toHaveTextContent(
      /^Ready for release to service\. Certifying technician, licence Licence number and category\.$/,
    );
  });
});
