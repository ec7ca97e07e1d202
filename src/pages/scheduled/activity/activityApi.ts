import { httpClient } from '../../../providers/httpClient';
import type { ActivityStatus, AllocationKind, AssignmentRole, ServiceStatus } from '../../../../model/modules/scheduled/enums';
import type { AllocationMade, AssignmentMade } from '../../../../model/modules/scheduled/workRecords';
import type { ActivityConflict, ActivityDetail, EligibleTechnician, RtsPreview, TimeField } from './activityTypes';

/** The activity endpoints (docs/modules/scheduled.md) besides ra-data-simple-rest's getOne/update. */
const base = (id: number | string) => `/api/activities/${encodeURIComponent(String(id))}`;

async function send<T>(method: string, url: string, body?: object): Promise<T> {
  return (await httpClient<T>(url, { method, body })).json;
}

export const changeStatus = (id: number, body: { status: ActivityStatus; reason?: string; version: number }) =>
  send<ActivityDetail>('POST', `${base(id)}/status`, body);

export const saveTimes = (id: number, body: Partial<Record<TimeField, string | null>> & { times_remark?: string; version: number }) =>
  send<ActivityDetail & { conflicts?: ActivityConflict[] }>('PUT', `${base(id)}/times`, body);

export const setServiceStatus = (id: number, activityServiceId: number, status: ServiceStatus) =>
  send<ActivityDetail>('PUT', `${base(id)}/services/${activityServiceId}`, { status });

export const eligibleTechnicians = (id: number) => send<EligibleTechnician[]>('GET', `${base(id)}/eligible_technicians`);

export const assignTechnician = (id: number, body: { technician_id: number; role: AssignmentRole; override_reason?: string }) =>
  send<AssignmentMade>('POST', `${base(id)}/assignments`, body);

export const unassignTechnician = (id: number, assignmentId: number) =>
  send<ActivityDetail>('DELETE', `${base(id)}/assignments/${assignmentId}`);

export const allocateResource = (id: number, body: { kind: AllocationKind; resource_id: number; override_reason?: string }) =>
  send<AllocationMade>('POST', `${base(id)}/allocations`, body);

export const releaseResource = (id: number, allocationId: number) =>
  send<ActivityDetail>('DELETE', `${base(id)}/allocations/${allocationId}`);

export const rtsPreview = (id: number) => send<RtsPreview>('GET', `${base(id)}/rts`);

export const signRts = (id: number, body: { password: string; rts_template_id?: number }) =>
  send<ActivityDetail>('POST', `${base(id)}/rts/sign`, body);

export const certificateUrl = (id: number) => `${base(id)}/rts/certificate.pdf`;
