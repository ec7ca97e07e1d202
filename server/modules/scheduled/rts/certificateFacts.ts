import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { activityAssignments, aircraftType, customers, technicians } from '../../../db/schema';
import type { ActivityRow } from '../queries';
import { servicesOfActivity, stationPlace } from '../workQueries';
import { fittedParts } from '../../../core/workItem/jobParts';
import type { CertificateFacts } from './certificatePdf';
import { sortLicences, type LicenceType } from '../../../../model/core/licences';
import { deferredItemsOf } from '../../defects';

/** Part-66 categories as the authorities write them (a regulatory record, not prose to translate). */
const part66Categories: Partial<Record<LicenceType, string>> = {
  easa_a: 'A',
  easa_b1: 'B1',
  easa_b1_1: 'B1.1',
  easa_b1_2: 'B1.2',
  easa_b1_3: 'B1.3',
  easa_b1_4: 'B1.4',
  easa_b2: 'B2',
};

/**
 * "EASA Part-66 B1.1/B2 FR.66.0042": what the statement's {licence} and the certificate show — the
 * Part-66 categories held on one licence, an FAA A&P after them ("+ FAA A&P"), then the number.
 */
export function licenceText(technician: { licences: readonly LicenceType[]; licence_number: string | null }): string {
  const held = sortLicences(technician.licences);
  const part66 = held.flatMap((licence) => part66Categories[licence] ?? []);
  const names = [part66.length ? `EASA Part-66 ${part66.join('/')}` : '', held.includes('faa_ap') ? 'FAA A&P' : ''].filter(Boolean);
  return [names.join(' + '), technician.licence_number].filter(Boolean).join(' ');
}

/** The activity as the certificate describes it: aircraft, customer, station, services, people, times. */
export async function certificateFacts(
  db: Database,
  activity: ActivityRow,
  signed: Pick<CertificateFacts, 'organisation' | 'statement' | 'regulationBasis' | 'signer' | 'signedAt'>,
): Promise<CertificateFacts> {
  // One after another: inside a transaction they share one connection.
  const [names] = await db
    .select({
      customer: customers.name,
      aircraftType: sql<string>`${aircraftType.icao} || ' ' || ${aircraftType.manufacturer} || ' ' || ${aircraftType.model}`,
    })
    .from(customers)
    .innerJoin(aircraftType, eq(aircraftType.id, activity.aircraft_type_id as number))
    .where(eq(customers.id, activity.customer_id as number));
  const station = await stationPlace(db, activity.station_id as number);
  const serviceRows = await servicesOfActivity(db, activity.id);
  const people = await db
    .select({ name: technicians.name, role: activityAssignments.role })
    .from(activityAssignments)
    .innerJoin(technicians, eq(technicians.id, activityAssignments.technician_id))
    .where(eq(activityAssignments.activity_id, activity.id))
    .orderBy(sql`${activityAssignments.role} = 'lead' desc`, activityAssignments.id);
  const partsFitted = await fittedParts(db, { activity_id: activity.id });
  const deferredItems = await deferredItemsOf(db, {
    kind: 'activities',
    id: activity.id,
    registration: activity.registration as string | null,
  });
  const at = (value: unknown) => (value ? new Date(value as string) : null);
  return {
    workOrder: activity.work_order as string,
    registration: activity.registration as string | null,
    aircraftType: names.aircraftType,
    customer: names.customer,
    flights: [activity.inbound_flight_no, activity.outbound_flight_no].filter(Boolean).join(' / '),
    station,
    localDate: activity.local_date as string,
    services: serviceRows.map((s) => ({ code: s.code, name: s.name, status: s.status.replace('_', ' ') })),
    technicians: people.map((p) => ({ name: p.name, role: p.role })),
    partsFitted,
    deferredItems,
    times: [
      { label: 'STA', at: at(activity.sta_at) },
      { label: 'ATA', at: at(activity.ata_at) },
      { label: 'STD', at: at(activity.std_at) },
      { label: 'ATD', at: at(activity.atd_at) },
    ],
    ...signed,
  };
}
