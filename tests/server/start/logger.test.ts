import { PassThrough } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { createLogger, type LogOutput } from '../../../server/logger';

/** A terminal gets readable lines, anything else JSON lines. */
function capture(isTTY: boolean): { output: LogOutput; text: () => string } {
  const output = Object.assign(new PassThrough(), { isTTY });
  const chunks: Buffer[] = [];
  output.on('data', (chunk: Buffer) => chunks.push(chunk));
  // Colours depend on the terminal running the tests; the words do not.
  return {
    output,
    text: () =>
      Buffer.concat(chunks)
        .toString('utf8')
        // eslint-disable-next-line no-control-regex -- strips the terminal's colour codes (ESC [ … m)
        .replace(/\x1b\[[0-9;]*m/g, ''),
  };
}

describe('the server log', () => {
  it('writes one JSON object per line when the output is not a terminal', async () => {
    const { output, text } = capture(false);
    const log = createLogger({ LOG_LEVEL: 'info' }, output);
    log.info({ req: { method: 'GET', url: '/api/user?token=secret', ip: '127.0.0.1' } }, 'incoming request');
    await new Promise((resolve) => setImmediate(resolve));
    const lines = text().trim().split('\n');
    expect(lines).toHaveLength(1);
    expect(JSON.parse(lines[0])).toMatchObject({ level: 30, msg: 'incoming request', req: { method: 'GET', url: '/api/user' } });
  });

  it('writes readable lines on a terminal: time, level, message, and a request on the same line', async () => {
    const { output, text } = capture(true);
    const log = createLogger({ LOG_LEVEL: 'info' }, output);
    log.info('Tarmac is running on http://localhost:8080');
    log.info({ req: { method: 'GET', url: '/api/user?token=secret', ip: '127.0.0.1' } }, 'incoming request');
    log.info({ res: { statusCode: 200 }, responseTime: 4.2 }, 'request completed');
    log.warn({ body: { password: 'hunter2' } }, 'a secret');
    const lines = text().trim().split('\n');
    expect(lines[0]).toMatch(/^\[\d\d:\d\d:\d\d\] INFO: Tarmac is running on http:\/\/localhost:8080$/);
    expect(lines[1]).toMatch(/INFO: incoming request GET \/api\/user$/);
    expect(lines[2]).toMatch(/INFO: request completed → 200 in 4 ms$/);
    expect(lines[3]).toMatch(/WARN: a secret/);
    expect(text()).not.toContain('hunter2');
    expect(text()).not.toContain('{"level"');
  });

  it('keeps the level: nothing below it is written', async () => {
    const { output, text } = capture(true);
    createLogger({ LOG_LEVEL: 'warn' }, output).info('not shown');
    expect(text()).toBe('');
  });
});
