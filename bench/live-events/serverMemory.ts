import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The server's memory after a full garbage collection (bench/live-events/memoryProbe.mjs). */
export interface MemorySample {
  heapUsed: number;
  /** Resident set: the heap plus sockets' buffers, code and everything else the process maps. */
  rss: number;
}

const probe = path.join(path.dirname(fileURLToPath(import.meta.url)), 'memoryProbe.mjs');

/** The server's environment that loads the probe, and how to ask it for a sample. */
export function serverMemoryProbe() {
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'tarmac-live-mem-')), 'memory.json');
  return {
    env: {
      NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ''} --expose-gc --import ${probe}`.trim(),
      LIVE_BENCH_MEMORY_FILE: file,
    },
    async sample(pid: number): Promise<MemorySample> {
      fs.rmSync(file, { force: true });
      process.kill(pid, 'SIGUSR2');
      for (let waited = 0; !fs.existsSync(file); waited += 20) {
        if (waited > 10_000) throw new Error('The server did not report its memory');
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      const usage = JSON.parse(fs.readFileSync(file, 'utf8')) as NodeJS.MemoryUsage;
      return { heapUsed: usage.heapUsed, rss: usage.rss };
    },
    cleanUp: () => fs.rmSync(path.dirname(file), { recursive: true, force: true }),
  };
}
