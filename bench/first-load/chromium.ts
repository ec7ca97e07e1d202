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
    // Its own process group, so stop() ends the helpers (crash handler, utilities) with it.
    detached: true,
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
      signalGroup(child.pid, 'SIGTERM');
      await exited;
      signalGroup(child.pid, 'SIGKILL');
      await removeProfile(profile);
    },
  };
}

function signalGroup(pid: number | undefined, signal: NodeJS.Signals): void {
  if (pid === undefined) return;
  try {
    process.kill(-pid, signal);
  } catch {
    // The group has already gone.
  }
}

/**
 * A helper that outlived the group's signal can still write in the profile for a moment: each try
 * reads the directory again (rmSync's own retries do not), and a profile left behind in the
 * temporary directory is a warning, not a failed bench.
 */
async function removeProfile(profile: string): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    try {
      fs.rmSync(profile, { recursive: true, force: true });
      return;
    } catch (error) {
      if (attempt === 20) {
        console.warn(`Could not remove the Chromium profile ${profile}: ${String(error)}`);
        return;
      }
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }
}
