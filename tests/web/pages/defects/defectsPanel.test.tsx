import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { DefectRecord } from '../../../../model/modules/defects';
import { DefectsPanel } from '../../../../src/pages/defects';
import { fakeUploads } from '../../fakeUploads';
import { makeUser, mockFetch, renderInAdmin, signIn } from '../../helpers';

afterEach(() => {
  vi.unstubAllGlobals();
});

const tom = { id: 7, name: 'Tom Tech' };
/** A defect as GET …/defects answers it: open, found on the 1st of July on this job. */
function defect(overrides: Partial<DefectRecord> = {}): DefectRecord {
  return {
    id: 1,
    state: 'open',
    description: 'Left main tyre worn to limits',
    ata_chapter: '32-41',
    registration: 'PH-EXA',
    found_on_job: 'AMS-260701-0007',
    found_station: 'AMS',
    carried: false,
    found_by: tom,
    found_at: '2026-07-01T08:12:00.000Z',
    found_on: '2026-07-01',
    has_photo: false,
    action_taken: null,
    rectified_by: null,
    rectified_at: null,
    rectified_parts: [],
    rectified_tools: [],
    mel_item: null,
    deferral_category: null,
    limit_days: null,
    due_on: null,
    days_left: null,
    tech_log_ref: null,
    deferred_by: null,
    deferred_at: null,
    version: 1,
    ...overrides,
  };
}

const sent = (calls: ReturnType<typeof mockFetch>, method: string, url: string) => {
  const call = calls.find((candidate) => candidate.method === method && candidate.url === url);
  return call ? (JSON.parse(call.body as string) as unknown) : undefined;
};

async function renderPanel(answers: Parameters<typeof mockFetch>[0], editable = true) {
  signIn(makeUser());
  const calls = mockFetch(answers);
  await renderInAdmin(<DefectsPanel job={{ activity_id: 5 }} editable={editable} timeZone="Europe/Amsterdam" />);
  return calls;
}

describe('the defects of a job', () => {
  it('lists each state in words, a carried deferral with its due day, a rectification with its parts and tools; read-only offers no action', async () => {
    await renderPanel(
      {
        'GET /api/activities/5/defects': {
          body: [
            defect(),
            defect({
              id: 2,
              state: 'deferred',
              description: 'Cabin reading light 14C inoperative',
              carried: true,
              found_on_job: 'CDG-260629-0003',
              found_station: 'CDG',
              mel_item: '33-20-01',
              deferral_category: 'B',
              limit_days: 3,
              due_on: '2026-07-02',
              days_left: 1,
              tech_log_ref: 'TL 4471/2',
              deferred_by: tom,
              deferred_at: '2026-06-29T09:00:00.000Z',
            }),
            defect({
              id: 3,
              state: 'rectified',
              description: 'Brake wear pin flush',
              action_taken: 'Brake unit replaced',
              rectified_by: tom,
              rectified_at: '2026-07-01T09:30:00.000Z',
              rectified_parts: [{ movement_id: 68, label: 'BR-5500 SN-77 — FAA-99812' }],
              rectified_tools: [{ booking_id: 12, label: 'TW-01 Torque wrench' }],
            }),
          ],
        },
      },
      false,
    );
    const list = await screen.findByRole('list', { name: 'Defects' });
    const [open, deferred, rectified] = within(list).getAllByRole('listitem');
    expect(within(open).getByText('Open')).toBeInTheDocument();
    expect(within(open).getByText('ATA 32-41')).toBeInTheDocument();
    expect(within(open).getByText(/^Found by Tom Tech, /)).toBeInTheDocument();
    expect(within(deferred).getByText('Deferred')).toBeInTheDocument();
    expect(within(deferred).getByText('Carried from CDG-260629-0003 at CDG')).toBeInTheDocument();
    expect(within(deferred).getByText('MEL 33-20-01 · category B · tech log TL 4471/2')).toBeInTheDocument();
    // One day left of a 3-day limit: the model's deferralStatus calls it due soon.
    expect(within(deferred).getByText('Due soon: 2026-07-02 · days left: 1')).toBeInTheDocument();
    expect(within(rectified).getByText('Rectified')).toBeInTheDocument();
    expect(within(rectified).getByText('Action taken: Brake unit replaced')).toBeInTheDocument();
    expect(within(rectified).getByText('Parts: BR-5500 SN-77 — FAA-99812')).toBeInTheDocument();
    expect(within(rectified).getByText('Tools and equipment: TW-01 Torque wrench')).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('says when there is none, and when they cannot be read', async () => {
    await renderPanel({ 'GET /api/activities/5/defects': { body: [] } });
    expect(await screen.findByText('No defect recorded on this job.')).toBeInTheDocument();
    await renderPanel({});
    expect(await screen.findByText('The defects could not be loaded.')).toBeInTheDocument();
  });

  it('records a defect: the server’s field error shows on its field; then it posts and uploads the photo', async () => {
    const uploads = fakeUploads();
    const calls = await renderPanel({
      'GET /api/activities/5/defects': { body: [] },
      'POST /api/activities/5/defects': {
        status: 422,
        body: { message: 'The given data was invalid.', errors: { ata_chapter: ['Two digits, or two then a section: 32 or 32-41.'] } },
      },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Record a defect' }));
    const dialog = await screen.findByRole('dialog', { name: 'Record a defect' });
    expect(within(dialog).getByRole('textbox', { name: 'What was found' })).toHaveFocus();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Describe the defect.')).toBeInTheDocument();
    expect(calls.some((call) => call.method === 'POST')).toBe(false);

    await userEvent.type(within(dialog).getByRole('textbox', { name: 'What was found' }), 'Oil leak on engine 2');
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'ATA chapter (optional)' }), '7');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Two digits, or two then a section: 32 or 32-41.')).toBeInTheDocument();
    expect(sent(calls, 'POST', '/api/activities/5/defects')).toEqual({ description: 'Oil leak on engine 2', ata_chapter: '7' });

    // The camera's picture goes after the record, on the photo route.
    mockFetch({
      'GET /api/activities/5/defects': { body: [] },
      'POST /api/activities/5/defects': { status: 201, body: defect({ id: 9, description: 'Oil leak on engine 2', ata_chapter: '79' }) },
    });
    const input = dialog.querySelector<HTMLInputElement>('input[type="file"]')!;
    expect(input).toHaveAttribute('accept', 'image/*');
    expect(input).toHaveAttribute('capture', 'environment');
    await userEvent.upload(input, new File(['jpeg'], 'leak.jpg', { type: 'image/jpeg' }));
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'ATA chapter (optional)' }), '9');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(uploads).toHaveLength(1));
    expect(uploads[0].method).toBe('PUT');
    expect(uploads[0].url).toBe('/api/activities/5/defects/9/photo');
    expect((uploads[0].body.get('photo') as File).name).toBe('leak.jpg');
    uploads[0].answer(200, defect({ id: 9, has_photo: true }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('defers: the due day computed from the day of discovery, and the category A verdict, before saving', async () => {
    const calls = await renderPanel({
      'GET /api/activities/5/defects': { body: [defect()] },
      'POST /api/activities/5/defects/1/defer': { body: defect({ state: 'deferred' }) },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Defer: Left main tyre worn to limits' }));
    const dialog = await screen.findByRole('dialog', { name: 'Defer under the MEL/CDL' });
    // Found on the 1st: category C (10 days, not counting the 1st) is due by the end of the 11th.
    expect(within(dialog).getByText(/Due by the end of 2026-07-11 \(limit in days: 10/)).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('radio', { name: 'B — 3 days' }));
    expect(within(dialog).getByText(/Due by the end of 2026-07-04 \(limit in days: 3/)).toBeInTheDocument();

    await userEvent.click(within(dialog).getByRole('radio', { name: 'A — as the MEL item states' }));
    const verdict = 'A category A item states its own limit: enter the days the MEL item allows.';
    expect(within(dialog).getByText(verdict)).toBeInTheDocument();
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'MEL/CDL item' }), '32-42-01');
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Tech log page' }), 'TL 4471/3');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Defer' }));
    expect(calls.some((call) => call.method === 'POST')).toBe(false);

    await userEvent.type(within(dialog).getByRole('spinbutton', { name: 'Days the MEL item allows' }), '7');
    expect(within(dialog).queryByText(verdict)).not.toBeInTheDocument();
    expect(within(dialog).getByText(/Due by the end of 2026-07-08 \(limit in days: 7/)).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Defer' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(sent(calls, 'POST', '/api/activities/5/defects/1/defer')).toEqual({
      mel_item: '32-42-01',
      category: 'A',
      limit_days: 7,
      tech_log_ref: 'TL 4471/3',
    });
  });

  it("rectifies with the job's parts and tools ticked, and shows every text of the server's refusal", async () => {
    const calls = await renderPanel({
      'GET /api/activities/5/defects': { body: [defect({ state: 'deferred', mel_item: '32-41-01', deferral_category: 'C' })] },
      'GET /api/activities/5/defects/evidence': {
        body: {
          movements: [{ id: 68, label: 'BR-5500 SN-77 — FAA-99812' }],
          bookings: [
            { id: 12, label: 'TW-01 Torque wrench' },
            { id: 13, label: 'GPU-2 Ground power unit' },
          ],
        },
      },
      'POST /api/activities/5/defects/1/rectify': {
        status: 422,
        body: {
          message: 'The defect cannot be recorded this way.',
          errors: {
            defect: ['Part issue #68 is not one of this job’s parts.', 'Booking #12 is not one of this job’s tools or equipment.'],
          },
        },
      },
    });
    // A deferred defect is only rectified (an extension is not ours to give).
    expect(await screen.findByRole('button', { name: 'Rectify: Left main tyre worn to limits' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Defer/ })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Rectify: Left main tyre worn to limits' }));
    const dialog = await screen.findByRole('dialog', { name: 'Rectify the defect' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Action taken' }), 'Wheel replaced');
    await userEvent.click(await within(dialog).findByRole('checkbox', { name: 'BR-5500 SN-77 — FAA-99812' }));
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'TW-01 Torque wrench' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Rectify' }));
    expect(await within(dialog).findByText('Part issue #68 is not one of this job’s parts.')).toBeInTheDocument();
    expect(within(dialog).getByText('Booking #12 is not one of this job’s tools or equipment.')).toBeInTheDocument();
    expect(sent(calls, 'POST', '/api/activities/5/defects/1/rectify')).toEqual({
      action_taken: 'Wheel replaced',
      movement_ids: [68],
      booking_ids: [12],
    });
  });
});
