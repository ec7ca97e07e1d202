import { memos, roadTrips } from '../../schema';
import { daysFromToday } from '../dates';
import type { SeedDb } from '../types';
import { need, type SeededReferences } from './lookups';

/** Road journeys for on-call cover of nearby airports (distances and times by road). */
const trips = [
  { from: 'CDG', to: 'ORY', km: 47, minutes: 55, tolls: 0, rate: 0.42, currency: 'EUR' },
  { from: 'CDG', to: 'BRU', km: 300, minutes: 190, tolls: 16.4, rate: 0.42, currency: 'EUR' },
  { from: 'LHR', to: 'LGW', km: 72, minutes: 60, tolls: 0, rate: 0.45, currency: 'GBP' },
  { from: 'AMS', to: 'BRU', km: 205, minutes: 140, tolls: 0, rate: 0.42, currency: 'EUR' },
  { from: 'FRA', to: 'MUC', km: 395, minutes: 240, tolls: 0, rate: 0.42, currency: 'EUR' },
  { from: 'ZRH', to: 'MUC', km: 315, minutes: 220, tolls: 40, rate: 0.7, currency: 'CHF' },
  { from: 'CPH', to: 'BLL', km: 260, minutes: 170, tolls: 40, rate: 3.6, currency: 'DKK' },
  { from: 'OSL', to: 'TRD', km: 490, minutes: 390, tolls: 60, rate: 4.5, currency: 'NOK' },
  { from: 'YUL', to: 'YOW', km: 200, minutes: 130, tolls: 0, rate: 0.68, currency: 'CAD' },
  { from: 'YYZ', to: 'YOW', km: 450, minutes: 270, tolls: 0, rate: 0.68, currency: 'CAD' },
  { from: 'YYC', to: 'YEG', km: 300, minutes: 185, tolls: 0, rate: 0.68, currency: 'CAD' },
  { from: 'JFK', to: 'BOS', km: 340, minutes: 240, tolls: 22, rate: 0.7, currency: 'USD' },
  { from: 'ORD', to: 'MSP', km: 655, minutes: 380, tolls: 15, rate: 0.7, currency: 'USD' },
];

export async function seedRoadTrips(db: SeedDb, refs: SeededReferences): Promise<void> {
  await db.insert(roadTrips).values(
    trips.map((t) => {
      const station = need(refs.stationByCode, t.from, 'station');
      return {
        region_id: station.regionId,
        name: `${t.from} → ${t.to}`,
        from_station_id: station.id,
        to_airport_id: need(refs.airportIdByIata, t.to, 'airport'),
        distance_km: t.km,
        typical_minutes: t.minutes,
        tolls: t.tolls,
        mileage_rate: t.rate,
        currency: t.currency,
      };
    }),
  );
}

export async function seedMemos(db: SeedDb, refs: SeededReferences): Promise<void> {
  const region = (code: string) => need(refs.regionIdByCode, code, 'region');
  const station = (code: string) => need(refs.stationByCode, code, 'station').id;
  await db.insert(memos).values([
    {
      region_id: null,
      station_id: null,
      title: 'Winter operations start 1 November',
      body: 'De-icing holdover tables for the new season are published. Read and acknowledge before your next shift.',
      priority: 'important',
      valid_from: daysFromToday(-20),
      valid_to: daysFromToday(140),
      acknowledgement_required: true,
    },
    {
      region_id: region('EUR-W'),
      station_id: station('CDG'),
      title: 'CDG: stand K-area closed for resurfacing',
      body: 'Remote stands K21–K34 are closed at night until further notice. Tow via taxiway Romeo.',
      priority: 'info',
      valid_from: daysFromToday(-3),
      valid_to: daysFromToday(25),
      acknowledgement_required: false,
    },
    {
      region_id: region('EUR-W'),
      station_id: null,
      title: 'Torque wrench recall: Norbar batch 2024-17',
      body: 'Quarantine every torque wrench with a serial in batch 2024-17 and send it for calibration.',
      priority: 'urgent',
      valid_from: daysFromToday(-1),
      valid_to: daysFromToday(30),
      acknowledgement_required: true,
    },
    {
      region_id: region('EUR-N'),
      station_id: station('ARN'),
      title: 'ARN: Type IV fluid delivery on Thursday',
      body: 'Expect 20 000 L of Safewing MP IV Launch Plus. Two technicians to support the transfer.',
      priority: 'info',
      valid_from: daysFromToday(0),
      valid_to: daysFromToday(7),
      acknowledgement_required: false,
    },
    {
      region_id: region('NAM'),
      station_id: null,
      title: 'FAA AD 2025-02-14: A320neo PW1100G borescope',
      body: 'Borescope inspections on affected engines are to be recorded against the AD work card.',
      priority: 'important',
      valid_from: daysFromToday(-10),
      valid_to: null,
      acknowledgement_required: true,
    },
  ]);
}
