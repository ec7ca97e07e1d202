import { describe, expect, it } from 'vitest';
import { alertDedupeKey, dueAlert, dueAlerts, type DueItem } from '../../../model/modules/notifications';

const leadTimes = { calibrationAlertDays: 30, trainingAlertDays: 14 };
const today = '2026-11-20';

describe('dueAlert: which due items alert today', () => {
  it('alerts a tool due within calibration_alert_days (both ends included), not one due later', () => {
    const tool = (dueDate: string | null): DueItem => ({ kind: 'calibration', toolId: 17, dueDate });
    expect(dueAlert(tool('2026-11-20'), today, leadTimes)).toMatchObject({
      type: 'calibration_due',
      key: 'calibration_due',
      status: 'due_soon',
    });
    expect(dueAlert(tool('2026-12-20'), today, leadTimes)).toMatchObject({ status: 'due_soon' });
    expect(dueAlert(tool('2026-12-21'), today, leadTimes)).toBeNull();
    expect(dueAlert(tool(null), today, leadTimes)).toBeNull();
  });

  it('says overdue once the date has passed, with the overdue text but the same type', () => {
    expect(dueAlert({ kind: 'calibration', toolId: 17, dueDate: '2026-11-19' }, today, leadTimes)).toMatchObject({
      type: 'calibration_due',
      key: 'calibration_overdue',
      status: 'overdue',
    });
    expect(dueAlert({ kind: 'licence', technicianId: 4, dueDate: '2026-01-01' }, today, leadTimes)).toMatchObject({
      type: 'licence_expiring',
      key: 'licence_expired',
    });
    expect(dueAlert({ kind: 'training', technicianId: 4, courseId: 9, dueDate: '2026-11-01' }, today, leadTimes)).toMatchObject({
      type: 'training_expiring',
      key: 'training_expired',
    });
  });

  it('reads licences and training by training_alert_days, tools by calibration_alert_days', () => {
    const in20Days = '2026-12-10';
    expect(dueAlert({ kind: 'calibration', toolId: 1, dueDate: in20Days }, today, leadTimes)).not.toBeNull();
    expect(dueAlert({ kind: 'licence', technicianId: 1, dueDate: in20Days }, today, leadTimes)).toBeNull();
    expect(dueAlert({ kind: 'training', technicianId: 1, courseId: 2, dueDate: in20Days }, today, leadTimes)).toBeNull();
    expect(dueAlert({ kind: 'licence', technicianId: 1, dueDate: '2026-12-04' }, today, leadTimes)).toMatchObject({
      key: 'licence_expiring',
    });
  });

  it('keeps only the items that alert', () => {
    const items: DueItem[] = [
      { kind: 'calibration', toolId: 1, dueDate: '2026-11-25' },
      { kind: 'calibration', toolId: 2, dueDate: '2027-06-01' },
      { kind: 'licence', technicianId: 3, dueDate: '2026-11-01' },
    ];
    expect(dueAlerts(items, today, leadTimes).map((a) => a.dedupeKey)).toEqual([
      'calibration_due:tool:1:2026-11-25',
      'licence_expiring:technician:3:2026-11-01',
    ]);
  });
});

describe('alertDedupeKey: one alert per item and due date', () => {
  it('names the item and its due date', () => {
    expect(alertDedupeKey({ kind: 'calibration', toolId: 17, dueDate: '2026-12-01' })).toBe('calibration_due:tool:17:2026-12-01');
    expect(alertDedupeKey({ kind: 'licence', technicianId: 4, dueDate: '2027-01-31' })).toBe('licence_expiring:technician:4:2027-01-31');
    expect(alertDedupeKey({ kind: 'training', technicianId: 4, courseId: 9, dueDate: '2027-03-01T00:00:00Z' })).toBe(
      'training_expiring:technician:4:course:9:2027-03-01',
    );
  });

  it('is the same on every day the item stays due, from due soon to overdue: it alerts once', () => {
    const tool: DueItem = { kind: 'calibration', toolId: 17, dueDate: '2026-12-01' };
    const keys = ['2026-11-20', '2026-11-21', '2026-12-01', '2026-12-15'].map((day) => dueAlert(tool, day, leadTimes)!.dedupeKey);
    expect(new Set(keys)).toEqual(new Set(['calibration_due:tool:17:2026-12-01']));
  });

  it('changes when the tool is calibrated again: its next due date alerts again', () => {
    const before = dueAlert({ kind: 'calibration', toolId: 17, dueDate: '2026-12-01' }, '2026-11-20', leadTimes)!;
    const after = dueAlert({ kind: 'calibration', toolId: 17, dueDate: '2027-12-01' }, '2027-11-20', leadTimes)!;
    expect(after.dedupeKey).not.toBe(before.dedupeKey);
  });
});
