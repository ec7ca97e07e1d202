import { notifications } from '../schema';
import { hoursAgo } from './dates';
import { requireId, type IdsByKey, type SeedDb } from './types';

type NotificationType = 'assignment' | 'dispatch' | 'calibration_due' | 'training_expiring' | 'low_stock' | 'memo';

interface DemoNotification {
  type: NotificationType;
  title: string;
  text: string;
  link: string;
  hoursAgo: number;
  read?: boolean;
}

const winterMemo: DemoNotification = {
  type: 'memo', title: 'Winter operations: new holdover time tables',
  text: 'The holdover time guidelines for the coming winter are published. Read and acknowledge before your next de-icing shift.',
  link: '/', hoursAgo: 30,
};

/** A few per demo account, matched to what each role looks at; some left unread for the nav badge. */
const byAccount: Record<string, DemoNotification[]> = {
  'admin@tarmac.test': [
    { type: 'training_expiring', title: '3 licences expire within 30 days', text: 'Sophie Martin (ORY), Toni Technician (CDG) and Sara Johansson (ARN).', link: '/technicians', hoursAgo: 2 },
    { type: 'calibration_due', title: 'Torque wrench TW-CDG-014 due for calibration', text: 'Calibration is due in 7 days at Paris CDG Line Station.', link: '/calibrated_tools', hoursAgo: 20 },
    { ...winterMemo, read: true },
  ],
  'planner@tarmac.test': [
    { type: 'assignment', title: 'AF1680 transit check needs a B1 on A20N', text: 'Tomorrow at CDG, STA 07:40: no authorised technician is rostered yet.', link: '/scheduled', hoursAgo: 1 },
    { type: 'low_stock', title: 'Type I fluid low at Stockholm Arlanda', text: '4,200 L left — about 3 days at the current rate.', link: '/parts', hoursAgo: 9 },
    { ...winterMemo, read: true },
  ],
  'supervisor@tarmac.test': [
    { type: 'low_stock', title: 'Engine oil (Mobil Jet Oil II) below minimum at CDG', text: '6 cans left, minimum stock 12.', link: '/parts', hoursAgo: 3 },
    { type: 'calibration_due', title: 'Tyre pressure gauge PG-CDG-003 overdue', text: 'Quarantine the gauge until it is recalibrated.', link: '/calibrated_tools', hoursAgo: 26, read: true },
    { type: 'training_expiring', title: 'Human factors recurrent expiring for 2 technicians', text: 'Camille Laurent and Mehdi Benali must attend before the end of the month.', link: '/training', hoursAgo: 50 },
    winterMemo,
  ],
  'tech@tarmac.test': [
    { type: 'assignment', title: 'You are assigned: KL1227 daily check at CDG', text: 'Lead technician, A20N F-HBNA, STA 06:15 – STD 07:05.', link: '/scheduled', hoursAgo: 0.5 },
    { type: 'training_expiring', title: 'Your EASA licence expires in 21 days', text: 'Send the renewal application to the quality department.', link: '/training', hoursAgo: 12 },
    { type: 'assignment', title: 'You are assigned: AF1141 transit check at CDG', text: 'Support technician, A320 F-GKXN, STA 10:20 – STD 11:05.', link: '/scheduled', hoursAgo: 40, read: true },
    { ...winterMemo, read: true },
  ],
  'viewer@tarmac.test': [
    winterMemo,
    { type: 'memo', title: 'Monthly reports ready', text: 'On-call response times and de-icing fluid use for last month can be exported.', link: '/reporting', hoursAgo: 70, read: true },
  ],
};

export async function seedNotifications(db: SeedDb, userIds: IdsByKey): Promise<void> {
  const now = new Date();
  const values = Object.entries(byAccount).flatMap(([email, list]) =>
    list.map((n) => {
      const createdAt = hoursAgo(n.hoursAgo, now);
      return {
        user_id: requireId(userIds, email, 'user'),
        type: n.type,
        key: 'message',
        params: { title: n.title, text: n.text },
        link: n.link,
        created_at: createdAt,
        updated_at: createdAt,
        read_at: n.read ? hoursAgo(n.hoursAgo / 2, now) : null,
      };
    }),
  );
  await db.insert(notifications).values(values);
}
