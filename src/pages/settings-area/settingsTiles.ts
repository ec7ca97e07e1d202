import type { ResourceName } from '../../../model/resourceAccess';

/** Where the general settings page lives (a single record: GET|PUT /api/setting). */
export const generalSettingsPath = '/setting/general';

export interface SettingsGroup {
  /** i18n: crud.settings.groups.<key> */
  key: string;
  resources: ResourceName[];
}

/** The /setting landing page's tiles (docs/modules/settings.md), in the order planners think of them. */
export const settingsGroups: readonly SettingsGroup[] = [
  { key: 'network', resources: ['regions', 'airport', 'stations', 'road_trips'] },
  { key: 'fleet', resources: ['customers', 'aircraft_type', 'flight_schedule', 'services'] },
  { key: 'people', resources: ['technicians', 'training_courses', 'shift_types', 'users', 'roles', 'api_keys'] },
  { key: 'assets', resources: ['equipment', 'trucks', 'calibrated_tools', 'resource_category'] },
  { key: 'parts', resources: ['materials', 'measures', 'part_cert', 'expenses'] },
  { key: 'documents', resources: ['rts', 'memos', 'dictionary'] },
  { key: 'general', resources: ['setting'] },
];

export const tilePath = (resource: ResourceName) => (resource === 'setting' ? generalSettingsPath : `/${resource}`);

/** The groups with only the tiles the user may open; empty groups disappear. */
export function visibleSettingsGroups(mayRead: (resource: ResourceName) => boolean): SettingsGroup[] {
  return settingsGroups
    .map((group) => ({ ...group, resources: group.resources.filter(mayRead) }))
    .filter((group) => group.resources.length > 0);
}
