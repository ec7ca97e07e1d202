import { describe, expect, it } from 'vitest';
import { dueList } from '../../../model/modules/resource_allocation/dueLists';

describe('due lists (calibration, service, insurance) with the settings lead time', () => {
  const rows = [
    { id: 1, date: '2026-12-30' },
    { id: 2, date: '2026-11-22' },
    { id: 3, date: null },
    { id: 4, date: '2026-11-23' },
    { id: 5, date: '2026-12-23' },
  ];

  it('keeps overdue and due within the lead time, most urgent first; the lead time day is included', () => {
    expect(dueList(rows, (row) => row.date, '2026-11-23', 30)).toEqual([
      { id: 2, date: '2026-11-22', status: 'overdue' },
      { id: 4, date: '2026-11-23', status: 'due_soon' },
      { id: 5, date: '2026-12-23', status: 'due_soon' },
    ]);
  });

  it('a shorter lead time lists fewer rows', () => {
    expect(dueList(rows, (row) => row.date, '2026-11-23', 0).map((row) => row.id)).toEqual([2, 4]);
  });
});
