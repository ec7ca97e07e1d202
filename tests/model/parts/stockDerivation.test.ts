import { describe, expect, it } from 'vitest';
import { defaultExpiry, deriveLevels, deriveStock, expiryStatus } from '../../../model/modules/parts/stockDerivation';

describe('stock derived from the movements', () => {
  it('sums per station, material and lot, in thousandths, keeping lots used up', () => {
    const lots = deriveStock([
      { station_id: 2, material_id: 1, lot: '', quantity: 0.1 },
      { station_id: 1, material_id: 1, lot: 'B', quantity: 5 },
      { station_id: 2, material_id: 1, lot: '', quantity: 0.2 },
      { station_id: 1, material_id: 1, lot: 'A', quantity: 1 },
      { station_id: 1, material_id: 1, lot: 'A', quantity: -1 },
      { station_id: 1, material_id: 1, lot: 'B', quantity: -1.5 },
    ]);
    expect(lots).toEqual([
      { station_id: 1, material_id: 1, lot: 'A', quantity: 0 },
      { station_id: 1, material_id: 1, lot: 'B', quantity: 3.5 },
      { station_id: 2, material_id: 1, lot: '', quantity: 0.3 },
    ]);
    expect(deriveLevels(lots)).toEqual([
      { station_id: 1, material_id: 1, quantity: 3.5 },
      { station_id: 2, material_id: 1, quantity: 0.3 },
    ]);
  });

  it('expiry status: the expiry day is expiring (still usable), the day after expired, lead days ahead expiring', () => {
    expect(expiryStatus('2026-11-26', '2026-11-26', 30)).toBe('expiring');
    expect(expiryStatus('2026-11-25', '2026-11-26', 30)).toBe('expired');
    expect(expiryStatus('2026-12-26', '2026-11-26', 30)).toBe('expiring');
    expect(expiryStatus('2026-12-27', '2026-11-26', 30)).toBe('ok');
    expect(expiryStatus(null, '2026-11-26', 30)).toBeNull();
  });

  it('a batch without an expiry date expires its shelf life after it arrived (month ends clamp)', () => {
    expect(defaultExpiry(new Date('2026-11-26T10:00:00Z'), 12)).toBe('2027-11-26');
    expect(defaultExpiry(new Date('2026-01-31T10:00:00Z'), 1)).toBe('2026-02-28');
  });
});
