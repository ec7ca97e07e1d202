import { describe, expect, it } from 'vitest';
import { activityFigureIds, activityFigures, resourceListLink, scheduledListLink } from '../../../model/modules/home/figures';

describe('the activity figures', () => {
  it('are the day in total, by status, unassigned, late, conflicts and broken rules, each a Scheduled list filter of that day', () => {
    const figures = activityFigures('2026-07-01');
    expect(figures.map((figure) => figure.id)).toEqual([...activityFigureIds]);
    expect(Object.fromEntries(figures.map((figure) => [figure.id, figure.filter]))).toEqual({
      total: { date: '2026-07-01' },
      planned: { date: '2026-07-01', status: 'planned' },
      assigned: { date: '2026-07-01', status: 'assigned' },
      in_progress: { date: '2026-07-01', status: 'in_progress' },
      completed: { date: '2026-07-01', status: 'completed' },
      cancelled: { date: '2026-07-01', status: 'cancelled' },
      unassigned: { date: '2026-07-01', status: 'planned', unassigned: true },
      late: { date: '2026-07-01', late: true },
      conflicts: { date: '2026-07-01', conflict: true },
      rules_broken: { date: '2026-07-01', rules_broken: true },
    });
  });

  it('link to the Scheduled list and to settings lists with the filter in the URL', () => {
    const link = new URL(scheduledListLink({ date: '2026-07-01', late: true }), 'http://x');
    expect(link.pathname).toBe('/scheduled');
    expect(link.searchParams.get('view')).toBe('list');
    expect(JSON.parse(link.searchParams.get('filter')!)).toEqual({ date: '2026-07-01', late: true });

    const tools = new URL(resourceListLink('calibrated_tools', { status: 'in_service', next_due_lte: '2026-07-31' }), 'http://x');
    expect(tools.pathname).toBe('/calibrated_tools');
    expect(JSON.parse(tools.searchParams.get('filter')!)).toEqual({ status: 'in_service', next_due_lte: '2026-07-31' });
  });
});
