import { describe, expect, it } from 'vitest';
import { fillRtsTemplate, rtsSampleValues, unknownPlaceholders } from '../../../src/resources/rts/rtsPreview';
import { rtsSchemas } from '../../../model/resources/rts';

describe('rts template preview', () => {
  const values = { ...rtsSampleValues, date: '22 Nov 2026' };

  it('fills every allowed placeholder with its sample value', () => {
    const parts = fillRtsTemplate('{registration} released at {station} on {date} by {technician} ({licence}), WO {work_order}.', values);
    expect(parts.map((part) => part.text).join('')).toBe(
      `${values.registration} released at ${values.station} on 22 Nov 2026 by ${values.technician} (${values.licence}), WO ${values.work_order}.`,
    );
    expect(parts.filter((part) => part.placeholder).every((part) => part.known)).toBe(true);
  });

  it('keeps unknown placeholders as typed and reports them once', () => {
    const parts = fillRtsTemplate('A/C {registration} {tail} {tail}', values);
    expect(parts.map((part) => part.text).join('')).toBe(`A/C ${values.registration} {tail} {tail}`);
    expect(unknownPlaceholders('A/C {registration} {tail} {tail} {flight}')).toEqual(['tail', 'flight']);
  });

  it('agrees with the shared schema on what is allowed', () => {
    const base = { name: 'Standard', regulation_basis: 'EASA Part-145.A.50' };
    expect(rtsSchemas.fields.safeParse({ ...base, text: 'Released {registration} {date}' }).success).toBe(true);
    expect(unknownPlaceholders('Released {registration} {date}')).toEqual([]);
    expect(rtsSchemas.fields.safeParse({ ...base, text: 'Released {tail}' }).success).toBe(false);
  });

  it('handles text without placeholders and empty text', () => {
    expect(fillRtsTemplate('Plain text', values)).toEqual([{ text: 'Plain text' }]);
    expect(fillRtsTemplate('', values)).toEqual([]);
  });
});
