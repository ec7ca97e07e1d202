import { eq } from 'drizzle-orm';
import type { ActivityStatus } from '../../../../model/modules/scheduled/enums';
import { utcToLocal } from '../../../../model/core/localTime';
import { rtsSignable } from '../../../../model/modules/scheduled/rtsStatement';
import { draftRtsStatement } from '../../../../model/modules/scheduled/rtsParticulars';
import type { Database } from '../../../db/client';
import { aircraftType } from '../../../db/schema';
import { isSigned } from '../../../core/workItem/activityFacts';
import { signerFacts } from '../../../core/workItem/signerFacts';
import { openDefectsOf } from '../../defects';
import type { ActivityRow } from '../queries';
import { servicesOfActivity, stationPlace, technicianOfUser } from '../workQueries';
import { licenceText } from './certificateFacts';
import { rtsTemplateFor } from './rtsTemplate';
import { certifyingOrganisation, particularsOf } from './certifyingOrganisation';

/**
 * The return to service the caller would sign now: the template's statement filled for this
 * activity and the caller's technician record, and the verdict of the model's rtsSignable (activity
 * completed, not yet signed, the signer's licence covering every service, their recent experience).
 * Never overridable.
 */
export async function rtsDraft(db: Database, activity: ActivityRow, userId: number, now: Date, templateId?: number | null) {
  const template = await rtsTemplateFor(db, activity.customer_id as number, templateId);
  const signer = await technicianOfUser(db, userId);
  const station = await stationPlace(db, activity.station_id as number);
  // The licence must hold, and the recent experience be counted, on the station's day of signing.
  const signingDate = utcToLocal(now, station.time_zone).date;
  const serviceRows = await servicesOfActivity(db, activity.id);
  const licence = signer ? licenceText(signer) : '';
  // What is not known yet (no signer linked, no registration) is named, never left blank.
  const { statement, parts, unfilled } = draftRtsStatement(template?.text ?? '', {
    registration: activity.registration as string | null,
    work_order: activity.work_order as string,
    station: station.code,
    date: activity.local_date as string,
    technician: signer?.name ?? null,
    licence,
  });
  const organisation = await certifyingOrganisation(db);
  const [type] = await db
    .select({ icao: aircraftType.icao })
    .from(aircraftType)
    .where(eq(aircraftType.id, activity.aircraft_type_id as number));
  const rules = rtsSignable({
    signingDate,
    activity: {
      status: activity.status as ActivityStatus,
      aircraft_type_id: activity.aircraft_type_id as number,
      aircraft_type_code: type?.icao ?? null,
      services: serviceRows.map((s) => ({
        service_id: s.service_id,
        status: s.status,
        authorisation_category: s.authorisation_category,
        type_authorisation_required: s.type_authorisation_required,
      })),
    },
    signed: await isSigned(db, activity.id),
    openDefects: await openDefectsOf(db, { kind: 'activities', id: activity.id }),
    particulars: particularsOf(organisation, signer, unfilled),
    signer: signer ? await signerFacts(db, signer, signingDate) : null,
  });
  return {
    template,
    statement,
    parts,
    unfilled,
    rules,
    signer,
    licence,
    organisation,
    canSign: template !== null && rules.every((rule) => rule.ok),
  };
}
