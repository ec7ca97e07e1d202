import type {
  FluidType,
  PrecipitationIntensity,
  PrecipitationType,
  StepPurpose,
  TreatmentProcedure,
  TreatmentStatus,
  TreatedSurface,
} from '../../../../model/modules/de_icing/enums';
import type { HotCell } from '../../../../model/modules/de_icing/hotCells';

/** GET /api/de_icing_treatments/:id (docs/modules/de_icing.md). */
export interface TreatmentStep {
  id: number;
  purpose: StepPurpose;
  fluid_id: number;
  fluid_name: string;
  fluid_type: FluidType;
  concentration: number;
  freezing_point_c: number | null;
  brix: number | null;
  nozzle_temperature_c: number | null;
  litres: number;
  started_at: string;
  ended_at: string | null;
}

export interface TreatmentRecord {
  id: number;
  version: number;
  station_id: number;
  station_code: string;
  time_zone: string;
  local_date: string;
  pad: string | null;
  customer_id: number;
  customer_name: string;
  flight_no: string | null;
  aircraft_type_id: number;
  aircraft_type_code: string;
  registration: string;
  truck_id: number | null;
  status: TreatmentStatus;
  oat_c: number;
  precipitation: PrecipitationType;
  intensity: PrecipitationIntensity | null;
  metar: string | null;
  procedure: TreatmentProcedure;
  surfaces: TreatedSurface[];
  final_step_started_at: string | null;
  holdover: HotCell | null;
  holdover_min_minutes: number | null;
  holdover_max_minutes: number | null;
  hot_table_name: string | null;
  hot_table_demo: boolean | null;
  warnings: string[];
  operators: { technician_id: number; name: string }[];
  operator_ids: number[];
  check_technician_id: number | null;
  check_technician_name: string | null;
  checked_at: string | null;
  anti_icing_code: string | null;
  remarks: string | null;
  cancel_reason: string | null;
  steps: TreatmentStep[];
  fluid_type: FluidType | null;
  concentration: number | null;
  total_litres: number;
}
