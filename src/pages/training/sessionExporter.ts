import { downloadCSV, type Exporter } from 'react-admin';

/** The sessions' CSV: the API's field names as headers, like every list's. Loaded when someone exports. */
export const sessionExporter: Exporter = async (records) => {
  const { default: jsonexport } = await import('jsonexport/dist');
  const rows = records.map(({ id, course_code, course_name, station_code, location, starts_at, ends_at, instructor_name, capacity, attendee_count, status }) => ({
    id, course_code, course_name, station_code, location, starts_at, ends_at, instructor_name, capacity, attendee_count, status,
  }));
  downloadCSV(await jsonexport(rows), 'training_sessions');
};
