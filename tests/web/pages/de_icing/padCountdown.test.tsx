import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, screen } from '@testing-library/react';
import { mockFetch } from '../../helpers';
import { deIcingAnswers, renderDeIcing, station } from './deIcingFixtures';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const finalStepAt = '2027-01-05T12:32:00.000Z';
const treatment = {
  id: 41,
  status: 'completed',
  registration: 'SE-ROA',
  flight_no: 'NR101',
  customer_name: 'Nordic Air',
  aircraft_type_code: 'A20N',
  pad: 'P2',
  procedure: 'two_step',
  fluid_type: 'IV',
  concentration: 100,
  final_step_started_at: finalStepAt,
  holdover_kind: 'range',
  holdover_min_minutes: 35,
  holdover_max_minutes: 65,
  anti_icing_code: 'TYPE IV/100/13:32/05 JAN 2027/POST DE-ICING/ANTI-ICING CHECK COMPLETED',
  checked_at: '2027-01-05T12:40:00.000Z',
};
const day = {
  station_id: station.id,
  station_code: station.code,
  station_name: station.name,
  time_zone: station.time_zone,
  date: '2027-01-05',
  home: false,
  treatments: [treatment],
  fluid_used: [
    { fluid_type: 'I', litres: 300 },
    { fluid_type: 'IV', litres: 120 },
  ],
};
const pad = [day];

describe('the pad view', () => {
  it('counts the holdover down from the final step: green, amber past the lower bound, red past the upper one', async () => {
    vi.useFakeTimers({
      now: new Date('2027-01-05T12:42:00.000Z'),
      shouldAdvanceTime: true,
      toFake: ['Date', 'setInterval', 'clearInterval'],
    });
    mockFetch({ ...deIcingAnswers, 'GET /api/de_icing/pad': { body: pad } });
    await renderDeIcing('/de_icing');
    const clock = await screen.findByTestId('holdover-countdown', {}, { timeout: 5000 });
    expect(screen.getByText(/DEMO — not for operational use/)).toBeInTheDocument();
    expect(screen.getByText('Type IV: 120 L')).toBeInTheDocument();
    expect(screen.getByText(treatment.anti_icing_code)).toBeInTheDocument();
    // 10 minutes in: 25 minutes to the lower bound (0:35).
    expect(clock).toHaveAttribute('data-phase', 'within');
    expect(clock).toHaveTextContent('0:25 to lower bound');

    // 40 minutes in: past 0:35, 25 minutes to the upper bound (1:05); the 15-second tick repaints it.
    await act(async () => void vi.advanceTimersByTime(30 * 60_000));
    expect(screen.getByTestId('holdover-countdown')).toHaveAttribute('data-phase', 'past_lower');
    expect(screen.getByTestId('holdover-countdown')).toHaveTextContent('Past lower bound — 0:25 to upper');

    // 70 minutes in: past 1:05.
    await act(async () => void vi.advanceTimersByTime(30 * 60_000));
    expect(screen.getByTestId('holdover-countdown')).toHaveAttribute('data-phase', 'expired');
    expect(screen.getByTestId('holdover-countdown')).toHaveTextContent('Holdover exceeded (1:10)');
  });

  it('says "no HOT" in caution styling when the table gives no holdover time', async () => {
    vi.useFakeTimers({
      now: new Date('2027-01-05T12:42:00.000Z'),
      shouldAdvanceTime: true,
      toFake: ['Date', 'setInterval', 'clearInterval'],
    });
    const none = { ...treatment, holdover_kind: 'none', holdover_min_minutes: null, holdover_max_minutes: null };
    mockFetch({ ...deIcingAnswers, 'GET /api/de_icing/pad': { body: [{ ...day, treatments: [none] }] } });
    await renderDeIcing('/de_icing');
    const clock = await screen.findByTestId('holdover-countdown', {}, { timeout: 5000 });
    expect(clock).toHaveAttribute('data-phase', 'no_hot');
    expect(clock).toHaveTextContent('No HOT — 0:10 elapsed');
    expect(clock).toHaveTextContent('CAUTION: no holdover time guidelines exist');
  });

  it('says "no valid holdover table for this date" when the treatment fell outside the table\u2019s season (FAA / Transport Canada HOT guidelines)', async () => {
    const outside = {
      ...treatment,
      holdover_kind: 'none',
      holdover_match: 'no_valid_table',
      holdover_min_minutes: null,
      holdover_max_minutes: null,
    };
    mockFetch({ ...deIcingAnswers, 'GET /api/de_icing/pad': { body: [{ ...day, treatments: [outside] }] } });
    await renderDeIcing('/de_icing');
    const clock = await screen.findByTestId('holdover-countdown', {}, { timeout: 5000 });
    expect(clock).toHaveAttribute('data-phase', 'no_hot');
    expect(clock).toHaveTextContent('No valid holdover table for this date');
  });

  it('opens on the user’s home station, else on the busiest station today, not on a quiet first one', async () => {
    const quiet = { ...day, station_id: 1, station_code: 'AMS', station_name: 'Amsterdam Schiphol', treatments: [], fluid_used: [] };
    const busy = { ...day, treatments: [treatment, { ...treatment, id: 42, registration: 'SE-ROB' }] };
    const home = { ...day, station_id: 9, station_code: 'OSL', station_name: 'Oslo Gardermoen', treatments: [], fluid_used: [] };
    const stationShown = () => screen.getByRole('combobox', { name: 'Station' });

    mockFetch({ ...deIcingAnswers, 'GET /api/de_icing/pad': { body: [quiet, busy] } });
    const first = await renderDeIcing('/de_icing');
    expect(await screen.findByRole('article', { name: 'SE-ROB' })).toBeInTheDocument();
    expect(stationShown()).toHaveTextContent('ARN — Stockholm Arlanda');
    first.unmount();

    mockFetch({ ...deIcingAnswers, 'GET /api/de_icing/pad': { body: [quiet, busy, { ...home, home: true }] } });
    await renderDeIcing('/de_icing');
    await vi.waitFor(() => expect(stationShown()).toHaveTextContent('OSL — Oslo Gardermoen'));
    expect(screen.queryByRole('article', { name: 'SE-ROB' })).not.toBeInTheDocument();
  });
});
