import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  activityCreateSchema,
  activityStatusSchema,
  activityTimesSchema,
  activityUpdateSchema,
  planDaySchema,
} from '../../../model/modules/scheduled/activitySchemas';
import {
  allocationCreateSchema,
  assignmentCreateSchema,
  assignmentUpdateSchema,
  rescheduleSchema,
  rtsSignSchema,
  serviceStatusSchema,
} from '../../../model/modules/scheduled/workSchemas';

/** The fields a body is refused on, with their messages (what the API's 422 errors carry). */
function problems(schema: z.ZodType, body: unknown): Record<string, string[]> {
  const result = schema.safeParse(body);
  if (result.success) return {};
  const errors: Record<string, string[]> = {};
  for (const issue of result.error.issues) {
    const field = issue.path.length ? String(issue.path[0]) : ((issue as { keys?: string[] }).keys?.[0] ?? '');
    (errors[field] ??= []).push(issue.message);
  }
  return errors;
}
const fields = (schema: z.ZodType, body: unknown) => Object.keys(problems(schema, body)).sort();

const adHoc = {
  station_id: 1,
  local_date: '2026-11-23',
  customer_id: 2,
  aircraft_type_id: 3,
  registration: ' ph-exa ',
  inbound_flight_no: 'kl 1227',
  outbound_flight_no: '',
  sta: '23:10',
  std: '00:40',
  service_ids: [4, 5, 4],
  remarks: '',
};

describe('activityCreateSchema (POST /activities, ad-hoc)', () => {
  it('accepts a good body, normalising registration, flight numbers, times and services', () => {
    expect(activityCreateSchema.parse(adHoc)).toEqual({
      ...adHoc,
      registration: 'PH-EXA',
      inbound_flight_no: 'KL1227',
      outbound_flight_no: null,
      sta: '23:10:00',
      std: '00:40:00',
      service_ids: [4, 5],
      remarks: null,
    });
  });

  it('needs an STA or an STD, at least one service, and known ids', () => {
    expect(problems(activityCreateSchema, { ...adHoc, sta: null, std: '' })).toEqual({ sta: ['time_needed'] });
    expect(fields(activityCreateSchema, { ...adHoc, service_ids: [] })).toEqual(['service_ids']);
    expect(fields(activityCreateSchema, { ...adHoc, station_id: 2 ** 31, customer_id: 0, aircraft_type_id: 1.5 })).toEqual([
      'aircraft_type_id',
      'customer_id',
      'station_id',
    ]);
  });

  it.each([
    ['registration', 'P'],
    ['registration', 'PH_EXA'],
    ['registration', 'PH-EXAMPLE-1'],
    ['inbound_flight_no', 'KLM12345'],
    ['sta', '24:00'],
    ['std', '7:5'],
    ['local_date', '0000-01-01'],
    ['local_date', '2026-02-30'],
  ])('refuses %s %j', (field, value) => {
    expect(fields(activityCreateSchema, { ...adHoc, [field]: value })).toEqual([field]);
  });

  it('refuses an unknown field (strict)', () => {
    expect(activityCreateSchema.safeParse({ ...adHoc, status: 'completed' }).success).toBe(false);
  });
});

describe('activityUpdateSchema, activityTimesSchema, activityStatusSchema, planDaySchema', () => {
  it('an update needs only the version; station and date cannot change', () => {
    expect(activityUpdateSchema.parse({ remarks: ' Tyre worn ', version: 3 })).toEqual({ remarks: 'Tyre worn', version: 3 });
    // Defects are records of their own (docs/modules/defects.md): the free text is gone.
    expect(activityUpdateSchema.safeParse({ defects: 'Tyre worn', version: 3 }).success).toBe(false);
    expect(fields(activityUpdateSchema, { remarks: 'x' })).toEqual(['version']);
    expect(activityUpdateSchema.safeParse({ local_date: '2026-11-24', version: 3 }).success).toBe(false);
  });

  it('times are instants with an offset, or empty to clear', () => {
    const parsed = activityTimesSchema.parse({ eta_at: '2026-11-23T11:10:00+01:00', atd_at: null, ata_at: '', version: 2 });
    expect(parsed).toEqual({ eta_at: new Date('2026-11-23T10:10:00Z'), atd_at: null, ata_at: null, version: 2 });
    expect(fields(activityTimesSchema, { eta_at: '2026-11-23T11:10:00', version: 2 })).toEqual(['eta_at']);
    expect(fields(activityTimesSchema, { etd_at: '10000-01-01T00:00:00Z', version: 2 })).toEqual(['etd_at']);
  });

  it('a status change names a known status and carries the version', () => {
    expect(activityStatusSchema.parse({ status: 'cancelled', reason: ' AOG at origin ', version: 1 })).toEqual({
      status: 'cancelled',
      reason: 'AOG at origin',
      version: 1,
    });
    expect(fields(activityStatusSchema, { status: 'done', version: 1 })).toEqual(['status']);
    expect(fields(activityStatusSchema, { status: 'planned' })).toEqual(['version']);
  });

  it('plan day: a real date, one station or all', () => {
    expect(planDaySchema.parse({ date: '2026-11-23' })).toEqual({ date: '2026-11-23' });
    expect(planDaySchema.parse({ date: '2026-11-23', station_id: null })).toEqual({ date: '2026-11-23', station_id: null });
    expect(fields(planDaySchema, { date: '23/11/2026' })).toEqual(['date']);
  });
});

describe('assignment and allocation bodies', () => {
  it('an assignment names a technician and a role; an override reason is trimmed, 10–500 characters', () => {
    expect(assignmentCreateSchema.parse({ technician_id: 4, role: 'lead' })).toEqual({ technician_id: 4, role: 'lead' });
    expect(assignmentCreateSchema.parse({ technician_id: 4, role: 'support', override_reason: '  Only B1 on shift tonight  ' })).toEqual({
      technician_id: 4,
      role: 'support',
      override_reason: 'Only B1 on shift tonight',
    });
    expect(assignmentCreateSchema.parse({ technician_id: 4, role: 'lead', override_reason: '   ' }).override_reason).toBeNull();
  });

  it.each([
    [{ technician_id: 4, role: 'boss' }, ['role']],
    [{ role: 'lead' }, ['technician_id']],
    [{ technician_id: 4, role: 'lead', override_reason: '  too short  ' }, ['override_reason']],
    [{ technician_id: 4, role: 'lead', override_reason: 'x'.repeat(501) }, ['override_reason']],
  ])('refuses assignment %j', (body, expected) => {
    expect(fields(assignmentCreateSchema, body)).toEqual(expected);
  });

  it('an assignment update: role and/or actual minutes (0 to a day, or cleared)', () => {
    expect(assignmentUpdateSchema.parse({ actual_minutes: 95 })).toEqual({ actual_minutes: 95 });
    expect(assignmentUpdateSchema.parse({ role: 'lead', actual_minutes: null })).toEqual({ role: 'lead', actual_minutes: null });
    expect(fields(assignmentUpdateSchema, { actual_minutes: -1 })).toEqual(['actual_minutes']);
    expect(fields(assignmentUpdateSchema, { actual_minutes: 24 * 60 + 1 })).toEqual(['actual_minutes']);
    expect(assignmentUpdateSchema.safeParse({ technician_id: 5 }).success).toBe(false);
  });

  it('an allocation names a kind and a resource', () => {
    expect(allocationCreateSchema.parse({ kind: 'calibrated_tool', resource_id: 9 })).toEqual({ kind: 'calibrated_tool', resource_id: 9 });
    expect(fields(allocationCreateSchema, { kind: 'tool', resource_id: 9 })).toEqual(['kind']);
    expect(fields(allocationCreateSchema, { kind: 'truck', resource_id: '9' })).toEqual(['resource_id']);
    expect(fields(allocationCreateSchema, { kind: 'truck', resource_id: 9, override_reason: 'because' })).toEqual(['override_reason']);
  });

  it('a service status is one of the service statuses', () => {
    expect(serviceStatusSchema.parse({ status: 'not_required' })).toEqual({ status: 'not_required' });
    expect(fields(serviceStatusSchema, { status: 'completed' })).toEqual(['status']);
  });
});

describe('rescheduleSchema (a dragged timeline bar)', () => {
  it('new times, or another technician, or both', () => {
    expect(rescheduleSchema.parse({ sta_at: '2026-11-23T10:00:00Z', std_at: '2026-11-23T11:00:00Z', version: 4 })).toEqual({
      sta_at: new Date('2026-11-23T10:00:00Z'),
      std_at: new Date('2026-11-23T11:00:00Z'),
      version: 4,
    });
    expect(
      rescheduleSchema.parse({ from_technician_id: 1, to_technician_id: 2, override_reason: 'Swap agreed with both', version: 4 })
        .to_technician_id,
    ).toBe(2);
  });

  it('refuses a move that moves nothing, a departure before the arrival, half a technician swap, or a swap to the same person', () => {
    expect(problems(rescheduleSchema, { version: 4 })).toEqual({ sta_at: ['nothing_to_change'] });
    expect(problems(rescheduleSchema, { sta_at: '2026-11-23T11:00:00Z', std_at: '2026-11-23T10:00:00Z', version: 4 })).toEqual({
      std_at: ['end_before_start'],
    });
    expect(problems(rescheduleSchema, { sta_at: '2026-11-23T11:00:00Z', from_technician_id: 1, version: 4 })).toEqual({
      to_technician_id: ['required'],
    });
    expect(problems(rescheduleSchema, { to_technician_id: 2, version: 4 })).toEqual({ from_technician_id: ['required'] });
    expect(problems(rescheduleSchema, { from_technician_id: 2, to_technician_id: 2, version: 4 })).toEqual({
      to_technician_id: ['same_technician'],
    });
    expect(fields(rescheduleSchema, { sta_at: '2026-11-23T11:00:00Z' })).toEqual(['version']);
  });
});

describe('rtsSignSchema', () => {
  it('needs the password again; the template is optional', () => {
    expect(rtsSignSchema.parse({ password: 'correct horse', rts_template_id: 2 })).toEqual({
      password: 'correct horse',
      rts_template_id: 2,
    });
    expect(fields(rtsSignSchema, { password: '' })).toEqual(['password']);
    expect(fields(rtsSignSchema, {})).toEqual(['password']);
    expect(rtsSignSchema.safeParse({ password: 'x', signed_by: 1 }).success).toBe(false);
  });
});
