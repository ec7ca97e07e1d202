import { shiftTypes } from '../../schema';
import { idsByKey, type IdsByKey, type SeedDb } from '../types';

/**
 * The demo company's shift types (docs/modules/manpower.md): early, late and a night crossing
 * midnight, a training day, a 24-hour standby, and the days without work. Paid minutes leave out a 30-minute break.
 */
export const demoShiftTypes = [
  { code: 'D', name: 'Day', kind: 'work', start_time: '06:00', end_time: '14:30', paid_minutes: 480, colour: '#4caf50' },
  { code: 'E', name: 'Evening', kind: 'work', start_time: '14:00', end_time: '22:30', paid_minutes: 480, colour: '#ff9800' },
  { code: 'N', name: 'Night', kind: 'work', start_time: '22:00', end_time: '06:30', paid_minutes: 480, colour: '#3f51b5' },
  { code: 'T', name: 'Training', kind: 'training', start_time: '08:00', end_time: '16:30', paid_minutes: 480, colour: '#9c27b0' },
  { code: 'O', name: 'Off', kind: 'off', start_time: null, end_time: null, paid_minutes: 0, colour: '#cfd8dc' },
  { code: 'L', name: 'Leave', kind: 'leave', start_time: null, end_time: null, paid_minutes: 480, colour: '#80deea' },
  { code: 'S', name: 'Sick', kind: 'sick', start_time: null, end_time: null, paid_minutes: 480, colour: '#ef9a9a' },
  // Reachable for on-call jobs round the clock from 06:00; paid as an allowance, not working time.
  { code: 'SB', name: 'Standby', kind: 'standby', start_time: '06:00', end_time: '06:00', paid_minutes: 120, colour: '#a5d6a7' },
] as const;

export type DemoShiftCode = (typeof demoShiftTypes)[number]['code'];

/** Returns the shift type ids by code. */
export async function seedShiftTypes(db: SeedDb): Promise<IdsByKey> {
  const rows = await db
    .insert(shiftTypes)
    .values(demoShiftTypes.map((type) => ({ ...type })))
    .returning({ id: shiftTypes.id, code: shiftTypes.code });
  return idsByKey(rows, (row) => row.code);
}
