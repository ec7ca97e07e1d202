import type { ComplianceState } from '../../../model/modules/training/enums';
import type { Attendee, EnrolmentCandidate, ExpiringTechnician, TrainingMatrix } from '../../../model/modules/training/trainingRecords';
import { apiRequest } from '../../providers/httpClient';

/** The Training endpoints ra-data-simple-rest does not cover (server/modules/training/routes.ts), answering as the server declares. */
export type { Attendee, ExpiringTechnician, TrainingMatrix } from '../../../model/modules/training/trainingRecords';
export type Candidate = EnrolmentCandidate;

export interface MatrixFilter {
  station_id?: number | '';
  course_id?: number | '';
  state?: ComplianceState | '';
  q?: string;
}

const query = (filter: object) =>
  new URLSearchParams(
    Object.entries(filter)
      .filter(([, v]) => v !== undefined && v !== '')
      .map(([k, v]) => [k, String(v)]),
  ).toString();
const session = (id: number | string, rest = '') => `/api/training_activities/${encodeURIComponent(String(id))}${rest}`;

export const fetchMatrix = (filter: MatrixFilter) => apiRequest<TrainingMatrix>('GET', `/api/training_matrix?${query(filter)}`);
export const fetchExpiring = (courseId: number) =>
  apiRequest<ExpiringTechnician[]>('GET', `/api/training_matrix/expiring?course_id=${courseId}`);
export const fetchAttendees = (id: number) => apiRequest<Attendee[]>('GET', session(id, '/attendees'));
export const fetchCandidates = (id: number) => apiRequest<Candidate[]>('GET', session(id, '/candidates'));
export const enrol = (id: number, technicianIds: number[]) =>
  apiRequest<Attendee[]>('POST', session(id, '/attendees'), { technician_ids: technicianIds });
export const recordResult = (id: number, attendee: Pick<Attendee, 'id' | 'version' | 'result' | 'completed_on' | 'certificate_no'>) =>
  apiRequest<Attendee[]>('PUT', session(id, `/attendees/${attendee.id}`), {
    result: attendee.result,
    completed_on: attendee.result === 'pass' ? attendee.completed_on : null,
    certificate_no: attendee.certificate_no,
    version: attendee.version,
  });
export const removeAttendee = (id: number, attendeeId: number) => apiRequest<Attendee[]>('DELETE', session(id, `/attendees/${attendeeId}`));
export function uploadCertificate(id: number, attendeeId: number, file: File) {
  const form = new FormData();
  form.append('file', file);
  return apiRequest<Attendee[]>('POST', session(id, `/attendees/${attendeeId}/certificate`), form);
}
export const certificateUrl = (id: number, attendeeId: number) => session(id, `/attendees/${attendeeId}/certificate`);
