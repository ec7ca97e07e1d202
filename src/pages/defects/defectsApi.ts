import type { DefectCreate, DefectDefer, DefectRecord, DefectRectify } from '../../../model/modules/defects';
import type { NewOutboxEntry } from '../../components/offline';
import { apiRequest } from '../../providers/httpClient';
import { uploadWithProgress } from '../../providers/upload';

/**
 * The defect routes of a job (server/modules/defects/routes.ts): the same under an activity and an
 * on-call request. Answers are typed as the server declares them (model/modules/defects/defectSchemas.ts).
 */
export type { DefectRecord } from '../../../model/modules/defects';

/** The job a defect belongs to: the same shape as the Parts panel's, so a page passes one link to both. */
export type DefectJobRef = { activity_id: number } | { on_call_request_id: number };

/** A part issue or a booking of the job that a rectification may name as used. */
export interface EvidenceItem {
  id: number;
  label: string;
}
export interface JobEvidence {
  movements: EvidenceItem[];
  bookings: EvidenceItem[];
}

const jobPath = (job: DefectJobRef) =>
  'activity_id' in job ? `/api/activities/${job.activity_id}/defects` : `/api/on_call_requests/${job.on_call_request_id}/defects`;

export const fetchDefects = (job: DefectJobRef) => apiRequest<DefectRecord[]>('GET', jobPath(job));
export const fetchEvidence = (job: DefectJobRef) => apiRequest<JobEvidence>('GET', `${jobPath(job)}/evidence`);
export const recordDefect = (job: DefectJobRef, body: DefectCreate) => apiRequest<DefectRecord>('POST', jobPath(job), body);

/** A defect found on a job with no network, as kept in the outbox: in the job's order, after its start. */
export interface DefectChange {
  kind: 'defect';
  description: string;
}
export const defectChange = (job: { activity_id: number }, body: DefectCreate): NewOutboxEntry<DefectChange> => ({
  record: `activities/${job.activity_id}`,
  request: { method: 'POST', url: jobPath(job), body },
  change: { kind: 'defect', description: body.description },
});
export const rectifyDefect = (job: DefectJobRef, id: number, body: DefectRectify) =>
  apiRequest<DefectRecord>('POST', `${jobPath(job)}/${id}/rectify`, body);
export const deferDefect = (job: DefectJobRef, id: number, body: DefectDefer) =>
  apiRequest<DefectRecord>('POST', `${jobPath(job)}/${id}/defer`, body);
/** The photo is read with the bearer token (useAuthorizedImage), never as a bare <img src>. */
export const defectPhotoUrl = (job: DefectJobRef, id: number) => `${jobPath(job)}/${id}/photo`;

/** PUT …/photo: multipart field `photo`, with upload progress (a phone on the ramp may be slow). */
export function uploadDefectPhoto(job: DefectJobRef, id: number, file: File, onProgress: (percent: number) => void) {
  const form = new FormData();
  form.append('photo', file);
  return uploadWithProgress<DefectRecord>('PUT', defectPhotoUrl(job, id), form, onProgress);
}
