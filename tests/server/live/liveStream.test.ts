import { EventEmitter } from 'node:events';
import type { ServerResponse } from 'node:http';
import { describe, expect, it } from 'vitest';
import { liveTopics, type LiveEvent } from '../../../model/live';
import type { LiveAudience } from '../../../server/live/liveEventQueries';
import { LiveStream } from '../../../server/live/liveStream';

/** What the stream writes, without a socket. */
class FakeResponse extends EventEmitter {
  chunks: string[] = [];
  ended = false;
  writableLength = 0;
  writableNeedDrain = false;
  writeHead() {}
  write(chunk: string) {
    this.chunks.push(chunk);
    return true;
  }
  end(chunk?: string | (() => void)) {
    if (typeof chunk === 'string') this.chunks.push(chunk);
    this.ended = true;
    this.emit('close');
  }
  destroy() {
    this.emit('close');
  }
  /** The ids of the events written, in order. */
  ids() {
    return this.chunks.flatMap((chunk) => chunk.match(/^id: (\d+)$/m)?.[1] ?? []).map(Number);
  }
}

const event = (id: number): LiveEvent => ({ id, topic: 'memos', region_id: null, user_id: null, data: {} });

const everyTopic = new Set(liveTopics);

function openStream(recheck: () => Promise<LiveAudience | null> = async () => ({ userId: 1, regionIds: [], topics: everyTopic })) {
  const response = new FakeResponse();
  const stream = new LiveStream(
    response as unknown as ServerResponse,
    { userId: 1, regionIds: [], topics: everyTopic },
    { heartbeatMs: 20, recheck, onError: () => {} },
  );
  stream.open({});
  return { response, stream };
}

describe('LiveStream', () => {
  it('starts with the retry line', () => {
    const { response, stream } = openStream();
    expect(response.chunks[0]).toBe('retry: 3000\n\n');
    stream.end();
  });

  it('ends with a retry hint of 0.5 to 1.5 s when the server shuts down, so the browser soon tries another node', () => {
    const { response, stream } = openStream();
    stream.close();
    expect(response.ended).toBe(true);
    expect(stream.closed).toBe(true);
    const retry = Number(/^retry: (\d+)\n\n$/.exec(response.chunks.at(-1)!)?.[1]);
    expect(retry).toBeGreaterThanOrEqual(500);
    expect(retry).toBeLessThan(1_500);
  });

  it('sends a replayed event once, whether the hub delivers it during the replay or after', async () => {
    const { response, stream } = openStream();
    // 5 and 6 were committed before the replay read them; the hub delivers 5 during it, 6 after.
    await stream.replay(
      async (afterId) => {
        if (afterId > 4) return [];
        stream.deliver(event(5));
        return [event(5), event(6)];
      },
      4,
      (id) => id >= 6,
    );
    stream.deliver(event(6));
    stream.deliver(event(7));
    expect(response.ids()).toEqual([5, 6, 7]);
    stream.end();
  });

  it('sends what the hub delivers during the replay after the replayed events', async () => {
    const { response, stream } = openStream();
    await stream.replay(
      async (afterId) => {
        if (afterId > 1) return [];
        stream.deliver(event(9));
        return [event(2), event(3)];
      },
      1,
      () => false,
    );
    expect(response.ids()).toEqual([2, 3, 9]);
    stream.end();
  });

  it('beats, and ends once the session is gone', async () => {
    let signedIn = true;
    const { response, stream } = openStream(async () => (signedIn ? { userId: 1, regionIds: [3], topics: everyTopic } : null));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(response.chunks).toContain(': ping\n\n');
    expect(stream.audience.regionIds).toEqual([3]);
    signedIn = false;
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(response.ended).toBe(true);
    expect(stream.closed).toBe(true);
  });
});
