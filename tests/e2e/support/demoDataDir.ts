/**
 * Fills the journeys' PGlite data folder (`<DATA_DIR>/pglite`, as server/start.ts opens it) from the
 * day's demo snapshot (server/db/seed/demoSnapshot.ts): the server then starts on the demo data in
 * seconds instead of migrating and seeding for half a minute. The unit tiers made the snapshot
 * already when `npm test` runs; run alone, this makes it.
 *
 *   tsx tests/e2e/support/demoDataDir.ts <DATA_DIR>
 */
import path from 'node:path';
import { openDatabase } from '../../../server/db/client';
import { cachedPgliteDump } from '../../../server/db/seed/demoSnapshot';

const [dataDir] = process.argv.slice(2);
if (!dataDir) throw new Error('usage: demoDataDir.ts <DATA_DIR>');
const dump = await cachedPgliteDump();
const handle = await openDatabase({ dataDir: path.join(dataDir, 'pglite'), loadDataDir: new Blob([new Uint8Array(dump)]) });
await handle.close();
