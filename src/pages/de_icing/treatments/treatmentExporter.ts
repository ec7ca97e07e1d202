import { downloadRowsAsCsv } from '../../../components/downloadRowsAsCsv';
import type { Exporter } from 'react-admin';

/** The treatments' CSV: the API's field names as headers, like every list's. */
export const treatmentExporter: Exporter = async (records) => {
  const rows = records.map((r) => ({
    id: r.id,
    local_date: r.local_date,
    station_code: r.station_code,
    pad: r.pad,
    customer_name: r.customer_name,
    flight_no: r.flight_no,
    aircraft_type_code: r.aircraft_type_code,
    registration: r.registration,
    procedure: r.procedure,
    fluid_type: r.fluid_type,
    concentration: r.concentration,
    total_litres: r.total_litres,
    final_step_started_at: r.final_step_started_at,
    holdover_min_minutes: r.holdover_min_minutes,
    holdover_max_minutes: r.holdover_max_minutes,
    anti_icing_code: r.anti_icing_code,
    status: r.status,
  }));
  await downloadRowsAsCsv(rows, 'de_icing_treatments');
};
