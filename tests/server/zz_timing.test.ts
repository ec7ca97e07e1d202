import { it } from 'vitest';
import { createTestApp, createTestDatabase } from './helper';
it('times', async () => {
  for (let i = 0; i < 3; i++) {
    let t0 = performance.now();
    const d = await createTestDatabase();
    const t1 = performance.now();
    await d.close();
    t0 = performance.now() - t0;
    const t2 = performance.now();
    const a = await createTestApp();
    console.log('db', Math.round(t1 - (t2 - t0 - (t2 - t1)) ), 'db+close', Math.round(t0), 'app', Math.round(performance.now() - t2));
    await a.close();
  }
}, 120000);
