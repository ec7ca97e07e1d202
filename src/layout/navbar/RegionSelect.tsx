import { useState } from 'react';
import { MenuItem, TextField } from '@mui/material';
import { useNotify, useStoreContext, useTranslate } from 'react-admin';
import type { CurrentUser } from '../../../model/account';
import { switchRegion } from './regionSwitch';

/** Region select width of spec §9. */
export const regionSelectWidthPx = 110;

/** The user's regions; the active one is instance_id (spec §2, §3). */
export function RegionSelect({ user }: { user: CurrentUser }) {
  const translate = useTranslate();
  const notify = useNotify();
  const store = useStoreContext();
  const [value, setValue] = useState<number | ''>(user.instance_id ?? '');
  const [busy, setBusy] = useState(false);
  const activeName = user.regions.find((region) => region.region_id === value)?.region_name;

  const onChange = async (regionId: number) => {
    const previous = value;
    setValue(regionId);
    setBusy(true);
    try {
      await switchRegion(regionId, {
        store,
        notifySuccess: (message) => notify(message, { type: 'success', messageArgs: { _: message } }),
      });
    } catch (error) {
      setValue(previous);
      setBusy(false);
      const message = (error as Error)?.message || translate('app.errors.generic_text');
      notify(message, { type: 'error', messageArgs: { _: message } });
    }
  };

  return (
    <TextField
      select
      size="small"
      label={translate('nav.region')}
      value={value}
      disabled={busy || user.regions.length === 0}
      onChange={(event) => onChange(Number(event.target.value))}
      sx={{ width: regionSelectWidthPx, flexShrink: 0, '& .MuiSelect-select': { fontSize: '0.875rem' } }}
      slotProps={{
        select: {
          MenuProps: { disableScrollLock: true },
          // 110 px cuts most region names short: the whole name on hover.
          SelectDisplayProps: { title: activeName } as object,
        },
      }}
    >
      {user.regions.map((region) => (
        <MenuItem key={region.region_id} value={region.region_id}>
          {region.region_name}
        </MenuItem>
      ))}
    </TextField>
  );
}

