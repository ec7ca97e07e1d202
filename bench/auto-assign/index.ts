/**
 * bench/auto-assign — the auto-assign figures: auto-assign of a synthetic day (pure model, no
 * database): time to propose (target < 2 s), seats filled against the max-flow upper bound, and
 * hard-rule violations found by judging every proposal again against the final proposal (must be 0).
 *
 *   npm run bench:auto-assign -- [--activities 1000] [--technicians 150] [--runs 3] [--seed 14]
 */
import { performance } from 'node:perf_hooks';
import { autoAssign } from '../../model/modules/scheduled/autoAssign';
import { parseOptions } from './options';
import { syntheticDay } from '../../testkit/auto-assign/syntheticDay';
import { proposalViolations } from '../../testkit/auto-assign/violations';

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const share = (part: number, whole: number) => (whole ? `${((100 * part) / whole).toFixed(1)} %` : '—');

function main() {
  const options = parseOptions(process.argv.slice(2));
  const input = syntheticDay({ activities: options.activities, technicians: options.technicians, seed: options.seed });
  console.log(
    `Auto-assign: ${options.activities} activities, ${options.technicians} technicians, seed ${options.seed}, ${options.runs} runs`,
  );
  const times: number[] = [];
  let result = autoAssign(input);
  for (let run = 0; run < options.runs; run++) {
    const started = performance.now();
    result = autoAssign(input);
    times.push(performance.now() - started);
  }
  const { seats, filled, upper_bound } = result.figures;
  const violations = proposalViolations(input, result.proposals);
  console.log(`  time to propose      min ${Math.min(...times).toFixed(0)} ms, median ${median(times).toFixed(0)} ms (target < 2000 ms)`);
  console.log(`  open seats           ${seats}`);
  console.log(`  filled               ${filled} (${share(filled, seats)} of the seats)`);
  console.log(
    `  upper bound          ${upper_bound} (filled is ${share(filled, upper_bound)} of the bound; the gap is at most ${upper_bound - filled} seats)`,
  );
  console.log(`  hard-rule violations ${violations.length}`);
  for (const violation of violations.slice(0, 10)) console.log(`    ${JSON.stringify(violation)}`);
  if (violations.length) process.exitCode = 1;
}

main();
