import { describe, expect, it } from 'vitest';
import { findRoute, routes, routePath, screenNames, settingsRouteName, visibleNavItems } from '../../../model/routes';
import { screens } from '../../../src/routes/screens';
import { formatDocumentTitle } from '../../../src/routes/useDocumentTitle';
import { scrollDelayMs, scrollTargetFor } from '../../../src/layout/scrollBehaviour';

describe('route table', () => {
  it('holds every path of the spec', () => {
    const paths = routes.map((r) => r.path);
    const expected = [
      '/',
      '/login',
      '/logout',
      '/register',
      '/password/reset',
      '/password/reset/:token',
      '/email/verify/:id',
      '/email/resend',
      '/home',
      '/unauthorized',
      '/setting',
      '/status_view/:sel_date?',
      '/flight_schedule',
      '/airport',
      '/aircraft_type',
      '/road_trips',
      '/expenses',
      '/equipment',
      '/materials',
      '/measures',
      '/training_courses',
      '/technicians',
      '/part_cert',
      '/rts',
      '/services',
      '/stations',
      '/trucks',
      '/memos',
      '/dictionary',
      '/resource_category',
      '/calibrated_tools',
      '/regions',
      // Manpower: the roster's shift types, a settings resource.
      '/shift_types',
      // On-Call: taking a call and a request's page, below the On-Call tab.
      '/on_call/new',
      '/on_call/:id',
      '/scheduled',
      '/training',
      '/on_call',
      '/parts',
      '/manpower',
      '/de_icing',
      '/reporting',
      '/resources',
      '/notification',
      '/scheduled_data/:activity_id?',
      '/training_activity/:training_id?',
      '/settings',
      '/settings/profile',
      '/settings/password',
      // De-Icing: a treatment's page (or `new`) and a HOT table set's rows.
      '/de_icing/treatments/:treatment_id',
      '/de_icing/hot_tables/:set_id',
      // Parts: a part's stock card and a station's count sheet, below the Parts tab.
      '/parts/stock/:material_id',
      '/parts/counts/:count_id',
      // Reporting: one report, its filters in the query string.
      '/reporting/:report',
      // Flight movements received, below the Scheduled tab (docs/modules/movements.md).
      '/scheduled/movements',
    ];
    expect([...paths].sort()).toEqual([...expected].sort());
  });

  it('names every route the nav bar uses, as the spec names them', () => {
    const names = new Set(routes.map((r) => r.name));
    for (const name of [
      'home',
      'welcome',
      'login',
      'scheduled',
      'on_call',
      'training_tab',
      'parts',
      'manpower',
      'de_icing',
      'reporting',
      'resources',
      'notification',
      'settings.profile',
      'setting.setting',
      'setting.flight_schedule',
      'setting.view_status',
      'setting.airport',
      'setting.aircraft_type',
      'setting.road_trips',
      'setting.expenses',
      'setting.equipment',
      'setting.materials',
      'setting.measures',
      'setting.technicians',
      'setting.rts',
      'setting.services',
      'setting.stations',
      'setting.trucks',
      'setting.memos',
      'setting.dictionary',
      'setting.resource_category',
      'setting.calibrated_tools',
      'setting.regions',
      'setting.part_cert',
    ]) {
      expect(names.has(name), name).toBe(true);
    }
  });

  it('has a lazy screen module for every screen name, and a name for every module', () => {
    expect(Object.keys(screens).sort()).toEqual([...screenNames].sort());
    for (const route of routes) expect(screenNames, route.name).toContain(route.screen);
  });

  it('marks the settings area and its resources by fields, not by the spec name', () => {
    expect(routes.filter((r) => r.area === 'settings').map((r) => r.name)).toEqual(
      routes.filter((r) => r.name.startsWith('setting.')).map((r) => r.name),
    );
    expect(findRoute('setting.flight_schedule')?.resource).toBe('flight_schedule');
    // The "training" settings page is the training courses resource.
    expect(findRoute('setting.training')?.resource).toBe('training_courses');
    for (const name of ['setting.view_status', 'setting.setting']) {
      expect(findRoute(name)?.area, name).toBe('settings');
      expect(findRoute(name)?.resource, name).toBeUndefined();
    }
  });

  it('builds paths with optional parameters', () => {
    expect(routePath('setting.view_status')).toBe('/status_view');
    expect(routePath('setting.view_status', { sel_date: '2026-03-07' })).toBe('/status_view/2026-03-07');
    expect(routePath('scheduled_data', { activity_id: 12 })).toBe('/scheduled_data/12');
    expect(routePath('welcome')).toBe('/');
  });

  it('Settings goes to flight schedules for role 2, general settings otherwise', () => {
    expect(routePath(settingsRouteName(2))).toBe('/flight_schedule');
    expect(routePath(settingsRouteName(1))).toBe('/setting');
    expect(routePath(settingsRouteName(null))).toBe('/setting');
  });

  it('nav items follow the permission list', () => {
    expect(visibleNavItems(['reporting_tab', 'whatsupp_tab']).map((i) => i.route)).toEqual(['home', 'reporting']);
    expect(visibleNavItems([])).toEqual([]);
  });

  it('page title template "%s · Tarmac"', () => {
    expect(formatDocumentTitle('Parts')).toBe('Parts · Tarmac');
  });

  it('scrolls 190 ms after navigation: saved position on back/forward, else the hash anchor, else the top', () => {
    expect(scrollDelayMs).toBe(190);
    expect(scrollTargetFor('', { top: 300, left: 0 }, true)).toEqual({ kind: 'position', top: 300, left: 0 });
    expect(scrollTargetFor('#memos', undefined, false)).toEqual({ kind: 'anchor', id: 'memos' });
    expect(scrollTargetFor('', { top: 300, left: 0 }, false)).toEqual({ kind: 'top' });
  });
});
