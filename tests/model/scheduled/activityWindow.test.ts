import { describe, expect, it } from 'vitest';
import { activityWindow, windowsOverlap } from '../../../model/core/activityWindow';

const times = { sta_at: '2026-11-23T10:00:00Z', std_at: '2026-11-23T11:00:00Z', service_minutes: 45 };
const iso = (w: { start: Date; end: Date } | null) => w && [w.start.toISOString(), w.end.toISOString()];

describe('activityWindow: the best known times', () => {
  it('scheduled times when nothing else is known', () => {
    expect(iso(activityWindow(times))).toEqual(['2026-11-23T10:00:00.000Z', '2026-11-23T11:00:00.000Z']);
  });

  it('an estimate moves the window, an actual time beats the estimate', () => {
    expect(iso(activityWindow({ ...times, eta_at: '2026-11-23T10:30:00Z', etd_at: '2026-11-23T11:20:00Z' }))).toEqual([
      '2026-11-23T10:30:00.000Z',
      '2026-11-23T11:20:00.000Z',
    ]);
    expect(
      iso(
        activityWindow({
          ...times,
          eta_at: '2026-11-23T10:30:00Z',
          ata_at: '2026-11-23T10:40:00Z',
          etd_at: '2026-11-23T11:20:00Z',
          atd_at: new Date('2026-11-23T11:35:00Z'),
        }),
      ),
    ).toEqual(['2026-11-23T10:40:00.000Z', '2026-11-23T11:35:00.000Z']);
  });

  it('one end only: the services’ minutes give the other', () => {
    expect(iso(activityWindow({ ...times, std_at: null }))).toEqual(['2026-11-23T10:00:00.000Z', '2026-11-23T10:45:00.000Z']);
    expect(iso(activityWindow({ ...times, sta_at: null }))).toEqual(['2026-11-23T10:15:00.000Z', '2026-11-23T11:00:00.000Z']);
  });

  it('no time at all: no window', () => {
    expect(activityWindow({ sta_at: null, std_at: null, service_minutes: 30 })).toBeNull();
  });
});

describe('windowsOverlap', () => {
  const a = { start: new Date('2026-11-23T10:00:00Z'), end: new Date('2026-11-23T11:00:00Z') };
  const b = (start: string, end: string) => ({ start: new Date(start), end: new Date(end) });

  it('windows that only touch do not overlap without travel; with travel they do', () => {
    expect(windowsOverlap(a, b('2026-11-23T11:00:00Z', '2026-11-23T12:00:00Z'), 0)).toBe(false);
    expect(windowsOverlap(a, b('2026-11-23T11:00:00Z', '2026-11-23T12:00:00Z'), 5)).toBe(true);
  });

  it('a gap as long as the travel is free, a shorter one is not, either order', () => {
    expect(windowsOverlap(a, b('2026-11-23T11:30:00Z', '2026-11-23T12:00:00Z'), 30)).toBe(false);
    expect(windowsOverlap(a, b('2026-11-23T11:29:00Z', '2026-11-23T12:00:00Z'), 30)).toBe(true);
    expect(windowsOverlap(b('2026-11-23T08:00:00Z', '2026-11-23T09:30:00Z'), a, 30)).toBe(false);
    expect(windowsOverlap(b('2026-11-23T08:00:00Z', '2026-11-23T09:31:00Z'), a, 30)).toBe(true);
  });
});
