import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockFetch } from '../../helpers';
import { renderTraining, technician } from './trainingFixtures';
import { dataProvider } from '../../../../src/providers/dataProvider';
import type { Attendee, Candidate } from '../../../../src/pages/training/trainingApi';
import { picker, pickerText } from '../../pickers';

afterEach(() => {
  vi.unstubAllGlobals();
});

const session = {
  id: 5,
  version: 3,
  region_id: 10,
  course_id: 1,
  station_id: null,
  location: 'Room 2',
  starts_at: '2026-11-20T08:00:00.000Z',
  ends_at: '2026-11-20T16:00:00.000Z',
  capacity: 2,
  status: 'open',
  instructor_name: null,
  instructor_technician_id: null,
  remarks: null,
  course_code: 'HF-REC',
  course_name: 'Human factors recurrent',
  station_code: null,
  attendee_count: 1,
};
const attendee: Attendee = {
  id: 40,
  version: 1,
  training_activity_id: 5,
  technician_id: 7,
  technician_name: 'Ana Silva',
  employee_no: 'E7',
  home_station_code: 'CDG',
  result: null,
  completed_on: null,
  certificate_no: null,
  certificate_name: null,
  has_certificate: false,
  expires_on: null,
};
const overlap = {
  rule: 'no_overlap',
  ok: false,
  reason: 'training.rules.no_overlap.activity',
  params: { work_orders: 'CDG-20261120-003' },
};
const candidates: Candidate[] = [
  {
    id: 8,
    name: 'Bo Chen',
    employee_no: 'E8',
    home_station_code: 'CDG',
    enrolled: false,
    rules: [{ rule: 'session_status', ok: true }, { rule: 'capacity', ok: true }, overlap],
  },
  {
    id: 9,
    name: 'Cy Dupont',
    employee_no: 'E9',
    home_station_code: 'CDG',
    enrolled: false,
    rules: [
      { rule: 'session_status', ok: true },
      { rule: 'capacity', ok: true },
      { rule: 'no_overlap', ok: true },
    ],
  },
];
const base = {
  'GET /api/training_activities/5': { body: session },
  'GET /api/training_activities/5/attendees': { body: [attendee] },
  'GET /api/training_activities/5/candidates': { body: candidates },
  'GET /api/training_courses/1': { body: { id: 1, code: 'HF-REC', name: 'Human factors recurrent' } },
  'GET /api/training_courses': { body: [] },
  'GET /api/stations': { body: [] },
};

describe('the session page', () => {
  it('shows the rule verdict as soon as a technician is picked, before saving', async () => {
    mockFetch(base);
    await renderTraining('/training_activity/5');
    await screen.findByRole('table', { name: 'Attendees' }, { timeout: 5000 });
    await userEvent.click(screen.getByRole('combobox', { name: 'Technician to enrol' }));
    await userEvent.click(await screen.findByRole('option', { name: /Bo Chen/ }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Already booked on overlapping work: CDG-20261120-003.');
  });

  it('enrols a technician the rules accept, and shows every reason of a refusal by the server', async () => {
    const refusal = {
      message: 'The training rules refuse this: see the reasons.',
      errors: { 'technician_ids.9': ['Cy Dupont: The session is full: 2 of 2 seats taken.'] },
      rules: {
        9: [
          { rule: 'capacity', ok: false, reason: 'training.rules.capacity.full', params: { capacity: 2, enrolled: 2 } },
          { rule: 'session_status', ok: false, reason: 'training.rules.session_status.completed' },
        ],
      },
    };
    const calls = mockFetch({ ...base, 'POST /api/training_activities/5/attendees': { status: 422, body: refusal } });
    await renderTraining('/training_activity/5');
    await screen.findByRole('table', { name: 'Attendees' }, { timeout: 5000 });
    await userEvent.click(screen.getByRole('combobox', { name: 'Technician to enrol' }));
    await userEvent.click(await screen.findByRole('option', { name: /Cy Dupont/ }));
    expect(screen.queryByRole('alert')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Enrol' }));
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Cy Dupont: The session is full: 2 of 2 seats taken.')).toBeInTheDocument();
    expect(within(alert).getByText('Cy Dupont: The session is completed.')).toBeInTheDocument();
    const post = calls.find((c) => c.method === 'POST');
    expect(JSON.parse(String(post!.body))).toEqual({ technician_ids: [9] });
  });

  it('records a pass inline, dated by default on the session’s last day', async () => {
    const calls = mockFetch({
      ...base,
      'PUT /api/training_activities/5/attendees/40': {
        body: [{ ...attendee, version: 2, result: 'pass', completed_on: '2026-11-20', expires_on: '2028-11-20' }],
      },
    });
    await renderTraining('/training_activity/5');
    await screen.findByRole('table', { name: 'Attendees' }, { timeout: 5000 });
    await userEvent.click(screen.getByRole('combobox', { name: 'Result: Ana Silva' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Pass' }));
    expect(pickerText(picker('Completed on: Ana Silva'))).toBe('20 Nov 2026');
    await userEvent.click(screen.getByRole('button', { name: 'Save: Ana Silva' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'PUT')).toBe(true));
    expect(JSON.parse(String(calls.find((c) => c.method === 'PUT')!.body))).toEqual({
      result: 'pass',
      completed_on: '2026-11-20',
      certificate_no: null,
      version: 1,
    });
    expect(await screen.findByText('2028-11-20')).toBeInTheDocument();
  });

  it('a technician reads the session and its attendees without any write action or Settings list', async () => {
    const calls = mockFetch(base);
    await renderTraining('/training_activity/5', dataProvider, technician());
    await screen.findByRole('table', { name: 'Attendees' }, { timeout: 5000 });
    expect(screen.getByText('HF-REC — Human factors recurrent')).toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Technician to enrol' })).toBeNull();
    expect(screen.queryByRole('button', { name: /Save/ })).toBeNull();
    expect(
      calls.some((c) => c.url.startsWith('/api/training_courses') || c.url.startsWith('/api/stations') || c.url.includes('/candidates')),
    ).toBe(false);
  });
});
