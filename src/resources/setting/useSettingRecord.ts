import { useCallback, useEffect, useRef, useState } from 'react';
import type { SettingRecord } from '../../../model/resources/setting';
import { apiRequest } from '../../providers/httpClient';

/**
 * The settings row the page edits (GET /api/setting). Replacing `record` re-mounts the form.
 * A logo change is a new version of the row too, but it must not throw away what is being typed:
 * when it is the only change since the form's version, the next save simply carries the newer
 * version; when someone else saved in between, their version is loaded, as after a 409.
 */
export function useSettingRecord() {
  const [record, setRecord] = useState<SettingRecord | null>(null);
  const [logoUrl, setLogoUrl] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  const latestVersion = useRef(0);

  const show = useCallback((next: SettingRecord) => {
    setRecord(next);
    setLogoUrl(next.logo_url);
    latestVersion.current = next.version;
  }, []);

  useEffect(() => {
    apiRequest<SettingRecord>('GET', '/api/setting').then(
      (loaded) => {
        show(loaded);
        setFailed(false);
      },
      () => setFailed(true),
    );
  }, [show]);

  /** After a logo upload or removal; false when the form was reloaded with someone else's changes. */
  const logoChanged = useCallback(
    (next: SettingRecord): boolean => {
      // Removing a logo that was not there leaves the version as it was.
      if (next.version === latestVersion.current || next.version === latestVersion.current + 1) {
        latestVersion.current = next.version;
        setLogoUrl(next.logo_url);
        return true;
      }
      show(next);
      return false;
    },
    [show],
  );

  return { record, logoUrl, failed, show, logoChanged, version: () => latestVersion.current };
}
