import { describe, expect, it } from 'vitest';
import { liveTopics, type LiveEvent, type LiveTopic } from '../../../model/live';
import { LiveHub, type LiveSubscriber } from '../../../server/live/hub';

/**
 * The hub's bookkeeping without a database: a fake table whose rows become visible when the test
 * "commits" them, in any order, as concurrent transactions do.
 */
function fakeTable() {
  const committed = new Map<number, LiveEvent>();
  const reads: { afterId: number; ids: number[] }[] = [];
  return {
    reads,
    commit(id: number, event: Partial<LiveEvent> = {}) {
      committed.set(id, { id, topic: 'activities', region_id: 1, user_id: null, data: {}, ...event });
    },
    source: {
      latestId: async () => Math.max(0, ...committed.keys()),
      since: async (afterId: number, ids: readonly number[]) => {
        reads.push({ afterId, ids: [...ids] });
        return [...committed.values()].filter((e) => e.id > afterId || ids.includes(e.id)).sort((a, b) => a.id - b.id);
      },
    },
  };
}

function listener(
  regionIds: number[],
  userId = 100,
  topics: ReadonlySet<LiveTopic> = new Set(liveTopics),
): LiveSubscriber & { got: number[]; closed: boolean } {
  return {
    audience: { userId, regionIds, topics },
    got: [],
    closed: false,
    deliver(event) {
      this.got.push(event.id);
    },
    close() {
      this.closed = true;
    },
  };
}

async function startedHub(table: ReturnType<typeof fakeTable>, now = () => 0) {
  const hub = new LiveHub(table.source, { onError: () => {}, now });
  await hub.start();
  return hub;
}

describe('LiveHub', () => {
  it('streams what comes after start, once each, in id order within a read', async () => {
    const table = fakeTable();
    table.commit(1);
    const hub = await startedHub(table);
    const member = listener([1]);
    hub.subscribe(member);
    table.commit(2);
    table.commit(3);
    hub.notified('2');
    hub.notified('3');
    await hub.idle();
    hub.notified('3');
    await hub.idle();
    expect(member.got).toEqual([2, 3]);
  });

  it('delivers an event committed after a newer one, and never twice', async () => {
    const table = fakeTable();
    const hub = await startedHub(table);
    const member = listener([1]);
    hub.subscribe(member);
    table.commit(1);
    hub.notified('1');
    await hub.idle();
    // Transaction 2 took its id first but commits after 3.
    table.commit(3);
    hub.notified('3');
    await hub.idle();
    expect(table.reads.at(-1)).toEqual({ afterId: 1, ids: [] });
    table.commit(2);
    hub.notified('2');
    await hub.idle();
    expect(table.reads.at(-1)).toEqual({ afterId: 3, ids: [2] });
    hub.notified('2');
    hub.notified('3');
    await hub.idle();
    expect(member.got).toEqual([1, 3, 2]);
  });

  it('catches up after the listener reconnects, gaps included', async () => {
    const table = fakeTable();
    table.commit(1);
    const hub = await startedHub(table);
    const member = listener([1]);
    hub.subscribe(member);
    table.commit(3);
    hub.notified('3');
    await hub.idle();
    // Notifications lost while disconnected: 2 (late) and 4 committed meanwhile.
    table.commit(2);
    table.commit(4);
    hub.catchUp();
    await hub.idle();
    expect(member.got).toEqual([3, 2, 4]);
  });

  it('forgets a gap that never fills (rolled back) after ten minutes', async () => {
    let clock = 0;
    const table = fakeTable();
    table.commit(1);
    const hub = await startedHub(table, () => clock);
    table.commit(3);
    hub.notified('3');
    await hub.idle();
    hub.catchUp();
    await hub.idle();
    expect(table.reads.at(-1)!.ids).toEqual([2]);
    clock = 10 * 60_000 + 1;
    hub.catchUp();
    await hub.idle();
    expect(table.reads.at(-1)!.ids).toEqual([]);
    // Should it commit after all, its notification still brings it.
    const member = listener([1]);
    hub.subscribe(member);
    table.commit(2);
    hub.notified('2');
    await hub.idle();
    expect(table.reads.at(-1)!.ids).toEqual([2]);
    expect(member.got).toEqual([2]);
  });

  it('hands each event only to those who may hear it', async () => {
    const table = fakeTable();
    const hub = await startedHub(table);
    const [west, north, user7] = [listener([1]), listener([2]), listener([2], 7)];
    for (const subscriber of [west, north, user7]) hub.subscribe(subscriber);
    table.commit(1, { region_id: 1 });
    table.commit(2, { region_id: null, user_id: 7, topic: 'notifications' });
    table.commit(3, { region_id: null });
    hub.catchUp();
    await hub.idle();
    expect([west.got, north.got, user7.got]).toEqual([[1, 3], [3], [2, 3]]);
  });

  it('reads again after a failed read, and shares one read among notifications that arrive during it', async () => {
    const table = fakeTable();
    const hub = await startedHub(table);
    const member = listener([1]);
    hub.subscribe(member);
    const since = table.source.since;
    let failures = 1;
    table.source.since = async (afterId, ids) => {
      if (failures-- > 0) throw new Error('connection lost');
      return since(afterId, ids);
    };
    table.commit(1);
    hub.notified('1');
    await hub.idle();
    expect(member.got).toEqual([]);
    await new Promise((resolve) => setTimeout(resolve, 1_100));
    await hub.idle();
    expect(member.got).toEqual([1]);

    const before = table.reads.length;
    for (const id of [2, 3, 4, 5]) {
      table.commit(id);
      hub.notified(String(id));
    }
    await hub.idle();
    expect(table.reads.length - before).toBeLessThanOrEqual(2);
    expect(member.got).toEqual([1, 2, 3, 4, 5]);
  });

  it('closes every stream when asked (server shutdown) and ignores junk payloads', async () => {
    const table = fakeTable();
    const hub = await startedHub(table);
    const member = listener([1]);
    hub.subscribe(member);
    hub.notified('not a number');
    await hub.idle();
    hub.closeStreams();
    expect(member.closed).toBe(true);
    expect(hub.streamCount).toBe(0);
    await hub.stop();
  });

  it('hands a stream only the topics its permissions read', async () => {
    const table = fakeTable();
    const hub = await startedHub(table);
    const reader = listener([1], 100, new Set<LiveTopic>(['activities', 'notifications']));
    const everything = listener([1]);
    hub.subscribe(reader);
    hub.subscribe(everything);
    table.commit(1, { topic: 'activities' });
    table.commit(2, { topic: 'roster' });
    table.commit(3, { topic: 'parts' });
    table.commit(4, { topic: 'notifications', region_id: null, user_id: 100 });
    hub.notified('4');
    await hub.idle();
    expect(reader.got).toEqual([1, 4]);
    expect(everything.got).toEqual([1, 2, 3, 4]);
    await hub.stop();
  });
});
