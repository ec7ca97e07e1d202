import { describe, expect, it } from 'vitest';
import { fillRtsTemplate, rtsSignable, type RtsSignContext } from '../../../model/modules/scheduled/rtsStatement';
import { failedRules } from '../../../model/modules/scheduled/ruleResult';
import { rtsPlaceholders } from '../../../model/resources/rts';
import { A320, technician } from './assignmentFixtures';

const values = {
  registration: 'PH-EXA',
  work_order: 'AMS-261123-0042',
  station: 'AMS',
  date: '2026-11-23',
  technician: 'Anna Smit',
  licence: 'NL.66.1234',
};

describe('fillRtsTemplate', () => {
  it('fills every known placeholder, each wherever and however often it appears', () => {
    const text = rtsPlaceholders.map((name) => `{${name}}`).join(' | ') + ' — {registration} again';
    expect(fillRtsTemplate(text, values)).toBe('PH-EXA | AMS-261123-0042 | AMS | 2026-11-23 | Anna Smit | NL.66.1234 — PH-EXA again');
  });

  it('leaves unknown placeholders and lone braces as written', () => {
    expect(fillRtsTemplate('{registration} {operator} {} {work order} {', values)).toBe('PH-EXA {operator} {} {work order} {');
  });

  it('does not fill a placeholder that a value brings in (one pass)', () => {
    expect(fillRtsTemplate('{technician} on {date}', { ...values, technician: '{date}' })).toBe('{date} on 2026-11-23');
  });
});

/** Work recorded in six calendar months of the two years before the signing day (145.A.35(c)). */
const sixMonths = ['2024-12', '2025-03', '2025-07', '2026-01', '2026-06', '2026-11'];
const signerTech = (changes: Parameters<typeof technician>[0] = {}, worked_months: string[] = sixMonths) => ({
  ...technician(changes),
  worked_months,
});

const signing = (changes: Partial<RtsSignContext> = {}): RtsSignContext => ({
  signingDate: '2026-11-23',
  activity: {
    status: 'completed',
    aircraft_type_id: A320,
    aircraft_type_code: 'A320',
    services: [
      { service_id: 1, authorisation_category: 'B1', type_authorisation_required: true, status: 'done' },
      { service_id: 2, authorisation_category: 'B2', type_authorisation_required: true, status: 'not_required' },
    ],
  },
  signed: false,
  openDefects: [],
  particulars: { approval_reference: 'NL.145.1234', certification_authorisation_no: 'TGS-CA-001', unfilled: [] },
  signer: signerTech(),
  ...changes,
});
const signerVerdict = (ctx: RtsSignContext) => rtsSignable(ctx).find((result) => result.rule === 'signer_licence')!;

describe('rtsSignable', () => {
  it('a completed activity, not yet signed, by a B1 authorised on the type: every verdict passes', () => {
    expect(rtsSignable(signing())).toEqual([
      { rule: 'activity_completed', ok: true },
      { rule: 'not_signed', ok: true },
      { rule: 'signer_licence', ok: true },
      { rule: 'signer_experience', ok: true },
      { rule: 'defects_closed', ok: true },
      { rule: 'approval_reference', ok: true },
      { rule: 'certification_authorisation', ok: true },
      { rule: 'statement_filled', ok: true },
    ]);
  });

  it('refuses the release over open defects, naming each one (EASA Part-145 145.A.50)', () => {
    const openDefects = [
      { id: 7, description: 'Hydraulic leak at the left main gear' },
      { id: 9, description: 'Cabin light inoperative' },
    ];
    const verdict = rtsSignable(signing({ openDefects })).find((result) => result.rule === 'defects_closed');
    expect(verdict).toEqual({
      rule: 'defects_closed',
      ok: false,
      reason: 'scheduled.rules.defects_closed.open',
      params: { count: 2, defects: '#7 Hydraulic leak at the left main gear; #9 Cabin light inoperative' },
    });
    expect(failedRules(rtsSignable(signing({ openDefects, signed: true })))).toEqual(['not_signed', 'defects_closed']);
  });

  it.each(['planned', 'assigned', 'in_progress', 'cancelled'] as const)('an activity %s may not be released', (status) => {
    expect(rtsSignable(signing({ activity: { ...signing().activity, status } }))[0]).toEqual({
      rule: 'activity_completed',
      ok: false,
      reason: 'scheduled.rules.activity_completed.not_completed',
    });
  });

  it('a completed activity with a service still open may not be released', () => {
    const activity = signing().activity;
    const open = {
      ...activity,
      services: [
        { ...activity.services[0], status: 'pending' as const },
        { ...activity.services[0], service_id: 3, status: 'in_progress' as const },
      ],
    };
    expect(rtsSignable(signing({ activity: open }))[0]).toMatchObject({
      ok: false,
      reason: 'scheduled.rules.activity_completed.services_open',
      params: { count: 2 },
    });
  });

  it('a signed release is not signed twice', () => {
    expect(failedRules(rtsSignable(signing({ signed: true })))).toEqual(['not_signed']);
  });

  it('EASA Part-145 145.A.50: a user with no technician record may not sign', () => {
    expect(signerVerdict(signing({ signer: null }))).toEqual({
      rule: 'signer_licence',
      ok: false,
      reason: 'scheduled.rules.signer_licence.no_technician',
    });
  });

  it('EASA Part-145 145.A.50: an inactive or unlicensed technician may not sign, even for work needing no category', () => {
    expect(signerVerdict(signing({ signer: signerTech({ active: false }) }))).toMatchObject({
      ok: false,
      reason: 'scheduled.rules.technician_active.inactive',
    });
    const plain = {
      ...signing().activity,
      services: [{ service_id: 9, authorisation_category: null, type_authorisation_required: false, status: 'done' as const }],
    };
    expect(signerVerdict(signing({ activity: plain, signer: signerTech({ licences: [] }) }))).toMatchObject({
      ok: false,
      reason: 'scheduled.rules.signer_licence.no_licence',
    });
  });

  it('EASA Part-66 66.A.20: a B2 may not certify a B1 task (the reason of the licence rule, under signer_licence)', () => {
    expect(signerVerdict(signing({ signer: signerTech({ licences: ['easa_b2'] }) }))).toEqual({
      rule: 'signer_licence',
      ok: false,
      reason: 'scheduled.rules.licence_category.not_covered',
      params: { required: 'B1', held: 'B2' },
    });
  });

  it('services not required are not certified: their category is not asked of the signer', () => {
    const activity = signing().activity;
    const required = { ...activity, services: activity.services.map((service) => ({ ...service, status: 'done' as const })) };
    expect(signerVerdict(signing({ activity: required }))).toMatchObject({ ok: false, params: { required: 'B2' } });
  });

  it('EASA Part-145 145.A.35: the signer needs the type authorisation, valid on the signing day', () => {
    expect(signerVerdict(signing({ signer: signerTech({ authorisations: [] }) }))).toMatchObject({
      ok: false,
      reason: 'scheduled.rules.type_authorisation.missing',
    });
    const until = signerTech({ authorisations: [{ aircraft_type_id: A320, category: 'B1', valid_until: '2026-11-23' }] });
    expect(signerVerdict(signing({ signer: until })).ok).toBe(true);
    expect(signerVerdict(signing({ signer: until, signingDate: '2026-11-24' }))).toMatchObject({
      ok: false,
      reason: 'scheduled.rules.type_authorisation.expired',
    });
  });

  it('EASA Part-66 66.A.40: a licence expired by the signing day → refused, never overridable', () => {
    expect(signerVerdict(signing({ signer: signerTech({ licence_expiry: '2026-11-22' }) }))).toMatchObject({
      ok: false,
      reason: 'scheduled.rules.licence_valid.expired',
      params: { expiry: '2026-11-22' },
    });
  });

  it('EASA Part-145 145.A.35(c): a signer with fewer than 6 months of recorded work in the 2 years before signing is refused, never overridable', () => {
    const verdict = (months: string[], signingDate = '2026-11-23') =>
      rtsSignable(signing({ signingDate, signer: signerTech({}, months) })).find((result) => result.rule === 'signer_experience')!;
    expect(verdict(['2026-07', '2026-08', '2026-09', '2026-10', '2026-11'])).toEqual({
      rule: 'signer_experience',
      ok: false,
      reason: 'scheduled.rules.signer_experience.insufficient',
      params: { count: 5, needed: 6, since: '2024-12-01' },
    });
    // The window is the signing month and the 23 before it: November 2024 is outside it, December 2024 inside.
    expect(verdict(['2024-11', ...sixMonths.slice(1)]).ok).toBe(false);
    expect(verdict(sixMonths).ok).toBe(true);
    // A month counts once however much work it holds; work after the signing day does not count.
    expect(verdict([...sixMonths.slice(1), '2026-11', '2026-12'], '2026-11-23').ok).toBe(false);
    expect(failedRules(rtsSignable(signing({ signer: signerTech({}, []) })))).toEqual(['signer_experience']);
  });
});
