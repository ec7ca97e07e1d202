import { afterEach } from 'vitest';
import type { BrowserPerFile } from './browserPerFile';
import { apiAs, demo, type Session } from './shell';

export interface AdminInRegions extends Session {
  /** GET /api/user as the journey began: its regions and active region (instance_id). */
  user: { instance_id: number; regions: { region_id: number; region_name: string }[] } & Record<string, unknown>;
}

/**
 * For journeys where the admin switches the active region. The server keeps the active region
 * (users.instance_id), so it is put back after each test; call this after browserPerFile(), so
 * its afterEach runs while the admin's session is still open (vitest runs them last-first).
 */
export function adminWhoSwitchesRegions(sessions: BrowserPerFile): { signIn(): Promise<AdminInRegions> } {
  let admin: AdminInRegions | undefined;
  afterEach(async () => {
    if (admin) await apiAs(admin.context, 'POST', '/api/changeSession', { instance_id: admin.user.instance_id });
    admin = undefined;
  });
  return {
    async signIn() {
      const session = await sessions.signedIn(demo.admin);
      admin = { ...session, user: await apiAs(session.context, 'GET', '/api/user') };
      return admin;
    },
  };
}
