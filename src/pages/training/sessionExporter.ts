import { downloadRowsAsCsv } from '../../components/downloadRowsAsCsv';
import type { Exporter } from 'react-admin';

/** The sessions' CSV: the API's field names as headers, like every list's. */
export const sessionExporter: Exporter = async (records) => {
  const rows = records.map(
    ({ id, course_code, course_name, station_code, location, starts_at, ends_at, instructor_name, capacity, attendee_count, status }) => ({
      id,
      course_code,
      course_name,
      station_code,
      location,
      starts_at,
      ends_at,
      instructor_name,
      capacity,
      attendee_count,
      status,
    }),
  );
  await downloadRowsAsCsv(rows, 'training_sessions');
};
