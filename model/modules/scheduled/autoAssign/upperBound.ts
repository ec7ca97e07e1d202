import type { TimeWindow } from '../../../core/activityWindow';

/**
 * An upper bound on the seats any rule-abiding proposal can fill, by a max-flow relaxation:
 * source → activity (capacity: its open seats) → technician (capacity 1 per pair, only for the
 * statically eligible) → sink (capacity: the longest chain of the technician's eligible activities
 * where each next one starts after the previous ends plus the shorter travel between their stations).
 *
 * Why it is a bound: take any proposal where every assignment passes the rules against all the
 * technician's other work. (1) Each pair is statically eligible: a rule refusing it against the
 * recorded work alone refuses it against more work too (DayState). (2) A technician is on an
 * activity at most once, and an activity gets at most its open seats. (3) The no-overlap rule keeps
 * two activities a, b of one technician, a starting no later than b, apart by the travel m the rule
 * uses (m ≥ the shorter of the two directions): a.start ≥ b.end + m or b.start ≥ a.end + m; with
 * windows of positive length the first is impossible, so b.start ≥ a.end + m. The technician's
 * activities in start order are therefore a chain, and a chain is at most the longest one; windows
 * of zero length are simply all counted. So the proposal is a feasible flow, and its size is at most
 * the maximum flow.
 */
export interface BoundInput {
  /** Per activity: its open seats, station, window and statically eligible technicians' ids. */
  activities: { seats: number; station_id: number; window: TimeWindow; eligible: readonly number[] }[];
  /** Minutes from one station to another, as the rules read them. */
  travel: (fromStationId: number, toStationId: number) => number;
}

type Placed = { station_id: number; window: TimeWindow };
const minuteMs = 60_000;

/**
 * The most activities one person could chain (each starting after the previous ends plus the shorter
 * travel between their stations), plus every zero-length one. Per station, the activities in order of
 * end with a running maximum (a Fenwick tree), so each step is a binary search per station.
 */
export function longestChain(activities: readonly Placed[], travel: BoundInput['travel']): number {
  const timed = activities.filter((a) => a.window.end.getTime() > a.window.start.getTime());
  const stationIds = [...new Set(timed.map((a) => a.station_id))];
  const byStation = new Map(
    stationIds.map((id) => {
      const ends = timed
        .filter((a) => a.station_id === id)
        .map((a) => a.window.end.getTime())
        .sort((x, y) => x - y);
      return [id, { ends, best: new Array<number>(ends.length + 1).fill(0) }];
    }),
  );
  const lastAtOrBefore = (ends: number[], limit: number) => {
    let [low, high] = [0, ends.length];
    while (low < high) {
      const middle = (low + high) >> 1;
      if (ends[middle] <= limit) low = middle + 1;
      else high = middle;
    }
    return low;
  };
  let longest = 0;
  for (const activity of [...timed].sort((a, b) => a.window.start.getTime() - b.window.start.getTime())) {
    let chain = 0;
    for (const [id, { ends, best }] of byStation) {
      const gap = Math.min(travel(id, activity.station_id), travel(activity.station_id, id)) * minuteMs;
      for (let i = lastAtOrBefore(ends, activity.window.start.getTime() - gap); i > 0; i -= i & -i) chain = Math.max(chain, best[i]);
    }
    const own = byStation.get(activity.station_id)!;
    // The activity's own slot: the first one with its end not yet taken (equal ends share a value).
    const slot = lastAtOrBefore(own.ends, activity.window.end.getTime() - 1) + 1;
    for (let i = slot; i < own.best.length; i += i & -i) own.best[i] = Math.max(own.best[i], chain + 1);
    longest = Math.max(longest, chain + 1);
  }
  return longest + activities.length - timed.length;
}

/** A flow network with Dinic's algorithm (blocking flows on BFS levels). */
class FlowNetwork {
  private readonly head: number[];
  private readonly to: number[] = [];
  private readonly capacity: number[] = [];
  private readonly next: number[] = [];

  constructor(private readonly size: number) {
    this.head = new Array(size).fill(-1);
  }

  addEdge(from: number, to: number, capacity: number): void {
    for (const [a, b, c] of [
      [from, to, capacity],
      [to, from, 0],
    ]) {
      this.to.push(b);
      this.capacity.push(c);
      this.next.push(this.head[a]);
      this.head[a] = this.to.length - 1;
    }
  }

  maxFlow(source: number, sink: number): number {
    let flow = 0;
    for (;;) {
      const level = new Array(this.size).fill(-1);
      level[source] = 0;
      const queue = [source];
      for (let q = 0; q < queue.length; q++) {
        for (let e = this.head[queue[q]]; e !== -1; e = this.next[e]) {
          if (this.capacity[e] > 0 && level[this.to[e]] < 0) {
            level[this.to[e]] = level[queue[q]] + 1;
            queue.push(this.to[e]);
          }
        }
      }
      if (level[sink] < 0) return flow;
      const cursor = [...this.head];
      const push = (node: number, limit: number): number => {
        if (node === sink) return limit;
        for (; cursor[node] !== -1; cursor[node] = this.next[cursor[node]]) {
          const e = cursor[node];
          if (this.capacity[e] <= 0 || level[this.to[e]] !== level[node] + 1) continue;
          const pushed = push(this.to[e], Math.min(limit, this.capacity[e]));
          if (pushed > 0) {
            this.capacity[e] -= pushed;
            this.capacity[e ^ 1] += pushed;
            return pushed;
          }
        }
        return 0;
      };
      for (let pushed = push(source, Infinity); pushed > 0; pushed = push(source, Infinity)) flow += pushed;
    }
  }
}

export function upperBound({ activities, travel }: BoundInput): number {
  const technicianIds = [...new Set(activities.flatMap((a) => a.eligible))].sort((a, b) => a - b);
  const technicianNode = new Map(technicianIds.map((id, n) => [id, 1 + activities.length + n]));
  const sink = 1 + activities.length + technicianIds.length;
  const network = new FlowNetwork(sink + 1);
  const workOf = new Map<number, Placed[]>(technicianIds.map((id) => [id, []]));
  activities.forEach((activity, n) => {
    if (!activity.seats || !activity.eligible.length) return;
    network.addEdge(0, 1 + n, activity.seats);
    for (const id of activity.eligible) {
      network.addEdge(1 + n, technicianNode.get(id)!, 1);
      workOf.get(id)!.push(activity);
    }
  });
  for (const id of technicianIds) network.addEdge(technicianNode.get(id)!, sink, longestChain(workOf.get(id)!, travel));
  return network.maxFlow(0, sink);
}
