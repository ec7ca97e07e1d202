import { describe, expect, it } from 'vitest';
import { dateFormats } from '../../../model/resources/setting';
import { dateFormatChoices } from '../../../src/resources/setting/dateFormatExamples';

describe('general settings date formats', () => {
  it('offers every schema format, each with an example of the sample day', () => {
    const choices = dateFormatChoices();
    expect(choices.map((choice) => choice.id)).toEqual([...dateFormats]);
    expect(choices.find((choice) => choice.id === 'YYYY-MM-DD')?.name).toContain('2026-11-22');
    expect(choices.find((choice) => choice.id === 'MM/DD/YYYY')?.name).toContain('11/22/2026');
    expect(choices.find((choice) => choice.id === 'DD MMM YYYY')?.name).toContain('22 Nov 2026');
  });
});
