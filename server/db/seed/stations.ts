import { stations } from '../schema';
import type { RegionCode } from './regions';
import { requireId, type IdsByKey, type SeedDb } from './types';

export interface DemoStation {
  code: string;
  region: RegionCode;
  name: string;
  phone: string;
  open24h: boolean;
  /** Cold-weather stations run de-icing trucks in winter. */
  deIcing: boolean;
  /** Mobile number prefix (country code + mobile or area code) for the technicians based here. */
  mobilePrefix: string;
}

export const demoStations: DemoStation[] = [
  {
    code: 'CDG',
    region: 'EUR-W',
    name: 'Paris CDG Line Station',
    phone: '+33 1 48 62 41 10',
    open24h: true,
    deIcing: true,
    mobilePrefix: '+33 6',
  },
  {
    code: 'ORY',
    region: 'EUR-W',
    name: 'Paris Orly Line Station',
    phone: '+33 1 49 75 18 20',
    open24h: false,
    deIcing: false,
    mobilePrefix: '+33 6',
  },
  {
    code: 'LHR',
    region: 'EUR-W',
    name: 'London Heathrow Line Station',
    phone: '+44 20 8759 4410',
    open24h: true,
    deIcing: true,
    mobilePrefix: '+44 7700',
  },
  {
    code: 'AMS',
    region: 'EUR-W',
    name: 'Amsterdam Schiphol Line Station',
    phone: '+31 20 601 3370',
    open24h: true,
    deIcing: true,
    mobilePrefix: '+31 6',
  },
  {
    code: 'FRA',
    region: 'EUR-W',
    name: 'Frankfurt Line Station',
    phone: '+49 69 690 72 140',
    open24h: true,
    deIcing: true,
    mobilePrefix: '+49 151',
  },
  {
    code: 'ZRH',
    region: 'EUR-W',
    name: 'Zurich Line Station',
    phone: '+41 43 816 22 50',
    open24h: false,
    deIcing: true,
    mobilePrefix: '+41 79',
  },
  {
    code: 'ARN',
    region: 'EUR-N',
    name: 'Stockholm Arlanda Line Station',
    phone: '+46 8 797 61 00',
    open24h: true,
    deIcing: true,
    mobilePrefix: '+46 70',
  },
  {
    code: 'LLA',
    region: 'EUR-N',
    name: 'Luleå Line Station',
    phone: '+46 920 24 49 30',
    open24h: false,
    deIcing: true,
    mobilePrefix: '+46 73',
  },
  {
    code: 'CPH',
    region: 'EUR-N',
    name: 'Copenhagen Kastrup Line Station',
    phone: '+45 32 31 47 80',
    open24h: true,
    deIcing: true,
    mobilePrefix: '+45 20',
  },
  {
    code: 'OSL',
    region: 'EUR-N',
    name: 'Oslo Gardermoen Line Station',
    phone: '+47 64 81 25 60',
    open24h: true,
    deIcing: true,
    mobilePrefix: '+47 41',
  },
  {
    code: 'HEL',
    region: 'EUR-N',
    name: 'Helsinki Vantaa Line Station',
    phone: '+358 9 8277 3410',
    open24h: false,
    deIcing: true,
    mobilePrefix: '+358 40',
  },
  {
    code: 'KEF',
    region: 'EUR-N',
    name: 'Keflavík Line Station',
    phone: '+354 425 0710',
    open24h: false,
    deIcing: true,
    mobilePrefix: '+354 66',
  },
  {
    code: 'YYZ',
    region: 'NAM',
    name: 'Toronto Pearson Line Station',
    phone: '+1 905 676 3120',
    open24h: true,
    deIcing: true,
    mobilePrefix: '+1 416 555',
  },
  {
    code: 'YUL',
    region: 'NAM',
    name: 'Montréal Trudeau Line Station',
    phone: '+1 514 633 2840',
    open24h: false,
    deIcing: true,
    mobilePrefix: '+1 514 555',
  },
  {
    code: 'YYC',
    region: 'NAM',
    name: 'Calgary Line Station',
    phone: '+1 403 735 1260',
    open24h: false,
    deIcing: true,
    mobilePrefix: '+1 403 555',
  },
  {
    code: 'JFK',
    region: 'NAM',
    name: 'New York JFK Line Station',
    phone: '+1 718 244 5530',
    open24h: true,
    deIcing: true,
    mobilePrefix: '+1 718 555',
  },
  {
    code: 'ORD',
    region: 'NAM',
    name: "Chicago O'Hare Line Station",
    phone: '+1 773 686 4470',
    open24h: false,
    deIcing: true,
    mobilePrefix: '+1 312 555',
  },
];

export interface SeededStation {
  id: number;
  regionId: number;
}

/** Returns station ids (and their region) by station code. */
export async function seedStations(db: SeedDb, regionIds: IdsByKey, airportIds: IdsByKey): Promise<Map<string, SeededStation>> {
  const rows = await db
    .insert(stations)
    .values(
      demoStations.map((s) => ({
        region_id: requireId(regionIds, s.region, 'region'),
        airport_id: requireId(airportIds, s.code, 'airport'),
        code: s.code,
        name: s.name,
        phone: s.phone,
        email: `${s.code.toLowerCase()}.line@tarmac.test`,
        opening_hours: s.open24h ? '24/7' : '05:00–23:30 local',
        open_24h: s.open24h,
        de_icing: s.deIcing,
      })),
    )
    .returning({ id: stations.id, code: stations.code, region_id: stations.region_id });
  return new Map(rows.map((r) => [r.code, { id: r.id, regionId: r.region_id }]));
}
