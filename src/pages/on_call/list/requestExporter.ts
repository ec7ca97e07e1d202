import { downloadRowsAsCsv } from '../../../components/downloadRowsAsCsv';
import type { Exporter } from 'react-admin';

/** The requests' CSV: the API's field names as headers, like every list's. */
export const requestExporter: Exporter = async (records) => {
  const rows = records.map((r) => ({
    id: r.id,
    request_no: r.request_no,
    priority: r.priority,
    status: r.status,
    requested_at: r.requested_at,
    customer_name: r.customer_name,
    airport_iata: r.airport_iata,
    registration: r.registration,
    aircraft_type_code: r.aircraft_type_code,
    flight_no: r.flight_no,
    station_code: r.station_code,
    technician_names: r.technician_names,
    eta_at: r.eta_at,
    on_site_at: r.on_site_at,
    completed_at: r.completed_at,
    closed_at: r.closed_at,
    defect: r.defect,
  }));
  await downloadRowsAsCsv(rows, 'on_call_requests');
};
