import { performance } from 'node:perf_hooks';
import { fluidTypes, hotConditions } from '../../model/modules/de_icing/enums';
import { holdoverWindow, hotTableFor, type HoldoverQuery } from '../../model/modules/de_icing/holdover';
import { demoBrand, demoHotRows } from '../../server/db/seed/de_icing/demoHotTable';

/**
 * HOT lookups per second in Node over the demo set (the structure of a real season: every type,
 * bands, concentrations, a brand table), with queries spread over every type, condition, concentration
 * and OAT from +5 to −35 °C, so each kind of cell and the coldest-band rule are hit.
 */
export function measureLookups(count: number): { perSecond: number; kinds: Record<string, number> } {
  // As a treatment does: the season's validity and the wing are resolved once, then every lookup reads the resolved table.
  const today = new Date().toISOString().slice(0, 10);
  const table = hotTableFor({ rows: demoHotRows(), valid_from: today, valid_to: today }, today, 'aluminium').table!;
  const queries: HoldoverQuery[] = Array.from({ length: 4096 }, (_, i) => {
    const fluidType = fluidTypes[i % fluidTypes.length];
    return {
      fluidType,
      brand: fluidType === 'IV' && i % 3 === 0 ? demoBrand : null,
      concentration: [100, 75, 50][i % 3],
      oatC: 5 - ((i * 7) % 400) / 10,
      condition: hotConditions[(i >> 2) % hotConditions.length],
    };
  });
  const kinds: Record<string, number> = {};
  for (const query of queries) {
    const kind = holdoverWindow(table, query).window.kind;
    kinds[kind] = (kinds[kind] ?? 0) + 1;
  }
  const started = performance.now();
  let sink = 0;
  for (let i = 0; i < count; i++) sink += holdoverWindow(table, queries[i & 4095]).window.kind.length;
  const seconds = (performance.now() - started) / 1000;
  if (sink < 0) console.log(sink);
  return { perSecond: count / seconds, kinds };
}
