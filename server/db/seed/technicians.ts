import { technicians } from '../schema';
import { sortLicences } from '../../../model/core/licences';
import { lookUpAirports } from './airports';
import { daysFromToday } from './dates';
import { demoStations, type SeededStation } from './stations';
import { requireId, type IdsByKey, type SeedDb } from './types';

import type { LicenceType } from '../../../model/core/licences';

export type { LicenceType };
type EmploymentType = 'permanent' | 'contract' | 'temporary';

interface DemoTechnician {
  station: string;
  name: string;
  /** The licence the technician works under first (numbering, type ratings); 'none' = no licence. */
  licence: LicenceType | 'none';
  /** Further licences held: a B2 beside a B1 (docs/modules/scheduled.md, "Licences"). */
  alsoHolds?: LicenceType[];
  employment?: EmploymentType;
  /** Overrides the default spread so the training alerts have something to show. */
  expiresInDays?: number;
  /** E-mail of the demo account this technician record belongs to. */
  userEmail?: string;
}

/** 40 technicians; employee numbers follow the list order (T0001 …). */
export const demoTechnicians: DemoTechnician[] = [
  { station: 'CDG', name: 'Toni Technician', licence: 'easa_b1', userEmail: 'tech@tarmac.test', expiresInDays: 21 },
  { station: 'CDG', name: 'Camille Laurent', licence: 'easa_b2', alsoHolds: ['easa_b1'] },
  { station: 'CDG', name: 'Mehdi Benali', licence: 'easa_a', employment: 'contract' },
  { station: 'ORY', name: 'Sophie Martin', licence: 'easa_b1', expiresInDays: 12 },
  { station: 'ORY', name: 'Lucas Moreau', licence: 'none', employment: 'temporary' },
  { station: 'LHR', name: 'Oliver Bennett', licence: 'easa_b1' },
  { station: 'LHR', name: 'Priya Sharma', licence: 'easa_b2', alsoHolds: ['easa_b1'] },
  { station: 'LHR', name: "James O'Connor", licence: 'easa_a', employment: 'contract', expiresInDays: 45 },
  { station: 'AMS', name: 'Daan de Vries', licence: 'easa_b1_1' },
  { station: 'AMS', name: 'Fatima El Amrani', licence: 'easa_b2' },
  { station: 'FRA', name: 'Jonas Müller', licence: 'easa_b1' },
  { station: 'FRA', name: 'Katarzyna Nowak', licence: 'easa_a' },
  { station: 'FRA', name: 'Lukas Schneider', licence: 'none', employment: 'temporary' },
  { station: 'ZRH', name: 'Marco Bernasconi', licence: 'easa_b1', expiresInDays: -6 },
  { station: 'ZRH', name: 'Elena Rossi', licence: 'easa_b2', employment: 'contract' },
  { station: 'ARN', name: 'Erik Lindqvist', licence: 'easa_b1' },
  { station: 'ARN', name: 'Sara Johansson', licence: 'easa_b2', expiresInDays: 27 },
  { station: 'ARN', name: 'Ahmed Hassan', licence: 'easa_a' },
  { station: 'LLA', name: 'Nils Nilsson', licence: 'easa_b1' },
  { station: 'CPH', name: 'Mette Sørensen', licence: 'easa_b1' },
  { station: 'CPH', name: 'Rasmus Jensen', licence: 'easa_a', employment: 'contract' },
  { station: 'OSL', name: 'Ingrid Halvorsen', licence: 'easa_b2' },
  { station: 'OSL', name: 'Magnus Berg', licence: 'easa_b1', expiresInDays: 52 },
  { station: 'OSL', name: 'Tomasz Kowalski', licence: 'none', employment: 'temporary' },
  { station: 'HEL', name: 'Aino Virtanen', licence: 'easa_b1' },
  { station: 'HEL', name: 'Mikko Korhonen', licence: 'easa_b2' },
  { station: 'KEF', name: 'Guðrún Jónsdóttir', licence: 'easa_b1' },
  { station: 'KEF', name: 'Einar Sigurðsson', licence: 'easa_a', employment: 'contract' },
  { station: 'YYZ', name: 'Michael Chen', licence: 'faa_ap' },
  { station: 'YYZ', name: 'Aisha Mohammed', licence: 'faa_ap' },
  { station: 'YYZ', name: 'Daniel Okafor', licence: 'none', employment: 'temporary' },
  { station: 'YUL', name: 'Olivia Tremblay', licence: 'faa_ap' },
  { station: 'YUL', name: 'Jean-François Gagnon', licence: 'faa_ap', employment: 'contract' },
  { station: 'YYC', name: 'Emily Nguyen', licence: 'faa_ap' },
  { station: 'YYC', name: 'Ryan MacDonald', licence: 'faa_ap' },
  { station: 'JFK', name: 'Carlos Hernández', licence: 'faa_ap' },
  { station: 'JFK', name: 'Jessica Williams', licence: 'faa_ap', employment: 'contract' },
  { station: 'JFK', name: 'Hiroshi Tanaka', licence: 'faa_ap' },
  { station: 'ORD', name: 'Maria Kowalczyk', licence: 'faa_ap' },
  { station: 'ORD', name: 'David Johnson', licence: 'none', employment: 'temporary' },
];

/** Base hourly cost in the region's currency (EUR, SEK, USD). */
const baseHourlyCost: Record<string, number> = { 'EUR-W': 52, 'EUR-N': 560, NAM: 64 };

const asciiLetters: Record<string, string> = { ð: 'd', ø: 'o', æ: 'ae', ß: 'ss', å: 'a' };

function emailFor(name: string): string {
  const ascii = name
    .toLowerCase()
    .replace(/[ðøæßå]/g, (c) => asciiLetters[c])
    .normalize('NFD')
    .replace(/[\u0300-\u036f']/g, '');
  return `${ascii.replace(/[^a-z]+/g, '.')}@tarmac.test`;
}

/** Part-66 licences are issued by the national authority ("FR.66.…"); the UK CAA keeps "UK.66". */
function licenceNumber(licence: LicenceType | 'none', country: string, index: number): string | null {
  if (licence === 'none') return null;
  if (licence === 'faa_ap') return String(3_400_000 + index * 7919);
  return `${country === 'GB' ? 'UK' : country}.66.${String(10_000 + index * 1013).padStart(6, '0')}`;
}

/** North American demo numbers use the fictional 555-01xx range. */
function mobileNumber(prefix: string, index: number): string {
  if (prefix.startsWith('+1 ')) return `${prefix} ${String(100 + index).padStart(4, '0')}`;
  return `${prefix} ${100 + ((index * 37) % 900)} ${String(1000 + ((index * 613) % 9000))}`;
}

export interface SeededTechnician {
  id: number;
  licence: LicenceType | 'none';
  regionCode: string;
  licenceExpiry: string | null;
}

export async function seedTechnicians(db: SeedDb, stationIds: Map<string, SeededStation>, userIds: IdsByKey): Promise<SeededTechnician[]> {
  const stationByCode = new Map(demoStations.map((s) => [s.code, s]));
  const countryByStation = new Map(lookUpAirports(demoStations.map((s) => s.code)).map((a) => [a.iata, a.country]));

  const values = demoTechnicians.map((t, i) => {
    const station = stationByCode.get(t.station)!;
    const seeded = stationIds.get(t.station)!;
    const employment = t.employment ?? 'permanent';
    // FAA A&P certificates do not expire; Part-66 licences run five years.
    const expiry = t.licence === 'none' || t.licence === 'faa_ap' ? null : daysFromToday(t.expiresInDays ?? 120 + ((i * 173) % 1500));
    const cost = baseHourlyCost[station.region] * (1 + ((i * 7) % 25) / 100) * (employment === 'permanent' ? 1 : 1.3);
    return {
      region_id: seeded.regionId,
      home_station_id: seeded.id,
      user_id: t.userEmail ? requireId(userIds, t.userEmail, 'user') : null,
      employee_no: `T${String(i + 1).padStart(4, '0')}`,
      name: t.name,
      email: t.userEmail ?? emailFor(t.name),
      phone: mobileNumber(station.mobilePrefix, i),
      licences: t.licence === 'none' ? [] : sortLicences([t.licence, ...(t.alsoHolds ?? [])]),
      licence_number: licenceNumber(t.licence, countryByStation.get(t.station)!, i + 1),
      licence_expiry: expiry,
      // The company's own certification authorisation (145.A.35), for those who may sign releases.
      certification_authorisation_no: t.licence === 'none' ? null : `TGS-CA-${String(i + 1).padStart(3, '0')}`,
      employment_type: employment,
      hourly_cost: cost.toFixed(2),
    };
  });

  const rows = await db.insert(technicians).values(values).returning({ id: technicians.id, employee_no: technicians.employee_no });
  const idByEmployeeNo = new Map(rows.map((r) => [r.employee_no, r.id]));
  return values.map((v, i) => ({
    id: idByEmployeeNo.get(v.employee_no)!,
    licence: demoTechnicians[i].licence,
    regionCode: stationByCode.get(demoTechnicians[i].station)!.region,
    licenceExpiry: v.licence_expiry,
  }));
}
