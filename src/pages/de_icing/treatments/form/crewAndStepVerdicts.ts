import { utcToLocal } from '../../../../../model/core/localTime';
import { crewVerdicts, type CrewMember } from '../../../../../model/modules/de_icing/crewQualification';
import type { DeIcingRuleResult } from '../../../../../model/modules/de_icing/ruleResult';
import { stepResourceVerdicts, type Sprayer, type StationLot } from '../../../../../model/modules/de_icing/stepResources';
import type { DeIcingOptions, DeIcingStation } from '../../deIcingApi';
import type { StepValues, TreatmentValues } from './treatmentFormValues';

/** The crew as the qualification rule reads them, from the form's options (each technician with their de-icing courses). */
export const crewOf = (options: DeIcingOptions): Map<number, CrewMember> =>
  new Map(options.technicians.map((t) => [t.id, { id: t.id, name: t.name, de_icing_courses: t.de_icing_courses ?? [] }]));

/** A step's sprayer: its own truck or equipment, else the treatment's truck (the default, as the body sends it). */
export function stepSprayer(step: Pick<StepValues, 'truck_id' | 'equipment_id'>, treatmentTruckId: number | null | undefined) {
  if (step.truck_id || step.equipment_id) return { truck_id: step.truck_id ?? null, equipment_id: step.equipment_id ?? null };
  return { truck_id: treatmentTruckId ?? null, equipment_id: null };
}

/** The litres of each batch of the station (on an edit, with what the treatment had taken given back, as the server counts them). */
export function stationLotsOf(options: DeIcingOptions, stationId: number, givenBack: readonly GivenBack[] = []): StationLot[] {
  const lots: StationLot[] = (options.lots ?? [])
    .filter((lot) => lot.station_id === stationId)
    .map(({ material_id, lot, quantity }) => ({ material_id, lot, quantity }));
  for (const old of givenBack) {
    const material_id = options.fluids.find((fluid) => fluid.id === old.fluid_id)?.material_id;
    if (material_id == null || old.lot == null) continue;
    const found = lots.find((lot) => lot.material_id === material_id && lot.lot === old.lot);
    if (found) found.quantity += Number(old.litres);
    else lots.push({ material_id, lot: old.lot, quantity: Number(old.litres) });
  }
  return lots;
}

export interface GivenBack {
  fluid_id: number;
  lot: string | null;
  litres: number;
}

const byId = (rows: readonly Sprayer[]) => new Map(rows.map((row) => [row.id, row]));

/**
 * The crew and step rules on the form as typed (the server's crewVerdicts and stepResourceVerdicts):
 * the operators' qualification on the station's day of the first step, and each step's batch and sprayer.
 * Empty until a station is chosen; steps without a fluid or litres wait.
 */
export function crewAndStepVerdicts(
  values: Partial<TreatmentValues>,
  options: DeIcingOptions,
  station: DeIcingStation | null,
): DeIcingRuleResult[] {
  if (!station) return [];
  const starts = (values.steps ?? []).flatMap((step) => (step.started_at ? [new Date(step.started_at).getTime()] : []));
  const day = utcToLocal(starts.length ? new Date(Math.min(...starts)) : new Date(), station.time_zone).date;
  const crew = crewVerdicts(crewOf(options), { operator_ids: values.operator_ids ?? [] }, day);
  const steps = (values.steps ?? []).filter((step) => step.fluid_id && step.litres);
  if (steps.length !== (values.steps ?? []).length) return crew;
  const fluids = new Map(options.fluids.map((fluid) => [fluid.id, { name: fluid.name, material_id: fluid.material_id ?? null }]));
  const resources = stepResourceVerdicts(
    steps.map((step) => ({
      fluid_id: step.fluid_id!,
      concentration: step.concentration,
      litres: Number(step.litres),
      lot: step.lot,
      ...stepSprayer(step, values.truck_id),
    })),
    {
      station_id: station.id,
      fluids,
      lots: stationLotsOf(options, station.id, values.original_steps),
      trucks: byId(options.trucks),
      equipment: byId(options.equipment ?? []),
    },
  );
  return [...crew, ...resources];
}
