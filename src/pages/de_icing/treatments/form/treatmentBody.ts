import { stepSprayer } from './crewAndStepVerdicts';
import type { StepValues, TreatmentValues } from './treatmentFormValues';

const stepFields = [
  'purpose',
  'fluid_id',
  'concentration',
  'freezing_point_c',
  'brix',
  'nozzle_temperature_c',
  'litres',
  'lot',
  'truck_id',
  'equipment_id',
  'started_at',
  'ended_at',
] as const;
const fields = [
  'station_id',
  'pad',
  'customer_id',
  'flight_no',
  'aircraft_type_id',
  'registration',
  'truck_id',
  'operator_ids',
  'oat_c',
  'precipitation',
  'intensity',
  'metar',
  'procedure',
  'surfaces',
  'accept_warnings',
  'remarks',
] as const;

const pick = <K extends string>(source: Record<string, unknown>, keys: readonly K[]) =>
  Object.fromEntries(keys.filter((key) => source[key] !== undefined).map((key) => [key, source[key] === '' ? null : source[key]]));

/**
 * The API's body from the form (the server's schema is strict): the fields it takes, steps
 * included; the METAR's intensity suggestion and the record's read-only columns stay behind.
 * `version` travels on an edit, so a stale save meets the conflict dialog.
 */
export function treatmentBody(values: Partial<TreatmentValues> & Record<string, unknown>, withVersion: boolean) {
  return {
    ...pick(values, fields),
    // A step without its own sprayer was sprayed by the treatment's truck (the default).
    steps: (values.steps ?? []).map((step: StepValues) =>
      // The bulk lot '' (a delivery without a batch number) is a batch too: kept, not emptied to null.
      ({
        ...pick({ ...step, ...stepSprayer(step, values.truck_id) } as unknown as Record<string, unknown>, stepFields),
        lot: step.lot ?? null,
      }),
    ),
    ...(withVersion ? { version: values.version } : {}),
  };
}
