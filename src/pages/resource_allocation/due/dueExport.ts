import { downloadRowsAsCsv } from '../../../components/downloadRowsAsCsv';
import type { DueLists } from '../resourcesApi';

/**
 * The three due lists in one CSV (headers are API field names, like every list's export): which
 * list, the resource, its station, the date that is due and how close it is.
 */
export async function exportDueLists(lists: DueLists): Promise<void> {
  const rows = (['calibration', 'service', 'insurance'] as const).flatMap((list) =>
    lists[list].map((entry) => ({
      list,
      kind: entry.kind,
      id: entry.id,
      label: entry.label,
      station_code: entry.station_code,
      due_date: list === 'calibration' ? entry.next_due : list === 'service' ? entry.next_service_date : entry.insurance_expiry,
      status: entry.status,
    })),
  );
  await downloadRowsAsCsv(rows, 'resources_due');
}
