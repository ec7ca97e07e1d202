import type { ComplianceState } from '../../../model/modules/training/enums';
import type { MatrixRow, Requirement } from '../../../model/modules/training/requirements';
import type { RuleResult } from '../../../model/modules/training/ruleResult';
import { apiRequest } from '../../providers/httpClient';

/** The Training endpoints ra-data-simple-rest does not cover (server/modules/training/routes.ts). */
export interface TrainingMatrix {
  today: string;
  requirements: Requirement[];
  rows: (MatrixRow & { home_station_code: string | null })[];
}

export interface MatrixFilter {
  station_id?: number | '';
  course_id?: number | '';
  state?: ComplianceState | '';
  q?: string;
}

export interface Attendee {
  id: number;
  version: number;
  technician_id: number;
  technician_name: string;
  employee_no: string;
  home_station_code: string | null;
  result: 'pass' | 'fail' | 'absent' | null;
  completed_on: string | null;
  certificate_no: string | null;
  certificate_name: string | null;
  has_certificate: boolean;
  expires_on: string | null;
}

export interface Candidate {
  id: number;
  name: string;
  employee_no: string;
  home_station_code: string | null;
  enrolled: boolean;
  rules: RuleResult[];
}

export interface ExpiringTechnician {
  technician_id: number;
  name: string;
  state: ComplianceState;
  expires_on: string | null;
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
