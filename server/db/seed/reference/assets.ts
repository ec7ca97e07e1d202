import { calibratedTools, equipment, resourceCategory, trucks } from '../../schema';
import { daysFromToday } from '../dates';
import type { SeedDb } from '../types';
import { need, type SeededReferences, type StationInfo } from './lookups';

const categories = [
  { name: 'Ground power units', kind: 'equipment', colour: '#f9a825' },
  { name: 'Tow bars', kind: 'equipment', colour: '#6d4c41' },
  { name: 'Nitrogen carts', kind: 'equipment', colour: '#1e88e5' },
  { name: 'Jacks', kind: 'equipment', colour: '#8e24aa' },
  { name: 'Torque wrenches', kind: 'tool', colour: '#43a047' },
  { name: 'Pressure gauges', kind: 'tool', colour: '#00acc1' },
  { name: 'Multimeters', kind: 'tool', colour: '#fb8c00' },
  { name: 'Service vans', kind: 'vehicle', colour: '#546e7a' },
  { name: 'De-icing trucks', kind: 'vehicle', colour: '#29b6f6' },
  { name: 'Tow tractors', kind: 'vehicle', colour: '#e53935' },
] as const;

const equipmentModels = [
  { category: 'Ground power units', name: '90 kVA ground power unit', make: 'ITW GSE', model: '7400 eGPU' },
  { category: 'Tow bars', name: 'Tow bar A320 family', make: 'TLD', model: 'TBL-320' },
  { category: 'Nitrogen carts', name: 'Nitrogen servicing cart', make: 'Tronair', model: '12-5300' },
  { category: 'Jacks', name: 'Axle jack 30 t', make: 'Tronair', model: '02-7802C0100' },
] as const;

/** Tools, their calibration intervals (days), and who calibrates them. */
const toolModels = [
  { category: 'Torque wrenches', description: 'Torque wrench 20–100 Nm', interval: 365, provider: 'Norbar Calibration' },
  { category: 'Torque wrenches', description: 'Torque wrench 60–340 Nm', interval: 365, provider: 'Norbar Calibration' },
  { category: 'Pressure gauges', description: 'Tyre inflation gauge 0–20 bar', interval: 180, provider: 'Tronair Service' },
  { category: 'Multimeters', description: 'Digital multimeter Fluke 87V', interval: 365, provider: 'Fluke Calibration' },
  { category: 'Pressure gauges', description: 'Hydraulic pressure gauge 0–350 bar', interval: 180, provider: 'WIKA Service' },
] as const;

/** Plausible number-plate shapes per country. */
function registration(country: string, n: number): string {
  const letters = (i: number) => String.fromCharCode(65 + (i % 26), 65 + ((i * 7) % 26));
  const digits = (i: number, width: number) => String(i % 10 ** width).padStart(width, '0');
  switch (country) {
    case 'FR':
      return `${letters(n)}-${digits(n * 37 + 101, 3)}-${letters(n + 5)}`;
    case 'GB':
      return `${letters(n)}${digits(n + 20, 2)} ${letters(n + 3)}${String.fromCharCode(65 + (n % 26))}`;
    case 'NL':
      return `${digits(n + 12, 2)}-${letters(n + 1)}${String.fromCharCode(66 + (n % 20))}-${digits(n, 1)}`;
    case 'DE':
      return `F-${letters(n)} ${digits(n * 53 + 1000, 4)}`;
    case 'CH':
      return `ZH ${digits(n * 7919 + 100000, 6)}`;
    case 'US':
      return `${letters(n)}${String.fromCharCode(67 + (n % 20))}-${digits(n * 211 + 1000, 4)}`;
    case 'CA':
      return `${letters(n)}${letters(n + 2)} ${digits(n * 17 + 100, 3)}`;
    default:
      return `${letters(n)}${String.fromCharCode(68 + (n % 20))} ${digits(n * 31 + 100, 3)}`;
  }
}

function stationAssets(station: StationInfo, index: number, categoryIds: Map<string, number>) {
  const base = { region_id: station.regionId, station_id: station.id };
  const equipmentRows = equipmentModels.map((m, i) => ({
    ...base,
    resource_category_id: need(categoryIds, m.category, 'category'),
    asset_no: `GSE-${station.code}-${String(i + 1).padStart(3, '0')}`,
    name: m.name,
    make: m.make,
    model: m.model,
    serial: `${m.model.replace(/\W/g, '').slice(0, 6)}-${1000 + index * 10 + i}`,
    status: (index + i) % 9 === 0 ? ('in_maintenance' as const) : ('serviceable' as const),
    next_service_date: daysFromToday(((index * 17 + i * 41) % 200) - 20),
  }));
  const truckKinds = [
    { type: 'service_van' as const, category: 'Service vans', make: 'Renault', model: 'Master', tank: null },
    ...(station.deIcing
      ? [{ type: 'de_icing_truck' as const, category: 'De-icing trucks', make: 'Vestergaard', model: 'Elephant BETA 15', tank: 15000 }]
      : []),
    ...(station.open24h ? [{ type: 'tow_tractor' as const, category: 'Tow tractors', make: 'TLD', model: 'TMX-150', tank: null }] : []),
  ];
  const truckRows = truckKinds.map((k, i) => ({
    ...base,
    resource_category_id: need(categoryIds, k.category, 'category'),
    registration: registration(station.country, index * 3 + i + 1),
    fleet_no: `${station.code}-${String(i + 1).padStart(2, '0')}`,
    type: k.type,
    make: k.make,
    model: k.model,
    fluid_tank_litres: k.tank,
    odometer_km: 8000 + ((index * 7919 + i * 104729) % 140000),
    status: 'serviceable' as const,
    next_service_date: daysFromToday(((index * 23 + i * 59) % 180) + 5),
    insurance_expiry: daysFromToday(((index * 31 + i * 67) % 330) + 20),
  }));
  const toolRows = toolModels.map((t, i) => {
    // Spread the last calibration so every station has valid tools, some due soon and, now and then, one overdue.
    const age = (index * 53 + i * 97) % (t.interval + 25);
    return {
      ...base,
      resource_category_id: need(categoryIds, t.category, 'category'),
      tool_no: `${t.category === 'Torque wrenches' ? 'TW' : t.category === 'Multimeters' ? 'MM' : 'PG'}-${station.code}-${String(i + 1).padStart(3, '0')}`,
      description: t.description,
      serial: `SN${(index + 1) * 10000 + i * 137}`,
      calibration_interval_days: t.interval,
      last_calibrated: daysFromToday(-age),
      calibration_provider: t.provider,
      calibration_certificate: `CAL-${new Date().getUTCFullYear()}-${String((index * 5 + i) * 113 + 1000).padStart(5, '0')}`,
      status: age > t.interval ? ('quarantined' as const) : ('in_service' as const),
    };
  });
  // EASA Part-145 145.A.40 in the demo (docs/modules/resource_allocation.md): one tool quarantined while its calibration
  // is still valid, so that booking or allocating it is refused by its status alone.
  const quarantined =
    station.code === 'AMS'
      ? [
          {
            ...toolRows[0],
            tool_no: `TW-${station.code}-009`,
            serial: `SN${(index + 1) * 10000 + 9 * 137}`,
            last_calibrated: daysFromToday(-30),
            calibration_certificate: `CAL-${new Date().getUTCFullYear()}-Q0009`,
            status: 'quarantined' as const,
          },
        ]
      : [];
  return { equipmentRows, truckRows, toolRows: [...toolRows, ...quarantined] };
}

export async function seedAssets(db: SeedDb, refs: SeededReferences): Promise<void> {
  const rows = await db
    .insert(resourceCategory)
    .values(categories.map((c) => ({ ...c })))
    .returning({ id: resourceCategory.id, name: resourceCategory.name });
  const categoryIds = new Map(rows.map((r) => [r.name, r.id]));
  const perStation = refs.stations.map((station, index) => stationAssets(station, index, categoryIds));
  await db.insert(equipment).values(perStation.flatMap((s) => s.equipmentRows));
  await db.insert(trucks).values(perStation.flatMap((s) => s.truckRows));
  await db.insert(calibratedTools).values(perStation.flatMap((s) => s.toolRows));
}
