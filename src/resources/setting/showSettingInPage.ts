import type { SettingRecord } from '../../../model/resources/setting';
import { getUser, setUser } from '../../providers/authState';

/**
 * The rest of the page read the settings when it loaded: window.config (injected by /config.js)
 * and the signed-in user's logo_url (GET /api/user). A saved change goes to both, so the nav bar
 * shows the new logo without a reload.
 */
export function showSettingInPage(record: SettingRecord): void {
  if (typeof window !== 'undefined') {
    window.config = {
      ...window.config,
      companyName: record.company_name,
      logoUrl: record.logo_url,
      defaultLocale: record.default_locale,
      dateFormat: record.date_format,
      weekStartsMonday: record.week_starts_monday,
    };
  }
  const user = getUser();
  if (user && user.logo_url !== record.logo_url) setUser({ ...user, logo_url: record.logo_url });
}
