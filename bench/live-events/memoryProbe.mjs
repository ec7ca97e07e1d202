// Loaded into the benchmark's server process (NODE_OPTIONS --import, with --expose-gc): on SIGUSR2
// it collects garbage and writes process.memoryUsage() to LIVE_BENCH_MEMORY_FILE, so the bench
// measures the heap the open streams hold rather than garbage not yet collected. Nothing of it is
// in the server itself.
import fs from 'node:fs';

process.on('SIGUSR2', () => {
  globalThis.gc?.();
  globalThis.gc?.();
  const file = process.env.LIVE_BENCH_MEMORY_FILE;
  if (file) fs.writeFileSync(`${file}.tmp`, JSON.stringify(process.memoryUsage()));
  if (file) fs.renameSync(`${file}.tmp`, file);
});
