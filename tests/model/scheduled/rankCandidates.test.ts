import { describe, expect, it } from 'vitest';
import { rankCandidates } from '../../../model/modules/scheduled/rankCandidates';
import type { RuleResult } from '../../../model/ruleCatalogue';

const rules = (failures: number): RuleResult[] => [
  ...Array.from({ length: failures }, (_, i) => ({ rule: `rule_${i}`, ok: false })),
  { rule: 'technician_active', ok: true },
];
const candidate = (name: string, home_station_id: number | null, failures: number) => ({
  technician_id: name.length,
  name,
  home_station_id,
  rules: rules(failures),
});

describe('rankCandidates', () => {
  it('fewest failed rules first, then based at the activity station, then by name', () => {
    const ranked = rankCandidates(
      [
        candidate('Zoë Visser', 2, 0),
        candidate('Bram de Jong', 1, 2),
        candidate('Anna Smit', 2, 0),
        candidate('Mila Bakker', 1, 0),
        candidate('Daan Mulder', null, 1),
        candidate('Émile Laurent', 1, 0),
      ],
      1,
    );
    expect(ranked.map((c) => c.name)).toEqual(['Émile Laurent', 'Mila Bakker', 'Anna Smit', 'Zoë Visser', 'Daan Mulder', 'Bram de Jong']);
  });

  it('returns a new array and keeps each candidate as given', () => {
    const input = [candidate('B', 1, 1), candidate('A', 1, 0)];
    const ranked = rankCandidates(input, 1);
    expect(input.map((c) => c.name)).toEqual(['B', 'A']);
    expect(ranked[0]).toBe(input[1]);
  });
});
