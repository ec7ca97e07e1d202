import { dictionary, expenses, materials, measures, partCert, rts, trainingCourses } from '../../schema';
import type { SeedDb } from '../types';
import { need, type SeededReferences } from './lookups';

const demoMeasures = [
  { code: 'L', name: 'Litre', kind: 'volume', factor: 1 },
  { code: 'mL', name: 'Millilitre', kind: 'volume', factor: 0.001 },
  { code: 'gal', name: 'US gallon', kind: 'volume', factor: 3.785411784 },
  { code: 'qt', name: 'US quart', kind: 'volume', factor: 0.946352946 },
  { code: 'kg', name: 'Kilogram', kind: 'mass', factor: 1 },
  { code: 'lb', name: 'Pound', kind: 'mass', factor: 0.45359237 },
  { code: 'ea', name: 'Each', kind: 'count', factor: 1 },
  { code: 'h', name: 'Hour', kind: 'time', factor: 1 },
  { code: 'km', name: 'Kilometre', kind: 'length', factor: 1 },
  { code: 'mi', name: 'Mile', kind: 'length', factor: 1.609344 },
] as const;

/** Consumables a line station really stocks; part numbers are the manufacturers' where public. */
const demoMaterials = [
  {
    part_number: 'MJO2-1QT',
    description: 'Mobil Jet Oil II turbine oil, 1 US qt can',
    measure: 'qt',
    category: 'fluid',
    unit_cost: 18.5,
    shelf_life_months: 60,
    hazardous: false,
    minimum_stock: 12,
  },
  {
    part_number: 'MJO254-1QT',
    description: 'Mobil Jet Oil 254 turbine oil, 1 US qt can',
    measure: 'qt',
    category: 'fluid',
    unit_cost: 24.9,
    shelf_life_months: 60,
    hazardous: false,
    minimum_stock: 6,
  },
  {
    part_number: 'SKYDROL-LD4-1G',
    description: 'Skydrol LD-4 hydraulic fluid, 1 US gal',
    measure: 'gal',
    category: 'fluid',
    unit_cost: 142,
    shelf_life_months: 60,
    hazardous: true,
    minimum_stock: 4,
  },
  {
    part_number: 'SKYDROL-PE5-1G',
    description: 'Skydrol PE-5 hydraulic fluid, 1 US gal',
    measure: 'gal',
    category: 'fluid',
    unit_cost: 156,
    shelf_life_months: 60,
    hazardous: true,
    minimum_stock: 2,
  },
  {
    part_number: 'SAFEWING-MP1-1000',
    description: 'Clariant Safewing MP I 1938 ECO (80) Type I de-icing fluid',
    measure: 'L',
    category: 'de_icing_fluid',
    unit_cost: 2.1,
    shelf_life_months: 24,
    hazardous: false,
    minimum_stock: 8000,
  },
  {
    part_number: 'SAFEWING-MP4-LAUNCH',
    description: 'Clariant Safewing MP IV Launch Plus Type IV anti-icing fluid',
    measure: 'L',
    category: 'de_icing_fluid',
    unit_cost: 4.8,
    shelf_life_months: 24,
    hazardous: false,
    minimum_stock: 3000,
  },
  {
    part_number: 'KILFROST-ABC-S',
    description: 'Kilfrost ABC-S Plus Type IV anti-icing fluid',
    measure: 'L',
    category: 'de_icing_fluid',
    unit_cost: 4.6,
    shelf_life_months: 24,
    hazardous: false,
    minimum_stock: 2000,
  },
  {
    part_number: 'N2-CYL-50L',
    description: 'Nitrogen, oxygen-free, 50 L cylinder 200 bar',
    measure: 'ea',
    category: 'consumable',
    unit_cost: 65,
    shelf_life_months: null,
    hazardous: true,
    minimum_stock: 2,
  },
  {
    part_number: 'AEROSHELL-33',
    description: 'AeroShell Grease 33, 3 kg tin',
    measure: 'kg',
    category: 'consumable',
    unit_cost: 31,
    shelf_life_months: 36,
    hazardous: false,
    minimum_stock: 3,
  },
  {
    part_number: 'LOCKWIRE-032',
    description: 'Lockwire 0.032 in stainless, 1 lb spool',
    measure: 'lb',
    category: 'consumable',
    unit_cost: 38,
    shelf_life_months: null,
    hazardous: false,
    minimum_stock: 2,
  },
  {
    part_number: 'C20195100',
    description: 'Main wheel assembly A320 family',
    measure: 'ea',
    category: 'part',
    unit_cost: 9800,
    shelf_life_months: null,
    hazardous: false,
    minimum_stock: 1,
  },
  {
    part_number: '2-1577-2',
    description: 'Carbon brake assembly A320 family',
    measure: 'ea',
    category: 'part',
    unit_cost: 48500,
    shelf_life_months: null,
    hazardous: false,
    minimum_stock: 0,
  },
  {
    part_number: 'W3A11-1',
    description: 'Wiper blade assembly 737NG',
    measure: 'ea',
    category: 'part',
    unit_cost: 410,
    shelf_life_months: null,
    hazardous: false,
    minimum_stock: 2,
  },
  {
    part_number: 'QA06123',
    description: 'Engine oil filter element CFM56',
    measure: 'ea',
    category: 'part',
    unit_cost: 215,
    shelf_life_months: null,
    hazardous: false,
    minimum_stock: 4,
  },
] as const;

const demoPartCerts = [
  { code: '8130-3', name: 'FAA Form 8130-3 Authorized Release Certificate', authority: 'FAA', serial_required: true },
  { code: 'EASA-F1', name: 'EASA Form 1 Authorised Release Certificate', authority: 'EASA', serial_required: true },
  { code: 'UK-CAA-F1', name: 'UK CAA Form 1 Authorised Release Certificate', authority: 'UK CAA', serial_required: true },
  { code: 'TCCA-F1', name: 'Transport Canada Form One Authorized Release Certificate', authority: 'TCCA', serial_required: true },
  { code: 'COC', name: 'Certificate of Conformity (manufacturer)', authority: null, serial_required: false },
];

const demoCourses = [
  {
    code: 'HF-REC',
    name: 'Human factors recurrent',
    category: 'human_factors',
    duration_hours: 8,
    validity_months: 24,
    mandatory_for: ['all'],
  },
  {
    code: 'EWIS-REC',
    name: 'EWIS recurrent (CS-25 Appendix H)',
    category: 'ewis',
    duration_hours: 4,
    validity_months: 24,
    mandatory_for: ['B1', 'B2'],
  },
  {
    code: 'FTS-P2',
    name: 'Fuel tank safety phase 2',
    category: 'fuel_tank_safety',
    duration_hours: 4,
    validity_months: 24,
    mandatory_for: ['B1'],
  },
  {
    code: 'DEICE-L10',
    name: 'De-icing/anti-icing operator (SAE AS6286 level 10)',
    category: 'de_icing',
    duration_hours: 8,
    validity_months: 12,
    mandatory_for: ['all'],
    qualifies_for_de_icing: true,
  },
  {
    code: 'RAMP-SAFE',
    name: 'Ramp safety and airside driving',
    category: 'ramp_safety',
    duration_hours: 4,
    validity_months: 24,
    mandatory_for: ['all'],
  },
  {
    code: 'DG-CAT6',
    name: 'Dangerous goods awareness (category 6)',
    category: 'dangerous_goods',
    duration_hours: 6,
    validity_months: 24,
    mandatory_for: ['all'],
  },
  {
    code: 'A320-B1-T1',
    name: 'A320 family (CFM56/LEAP/PW1100G) B1 type training',
    category: 'type_training',
    duration_hours: 160,
    validity_months: null,
    mandatory_for: [],
  },
  {
    code: 'B737-B1-T1',
    name: 'Boeing 737-600/700/800/900 (CFM56) and MAX B1 type training',
    category: 'type_training',
    duration_hours: 170,
    validity_months: null,
    mandatory_for: [],
  },
  {
    code: 'TOW',
    name: 'Aircraft towing and pushback authorisation',
    category: 'other',
    duration_hours: 8,
    validity_months: 24,
    mandatory_for: [],
  },
  {
    code: 'RUNUP',
    name: 'Engine ground run-up qualification',
    category: 'other',
    duration_hours: 16,
    validity_months: 24,
    mandatory_for: [],
  },
] as const;

const demoExpenses = [
  { code: 'PER-DIEM', name: 'Per diem', unit: 'day', default_rate: 45, receipt_required: false },
  { code: 'HOTEL', name: 'Hotel', unit: 'night', default_rate: 140, receipt_required: true },
  { code: 'MILEAGE', name: 'Mileage (own car)', unit: 'km', default_rate: 0.42, receipt_required: false },
  { code: 'MEAL', name: 'Meal', unit: 'each', default_rate: 25, receipt_required: true },
  { code: 'PARKING', name: 'Parking', unit: 'each', default_rate: 20, receipt_required: true },
  { code: 'TAXI', name: 'Taxi', unit: 'each', default_rate: 60, receipt_required: true },
  { code: 'FUEL', name: 'Fuel (company vehicle)', unit: 'each', default_rate: 80, receipt_required: true },
  { code: 'FLIGHT', name: 'Positioning flight', unit: 'each', default_rate: 250, receipt_required: true },
] as const;

const demoTerms = [
  {
    term: 'Aircraft on ground',
    abbreviation: 'AOG',
    category: 'AOG',
    definition: 'An aircraft that cannot fly until a defect is fixed or a part arrives; the highest priority for on-call work.',
  },
  {
    term: 'Minimum equipment list',
    abbreviation: 'MEL',
    category: 'MEL',
    definition: "The operator's approved list of items that may be inoperative for dispatch, with the conditions and time limits.",
  },
  {
    term: 'Certificate of release to service',
    abbreviation: 'CRS',
    category: 'CRS',
    definition: 'The signature of an authorised certifying technician declaring that maintenance was done and the aircraft is fit to fly.',
  },
  {
    term: 'Holdover time',
    abbreviation: 'HOT',
    category: 'HOT',
    definition: 'The estimated time anti-icing fluid protects the aircraft, counted from the start of the final de-icing/anti-icing step.',
  },
  {
    term: 'Configuration deviation list',
    abbreviation: 'CDL',
    category: 'MEL',
    definition: 'Secondary airframe and engine parts that may be missing for dispatch, with any performance penalties.',
  },
  {
    term: 'Technical log book',
    abbreviation: 'TLB',
    category: 'CRS',
    definition: 'The aircraft document where defects, deferrals and releases to service are recorded.',
  },
  {
    term: 'ATA 12 — Servicing',
    abbreviation: 'ATA 12',
    category: 'ATA chapters',
    definition: 'Replenishing fluids (oil, hydraulic, water), tyre pressures and other routine servicing.',
  },
  {
    term: 'ATA 30 — Ice and rain protection',
    abbreviation: 'ATA 30',
    category: 'ATA chapters',
    definition: 'Anti-icing and de-icing systems, wipers and rain repellent.',
  },
  {
    term: 'ATA 32 — Landing gear',
    abbreviation: 'ATA 32',
    category: 'ATA chapters',
    definition: 'Gear, wheels, brakes, steering and their indications.',
  },
  {
    term: 'Auxiliary power unit',
    abbreviation: 'APU',
    category: 'ATA chapters',
    definition: 'A small turbine in the tail that supplies electrical power and bleed air on the ground (ATA 49).',
  },
  {
    term: 'Ground support equipment',
    abbreviation: 'GSE',
    category: 'GSE',
    definition: 'Ground power units, tow tractors, stairs, nitrogen carts and other equipment that serves aircraft on the ground.',
  },
  {
    term: 'Extended-range twin-engine operations',
    abbreviation: 'ETOPS',
    category: 'CRS',
    definition: 'Operations beyond 60 minutes from an adequate airport; requires an ETOPS-qualified pre-departure service check.',
  },
];

export async function seedCatalogue(db: SeedDb, refs: SeededReferences): Promise<void> {
  const measureRows = await db
    .insert(measures)
    .values(demoMeasures.map((m) => ({ ...m })))
    .returning({ id: measures.id, code: measures.code });
  const measureIds = new Map(measureRows.map((m) => [m.code, m.id]));
  await db
    .insert(materials)
    .values(demoMaterials.map(({ measure, ...m }) => ({ ...m, measure_id: need(measureIds, measure, 'measure'), currency: 'EUR' })));
  await db.insert(partCert).values(demoPartCerts);
  await db.insert(trainingCourses).values(demoCourses.map((c) => ({ ...c, mandatory_for: [...c.mandatory_for] })));
  await db.insert(expenses).values(demoExpenses.map((e) => ({ ...e, currency: 'EUR' })));
  await db.insert(dictionary).values(demoTerms);
  await db.insert(rts).values([
    {
      name: 'EASA Part-145 certificate of release to service',
      regulation_basis: 'EASA Part-145.A.50',
      text: 'Certifies that the work specified on work order {work_order} was carried out on {registration} at {station} on {date} in accordance with Part-145 and in respect to that work the aircraft is considered ready for release to service. {technician}, licence {licence}.',
    },
    {
      name: 'FAA maintenance release (14 CFR 43.9)',
      regulation_basis: '14 CFR 43.9 / 121.709',
      text: 'The aircraft {registration} was maintained per work order {work_order} at {station} on {date} and is approved for return to service. Signed {technician}, certificate {licence}.',
    },
    {
      name: 'Transport Canada maintenance release (CAR 571.10)',
      regulation_basis: 'CAR 571.10',
      text: 'The described maintenance has been performed on {registration} (work order {work_order}, {station}, {date}) in accordance with the applicable airworthiness requirements. {technician}, licence {licence}.',
    },
    {
      name: 'Air France line maintenance CRS',
      customer_id: need(refs.customerIdByIata, 'AF', 'customer'),
      regulation_basis: 'EASA Part-145.A.50 / AF MOE 2.16',
      text: 'CRS {registration} — WO {work_order} — {station} {date}. Work performed per AF AMP. Released by {technician} ({licence}).',
    },
  ]);
}
