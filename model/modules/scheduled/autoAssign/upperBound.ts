import type { TimeWindow } from '../activityWindow';

/**
 * An upper bound on the seats any rule-abiding proposal can fill, by a max-flow relaxation:
 * source → activity (capacity: its open seats) → technician (capacity 1 per pair, only for the
 * statically eligible) → sink (capacity: the most pairwise non-overlapping eligible activities the
 * technician could take).
 *
 * Why it is a bound: take any proposal where every assignment passes the rules against all the
 * technician's other work. (1) Each pair is statically eligible: a rule refusing it against the
 * recorded work alone refuses it against more work too (DayState). (2) A technician is on an
 * activity at most once, and an activity gets at most its open seats. (3) The no-overlap rule makes
 * a technician's activities pairwise non-overlapping even with zero travel; the relaxation below
 * also ignores zero-length windows, so it allows every set the rule allows, and its largest set is
 * found exactly by the earliest-end greedy (interval scheduling). So the proposal is a feasible
 * flow, and its size is at most the maximum flow.
 */
export interface BoundInput {
  /** Per activity: its open seats, its window and its statically eligible technicians' ids. */
  activities: { seats: number; window: TimeWindow; eligible: readonly number[] }[];
}

/** The most windows of positive length that pairwise do not overlap, plus every zero-length one. */
export function maxNonOverlapping(windows: readonly TimeWindow[]): number {
  const instants = windows.filter((w) => w.end.getTime() > w.start.getTime()).sort((a, b) => a.end.getTime() - b.end.getTime());
  let count = windows.length - instants.length;
  let lastEnd = -Infinity;
  for (const window of instants) {
    if (window.start.getTime() >= lastEnd) {
      count++;
      lastEnd = window.end.getTime();
    }
  }
  return count;
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

export function upperBound({ activities }: BoundInput): number {
  const technicianIds = [...new Set(activities.flatMap((a) => a.eligible))].sort((a, b) => a - b);
  const technicianNode = new Map(technicianIds.map((id, n) => [id, 1 + activities.length + n]));
  const sink = 1 + activities.length + technicianIds.length;
  const network = new FlowNetwork(sink + 1);
  const windowsOf = new Map<number, TimeWindow[]>(technicianIds.map((id) => [id, []]));
  activities.forEach((activity, n) => {
    if (!activity.seats || !activity.eligible.length) return;
    network.addEdge(0, 1 + n, activity.seats);
    for (const id of activity.eligible) {
      network.addEdge(1 + n, technicianNode.get(id)!, 1);
      windowsOf.get(id)!.push(activity.window);
    }
  });
  for (const id of technicianIds) network.addEdge(technicianNode.get(id)!, sink, maxNonOverlapping(windowsOf.get(id)!));
  return network.maxFlow(0, sink);
}
