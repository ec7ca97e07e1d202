import { describe, expect, it } from 'vitest';
import {
  earliestDay,
  filteredListLink,
  groupByStation,
  latestDay,
  stationAlertDedupeKey,
  stationAlertKeys,
} from '../../../model/core/stationAlerts';

/** The daily alerts grouped per station (docs/modules/notifications.md, "Daily alerts, one per station"). */
describe('station alerts', () => {
  it('groups many items into one group per station, in the order stations first appear, items of no station together', () => {
    const items = [
      { id: 1, station_id: 7, station: 'JFK' },
      { id: 2, station_id: 3, station: 'AMS' },
      { id: 3, station_id: 7, station: 'JFK' },
      { id: 4, station_id: null, station: '—' },
      { id: 5, station_id: 7, station: 'JFK' },
    ];
    expect(groupByStation(items).map((g) => [g.stationId, g.station, g.items.map((i) => i.id)])).toEqual([
      [7, 'JFK', [1, 3, 5]],
      [3, 'AMS', [2]],
      [null, '—', [4]],
    ]);
    expect(groupByStation([])).toEqual([]);
  });

  it('keys an alert by type, station and day, so a second run the same day finds it there', () => {
    expect(stationAlertDedupeKey('shelf_life_expiring', 7, '2026-12-01')).toBe('shelf_life_expiring:station:7:2026-12-01');
    expect(stationAlertDedupeKey('licence_expiring', null, '2026-12-01')).toBe('licence_expiring:station:none:2026-12-01');
    expect(stationAlertKeys.shelf_life_expiring).toBe('shelf_life_expiring_station');
  });

  it('names the first and last due days and links to the list filtered the react-admin way', () => {
    const days = ['2026-12-09', '2026-12-01', '2026-12-20'];
    expect([earliestDay(days), latestDay(days)]).toEqual(['2026-12-01', '2026-12-20']);
    const link = filteredListLink('/parts', { station_id: 7, expiry_status: 'expiring' });
    expect(link.startsWith('/parts?filter=')).toBe(true);
    expect(JSON.parse(decodeURIComponent(link.slice('/parts?filter='.length)))).toEqual({ station_id: 7, expiry_status: 'expiring' });
  });
});
