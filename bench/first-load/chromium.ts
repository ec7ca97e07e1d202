import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromiumFlags, chromiumPath } from '../../testkit/chromium';

export interface DebuggableChromium {
  /** The DevTools port Lighthouse (and Playwright's connectOverCDP) talk to. */
  port: number;
  stop(): Promise<void>;
}

/**
 * Debian's Chromium started by us with --remote-debugging-port (Lighthouse drives a browser it is
 * given rather than one it downloads), in a throw-away profile.
 */
export async function launchDebuggableChromium(): Promise<DebuggableChromium> {
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'tarmac-first-load-'));
  const child = spawn(chromiumPath, [...chromiumFlags, '--remote-debugging-port=0', `--user-data-dir=${profile}`, 'about:blank'], {
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  // Chromium names the port it picked on stderr: "DevTools listening on ws://127.0.0.1:<port>/…".
  const port = await new Promise<number>((resolve, reject) => {
    let seen = '';
    const timer = setTimeout(() => reject(new Error(`Chromium did not open its DevTools port: ${seen}`)), 30_000);
    child.stderr.on('data', (data: Buffer) => {
      seen += data.toString();
      const match = /DevTools listening on ws:\/\/[^:]+:(\d+)\//.exec(seen);
      if (match) {
        clearTimeout(timer);
        resolve(Number(match[1]));
      }
    });
    child.once('exit', () => reject(new Error(`Chromium exited: ${seen}`)));
  });
  return {
    port,
    async stop() {
      child.kill('SIGTERM');
      await exited;
      // Its helper processes (crash handler, utilities) can still be writing in the profile for a
      // moment after the browser itself exits: an rmdir then meets a file that was not there.
      fs.rmSync(profile, { recursive: true, force: true, maxRetries: 10, retryDelay: 100 });
    },
  };
}
