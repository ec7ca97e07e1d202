import { describe, expect, it } from 'vitest';
import { boardCard, boardTime, byFirstTime, type CardFacts } from '../../../model/modules/status_view/cards';
import { initialsOf } from '../../../model/modules/status_view/initials';
import { statusViewSchema } from '../../../model/modules/status_view/board';

const facts: CardFacts = {
  id: 7,
  work_order: 'CDG-261123-0001',
  status: 'in_progress',
  conflict: true,
  rules_broken: true,
  inbound_flight_no: 'AF1234',
  outbound_flight_no: 'AF1235',
  registration: 'F-HBXA',
  aircraft_type_code: 'A20N',
  // Paris is UTC+1 in November: 23:30 local, departing 00:40 the next local day.
  sta_at: '2026-11-23T22:30:00Z',
  std_at: new Date('2026-11-23T23:40:00Z'),
  ata_at: '2026-11-23T22:41:00Z',
  atd_at: null,
  services: ['TRANSIT', 'FUEL-SUP'],
  technician_names: ['Toni Technician', 'Jean-Luc Picard'],
};

describe('the status board card', () => {
  it('gives station-local HH:mm times with the day they fall on', () => {
    const card = boardCard(facts, 'Europe/Paris', '2026-11-23', new Date('2026-11-23T12:00:00Z'));
    expect(card.times).toEqual({
      sta: { time: '23:30', day_offset: 0 },
      std: { time: '00:40', day_offset: 1 },
      ata: { time: '23:41', day_offset: 0 },
      atd: null,
    });
    expect(boardTime('2026-11-22T23:30:00Z', 'Europe/Paris', '2026-11-24')).toEqual({ time: '00:30', day_offset: -1 });
  });

  it('carries flights, registration, type, services, initials lead first, and the flags', () => {
    const card = boardCard(facts, 'Europe/Paris', '2026-11-23', new Date('2026-11-24T00:00:00Z'));
    expect(card).toMatchObject({
      id: 7,
      work_order: 'CDG-261123-0001',
      status: 'in_progress',
      inbound_flight_no: 'AF1234',
      outbound_flight_no: 'AF1235',
      registration: 'F-HBXA',
      aircraft_type: 'A20N',
      services: ['TRANSIT', 'FUEL-SUP'],
      technicians: ['TT', 'JP'],
      conflict: true,
      rules_broken: true,
      late: true,
    });
    expect(boardCard(facts, 'Europe/Paris', '2026-11-23', new Date('2026-11-23T23:00:00Z')).late).toBe(false);
  });

  it('matches the response schema the API documents', () => {
    const card = boardCard(facts, 'Europe/Paris', '2026-11-23', new Date());
    const board = {
      date: '2026-11-23',
      region_id: 1,
      time_zone: 'Europe/Paris',
      generated_at: new Date().toISOString(),
      stations: [{ id: 1, code: 'CDG', name: 'Paris', time_zone: 'Europe/Paris', activities: [card] }],
    };
    expect(statusViewSchema.parse(board)).toEqual(board);
  });

  it('orders cards by arrival, else departure, then id; timeless work last', () => {
    const rows = [
      { id: 3, sta_at: null, std_at: null },
      { id: 2, sta_at: null, std_at: '2026-11-23T09:00:00Z' },
      { id: 1, sta_at: '2026-11-23T10:00:00Z', std_at: null },
      { id: 4, sta_at: '2026-11-23T09:00:00Z', std_at: null },
      { id: 0, sta_at: null, std_at: null },
    ];
    expect(rows.sort(byFirstTime).map((r) => r.id)).toEqual([2, 4, 1, 0, 3]);
  });
});

describe('initialsOf', () => {
  it('takes the first letters of the first and last words', () => {
    expect(initialsOf('Toni Technician')).toBe('TT');
    expect(initialsOf('  ana maría  de la cruz ')).toBe('AC');
    expect(initialsOf('Jean-Luc Picard')).toBe('JP');
    expect(initialsOf('王小明')).toBe('王');
    expect(initialsOf('Élodie Ørsted')).toBe('ÉØ');
    expect(initialsOf('')).toBe('');
  });
});
