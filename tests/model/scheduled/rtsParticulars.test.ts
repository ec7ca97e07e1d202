import { describe, expect, it } from 'vitest';
import {
  approvalReference,
  certificationAuthorisation,
  draftRtsStatement,
  rtsStatementParts,
  statementFilled,
  type RtsParticulars,
} from '../../../model/modules/scheduled/rtsParticulars';

const easa =
  'Certifies that the work specified on work order {work_order} was carried out on {registration} at {station} on {date} in accordance with Part-145 and in respect to that work the aircraft is considered ready for release to service. {technician}, licence {licence}.';
const known = { registration: 'PH-EXA', work_order: 'AMS-261123-0042', station: 'AMS', date: '2026-11-23' };

describe('rtsStatementParts', () => {
  it('splits text and placeholders, filling the known ones; an unknown name stays as written', () => {
    expect(rtsStatementParts('On {registration} by {operator}.', known)).toEqual([
      { text: 'On ' },
      { text: 'PH-EXA', placeholder: 'registration', known: true, filled: true },
      { text: ' by ' },
      { text: '{operator}', placeholder: 'operator', known: false },
      { text: '.' },
    ]);
  });

  it('a value not known yet (null, missing, blank) leaves its placeholder unfilled, never an empty string', () => {
    const parts = rtsStatementParts('{technician}|{licence}|{registration}', { technician: null, registration: '  ' });
    expect(parts.filter((part) => part.placeholder).map(({ text, filled }) => ({ text, filled }))).toEqual([
      { text: '{technician}', filled: false },
      { text: '{licence}', filled: false },
      { text: '{registration}', filled: false },
    ]);
  });
});

describe('draftRtsStatement', () => {
  it('a supervisor’s preview (no signer linked): what is known is filled, the signer’s values are named stand-ins', () => {
    const draft = draftRtsStatement(easa, { ...known, technician: null, licence: '' });
    expect(draft.unfilled).toEqual(['technician', 'licence']);
    expect(draft.statement).toBe(
      'Certifies that the work specified on work order AMS-261123-0042 was carried out on PH-EXA at AMS on 2026-11-23 in accordance with Part-145 and in respect to that work the aircraft is considered ready for release to service. [technician], licence [licence].',
    );
    expect(draft.statement).not.toMatch(/\s[,.]|licence \./);
  });

  it('the signer’s draft has every value and no stand-in; a placeholder used twice is named once', () => {
    const draft = draftRtsStatement(easa, { ...known, technician: 'Łukasz Żółć', licence: 'EASA Part-66 B1 PL.66.0042' });
    expect(draft.unfilled).toEqual([]);
    expect(draft.statement).toContain('ready for release to service. Łukasz Żółć, licence EASA Part-66 B1 PL.66.0042.');
    expect(draftRtsStatement('{registration} / {registration}', {}).unfilled).toEqual(['registration']);
  });
});

const particulars = (changes: Partial<RtsParticulars> = {}): RtsParticulars => ({
  approval_reference: 'NL.145.1234',
  certification_authorisation_no: 'TGS-CA-001',
  unfilled: [],
  ...changes,
});
const signer = { active: true };

describe('the certificate’s particulars', () => {
  it('passes with the approval reference, the signer’s authorisation number and a filled statement', () => {
    const context = { particulars: particulars(), signer };
    expect([approvalReference(context), certificationAuthorisation(context), statementFilled(context)]).toEqual([
      { rule: 'approval_reference', ok: true },
      { rule: 'certification_authorisation', ok: true },
      { rule: 'statement_filled', ok: true },
    ]);
  });

  it.each([null, '', '  '])(
    'refuses without the organisation’s Part-145 approval reference (%j) (EASA Part-145 145.A.50(a), AMC)',
    (value) => {
      expect(approvalReference({ particulars: particulars({ approval_reference: value }) })).toEqual({
        rule: 'approval_reference',
        ok: false,
        reason: 'scheduled.rules.approval_reference.missing',
      });
    },
  );

  it('refuses a signer with no certification authorisation number (EASA Part-145 145.A.35, AMC 145.A.50)', () => {
    expect(certificationAuthorisation({ particulars: particulars({ certification_authorisation_no: null }), signer })).toEqual({
      rule: 'certification_authorisation',
      ok: false,
      reason: 'scheduled.rules.certification_authorisation.missing',
    });
    // No technician record at all: signer_licence refuses that, once.
    expect(certificationAuthorisation({ particulars: particulars({ certification_authorisation_no: null }), signer: null }).ok).toBe(true);
  });

  it('refuses a statement with a placeholder left unfilled, naming each (EASA Part-145 145.A.50(a))', () => {
    expect(statementFilled({ particulars: particulars({ unfilled: ['registration', 'licence'] }) })).toEqual({
      rule: 'statement_filled',
      ok: false,
      reason: 'scheduled.rules.statement_filled.unfilled',
      params: { placeholders: '{registration}, {licence}' },
    });
  });
});
