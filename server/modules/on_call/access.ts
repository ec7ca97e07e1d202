import type { ResourceAccess } from '../../../model/resourceAccess';

/**
 * Who reads and writes the On-Call tab (docs/modules/on_call.md): everyone with the tab sees their
 * active region's requests; on_call_write runs the desk; a dispatched technician records their own
 * steps, hours, parts and expenses with work_record (checked per request: onCallActor).
 */
export const onCallAccess: ResourceAccess = { read: ['on_call_tab'], write: ['on_call_write'], scope: 'region' };
export const onCallReaders = [...onCallAccess.read];
export const onCallWriters = [...onCallAccess.write];
/** The desk, or a technician in the field: which of the two is decided per request. */
export const onCallRecorders = ['on_call_write', 'work_record'];
