/**
 * Who leads which demo activity: per station and day, in STA order, the first technician of the
 * station who holds a B1-level licence authorised on the aircraft type and is free (with a 15-minute
 * margin) gets it — the way a duty manager fills a shift sheet. An activity nobody can take stays
 * unassigned, which is what a planner should see on the timeline.
 */
export interface CrewActivity {
  id: number;
  stationId: number;
  localDate: string;
  aircraftTypeId: number;
  start: Date;
  end: Date;
}

export interface CrewTechnician {
  id: number;
  homeStationId: number | null;
  /** Aircraft types the technician may certify (B1 or FAA A&P). */
  typeIds: Set<number>;
  /** Last day the licence is valid; null = does not expire. */
  licenceExpiry: string | null;
}

const marginMs = 15 * 60_000;

export function planCrew(activities: CrewActivity[], technicians: CrewTechnician[]): Map<number, number> {
  const leads = new Map<number, number>();
  // Map.groupBy needs Node 21.
  const byStationDay = new Map<string, CrewActivity[]>();
  for (const a of activities) {
    const key = `${a.stationId}|${a.localDate}`;
    byStationDay.set(key, [...(byStationDay.get(key) ?? []), a]);
  }
  for (const day of byStationDay.values()) {
    const crew = technicians.filter((t) => t.homeStationId === day[0].stationId);
    const freeAt = new Map(crew.map((t) => [t.id, 0]));
    for (const activity of [...day].sort((a, b) => a.start.getTime() - b.start.getTime())) {
      const lead = crew.find(
        (t) =>
          t.typeIds.has(activity.aircraftTypeId) &&
          (t.licenceExpiry === null || t.licenceExpiry >= activity.localDate) &&
          freeAt.get(t.id)! + marginMs <= activity.start.getTime(),
      );
      if (!lead) continue;
      leads.set(activity.id, lead.id);
      freeAt.set(lead.id, activity.end.getTime());
    }
  }
  return leads;
}
