import { activityUpdateSchema } from '../../../model/modules/scheduled/activitySchemas';
import { activityRecordSchema } from '../../../model/modules/scheduled/activityRecords';

const writable = new Set(Object.keys(activityUpdateSchema.shape));
/** What the server owns or computes: react-admin sends the record back whole on update. */
const readOnly = new Set([...Object.keys(activityRecordSchema.shape), 'created_at', 'updated_at'].filter((field) => !writable.has(field)));

/** The client's copy of an activity minus what it may not write, as the generic engine does for records. */
export function writableBody(body: unknown): unknown {
  if (!body || typeof body !== 'object' || Array.isArray(body)) return body;
  return Object.fromEntries(Object.entries(body).filter(([field]) => !readOnly.has(field)));
}
