import { describe, expect, it } from 'vitest';
import { memoryStore } from 'react-admin';
import { clearStaleRegionFilters, listStoreKey } from '../../../src/components/crud/list/listStoreKey';
import { visibleSettingsGroups } from '../../../src/pages/settings-area/settingsTiles';
import { canAccessResource } from '../../../model/resourceAccess';

describe('list filters remembered per region', () => {
  it('keys region-scoped lists by the active region, global ones not', () => {
    expect(listStoreKey('stations', 10)).toBe('crud.region.10.stations');
    expect(listStoreKey('airport', 10)).toBe('crud.global.airport');
  });

  it('a different active region clears the region-scoped filters, keeps the global ones', () => {
    const store = memoryStore();
    store.setup();
    clearStaleRegionFilters(store, 10);
    store.setItem('crud.region.10.stations.listParams', { filter: { active: true } });
    store.setItem('crud.global.airport.listParams', { filter: { country: 'GB' } });
    clearStaleRegionFilters(store, 10);
    expect(store.getItem('crud.region.10.stations.listParams')).toEqual({ filter: { active: true } });
    clearStaleRegionFilters(store, 20);
    expect(store.getItem('crud.region.10.stations.listParams')).toBeUndefined();
    expect(store.getItem('crud.global.airport.listParams')).toEqual({ filter: { country: 'GB' } });
  });
});

describe('settings landing tiles', () => {
  it('a planner sees the settings screens but not users and roles; empty groups disappear', () => {
    const planner = ['settings_tab', 'planning_write'];
    const groups = visibleSettingsGroups((resource) => canAccessResource(planner, resource, 'list'));
    const people = groups.find((group) => group.key === 'people');
    expect(people?.resources).toEqual(['technicians', 'training_courses', 'shift_types']);
    expect(visibleSettingsGroups(() => false)).toEqual([]);
  });
});
