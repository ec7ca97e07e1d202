import { describe, expect, it } from 'vitest';
import {
  heldExpiry,
  mandatoryCoursesFor,
  matrixRequirements,
  matrixRow,
  type MatrixCourse,
  type MatrixTechnician,
} from '../../../model/modules/training/requirements';

const courses: MatrixCourse[] = [
  { id: 1, code: 'HF', name: 'Human factors', mandatory_for: ['all'] },
  { id: 2, code: 'EWIS', name: 'EWIS', mandatory_for: ['B1', 'B2'] },
  { id: 3, code: 'C-ONLY', name: 'Base', mandatory_for: ['C'] },
];
const tech: MatrixTechnician = {
  id: 7,
  name: 'Ana',
  employee_no: 'E7',
  home_station_id: 3,
  licences: ['easa_a'],
  licence_expiry: '2026-12-10',
  authorisations: [{ aircraft_type_id: 9, aircraft_type_code: 'A20N', category: 'B1', valid_until: '2026-10-01' }],
  courses: [
    { course_id: 1, expires_on: '2025-01-01' },
    { course_id: 1, expires_on: '2027-06-01' },
  ],
};

describe('requirements: who must hold which course (145.A.35(d), same audiences as mandatory_training)', () => {
  it('a course binds by "all", the licence’s categories or a type authorisation’s category, matched exactly', () => {
    expect(mandatoryCoursesFor(courses, tech).map((c) => c.code)).toEqual(['HF', 'EWIS']);
    expect(mandatoryCoursesFor(courses, { licences: [], authorisations: [] }).map((c) => c.code)).toEqual(['HF']);
  });

  it('a renewal replaces the lapsed record; a record without expiry never lapses', () => {
    expect(heldExpiry(tech.courses, 1)).toBe('2027-06-01');
    expect(heldExpiry([...tech.courses, { course_id: 1, expires_on: null }], 1)).toBeNull();
    expect(heldExpiry(tech.courses, 2)).toBeUndefined();
  });

  it('the matrix row: courses that bind, the licence and each type authorisation, with state and expiry', () => {
    const row = matrixRow(tech, courses, '2026-11-25');
    expect(row.cells).toEqual({
      'course:1': { state: 'valid', expires_on: '2027-06-01' },
      'course:2': { state: 'missing', expires_on: null },
      licence: { state: 'expiring_30', expires_on: '2026-12-10' },
      'type:9:B1': { state: 'expired', expires_on: '2026-10-01' },
    });
    expect(row.cells['course:3']).toBeUndefined();
  });

  it('the columns: mandatory courses, the licence, then every type authorisation held', () => {
    expect(matrixRequirements(courses, [tech]).map((r) => r.key)).toEqual(['course:1', 'course:2', 'course:3', 'licence', 'type:9:B1']);
  });
});
