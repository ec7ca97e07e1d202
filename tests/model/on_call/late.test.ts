import { describe, expect, it } from 'vitest';
import { lateness, responseTargetMinutes } from '../../../model/modules/on_call/late';

const customer = { response_target_aog_minutes: 90, response_target_urgent_minutes: 240, response_target_routine_minutes: 600 };
const now = new Date('2026-11-25T12:00:00Z');

describe('response target and lateness', () => {
  it('the target comes from the customer for the priority', () => {
    expect(responseTargetMinutes(customer, 'aog')).toBe(90);
    expect(responseTargetMinutes(customer, 'urgent')).toBe(240);
    expect(responseTargetMinutes(customer, 'routine')).toBe(600);
  });

  it('once on site, the response is requested → on site', () => {
    const request = { status: 'completed' as const, requested_at: '2026-11-25T08:00:00Z', on_site_at: '2026-11-25T09:31:00Z' };
    expect(lateness(request, 90, now)).toEqual({ elapsed_minutes: 91, target_minutes: 90, late: true });
    expect(lateness(request, 91, now).late).toBe(false);
  });

  it('while nobody is on site, the clock runs to now', () => {
    const request = { status: 'en_route' as const, requested_at: '2026-11-25T10:45:00Z', on_site_at: null };
    expect(lateness(request, 90, now)).toEqual({ elapsed_minutes: 75, target_minutes: 90, late: false });
    expect(lateness(request, 60, now).late).toBe(true);
  });

  it('a cancelled request stops the clock when cancelled', () => {
    const request = {
      status: 'cancelled' as const,
      requested_at: '2026-11-25T10:00:00Z',
      on_site_at: null,
      cancelled_at: '2026-11-25T10:20:00Z',
    };
    expect(lateness(request, 90, now).elapsed_minutes).toBe(20);
  });
});
