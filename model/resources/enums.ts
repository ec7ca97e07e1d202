/**
 * Closed lists of values shared by the database schema (text enums), the zod schemas and the
 * browser's choice inputs. Labels live in i18n under `resources.<name>.choices.<field>.<value>`.
 */
export const aircraftCategories = ['regional', 'narrow_body', 'wide_body'] as const;
/**
 * The licences a technician may hold, several at once (technicians.licences): Part-66 categories A, B1
 * (or a B1 sub-category for one aircraft group: B1.1 turbine aeroplanes, B1.2 piston aeroplanes, B1.3
 * turbine helicopters, B1.4 piston helicopters) and B2, and an FAA A&P certificate, its own privilege
 * set. What each lets its holder certify: model/core/licences.ts.
 */
export const licenceTypes = ['easa_a', 'easa_b1', 'easa_b1_1', 'easa_b1_2', 'easa_b1_3', 'easa_b1_4', 'easa_b2', 'faa_ap'] as const;
export const employmentTypes = ['permanent', 'contract', 'temporary'] as const;
/** Part-66 licence categories, also used for aircraft-type authorisations. */
export const licenceCategories = ['A', 'B1', 'B2', 'C'] as const;

export const serviceCategories = ['line_check', 'on_call', 'de_icing', 'gse', 'other'] as const;
export const billingUnits = ['service', 'hour', 'litre', 'day'] as const;
export const memoPriorities = ['info', 'important', 'urgent'] as const;

export const resourceKinds = ['equipment', 'tool', 'vehicle'] as const;
export const assetStatuses = ['serviceable', 'unserviceable', 'in_maintenance', 'retired'] as const;
export const truckTypes = ['service_van', 'de_icing_truck', 'tow_tractor'] as const;
export const toolStatuses = ['in_service', 'out_for_calibration', 'quarantined', 'retired'] as const;
/** Computed from next_due by the due-soon rule (model/dueStatus.ts); never_calibrated when no date. */
export const calibrationStatuses = ['overdue', 'due_soon', 'valid', 'never_calibrated'] as const;

export const measureKinds = ['volume', 'mass', 'count', 'time', 'length'] as const;
export const materialCategories = ['consumable', 'fluid', 'de_icing_fluid', 'part'] as const;
export const courseCategories = [
  'human_factors',
  'ewis',
  'fuel_tank_safety',
  'de_icing',
  'ramp_safety',
  'dangerous_goods',
  'type_training',
  'other',
] as const;
/** Who a course is mandatory for: every technician, or holders of a licence category. */
export const courseAudiences = ['all', ...licenceCategories] as const;
export const expenseUnits = ['day', 'night', 'km', 'each'] as const;
