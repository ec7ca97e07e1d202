import type {
  PrecipitationIntensity,
  PrecipitationType,
  StepPurpose,
  TreatmentProcedure,
  TreatedSurface,
} from '../../../../../model/modules/de_icing/enums';

/** The form's values: the API's body (docs/modules/de_icing.md), steps in time order. */
export interface StepValues {
  purpose: StepPurpose;
  fluid_id: number | null;
  concentration: number | null;
  freezing_point_c?: number | null;
  brix?: number | null;
  nozzle_temperature_c?: number | null;
  litres: number | null;
  /** The fluid batch (a stock lot of the station) and what sprayed it (docs/modules/de_icing.md, "Crew and batch"). */
  lot?: string | null;
  truck_id?: number | null;
  equipment_id?: number | null;
  started_at: string | null;
  ended_at?: string | null;
}

export interface TreatmentValues {
  id?: number;
  version?: number;
  station_id: number | null;
  pad?: string | null;
  customer_id: number | null;
  flight_no?: string | null;
  aircraft_type_id: number | null;
  registration: string;
  truck_id?: number | null;
  operator_ids: number[];
  metar?: string | null;
  oat_c: number | null;
  precipitation: PrecipitationType | null;
  intensity: PrecipitationIntensity | null;
  procedure: TreatmentProcedure;
  surfaces: TreatedSurface[];
  steps: StepValues[];
  accept_warnings?: boolean;
  remarks?: string | null;
  /** On an edit, the steps as saved: the litres they took go back to their batches before the new ones are taken. */
  original_steps?: { fluid_id: number; lot: string | null; litres: number }[];
}

/** The steps a procedure has: one-step sprays once; two-step de-ices then anti-ices (docs/modules/de_icing.md). */
export const procedurePurposes: Record<TreatmentProcedure, StepPurpose[]> = {
  one_step: ['anti_icing'],
  two_step: ['de_icing', 'anti_icing'],
};

export const emptyStep = (purpose: StepPurpose): StepValues => ({
  purpose,
  fluid_id: null,
  concentration: 100,
  freezing_point_c: null,
  brix: null,
  nozzle_temperature_c: null,
  litres: null,
  lot: null,
  truck_id: null,
  equipment_id: null,
  started_at: null,
  ended_at: null,
});

export function newTreatmentValues(stationId: number | null): TreatmentValues {
  return {
    station_id: stationId,
    pad: '',
    customer_id: null,
    flight_no: '',
    aircraft_type_id: null,
    registration: '',
    truck_id: null,
    operator_ids: [],
    metar: '',
    oat_c: null,
    precipitation: null,
    intensity: null,
    procedure: 'two_step',
    surfaces: ['wings', 'horizontal_stabiliser'],
    steps: procedurePurposes.two_step.map(emptyStep),
    accept_warnings: false,
    remarks: '',
  };
}
