import { useState } from 'react';
import { MenuItem, TextField } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { CurrentUser } from '../../../model/account';
import { useRegionSwitch } from '../../components/crud/region/useRegionSwitch';

/** Region select width. */
export const regionSelectWidthPx = 110;

/** The user's regions; the active one is instance_id (docs/security.md). */
export function RegionSelect({ user }: { user: CurrentUser }) {
  const translate = useTranslate();
  const { switchTo, busy } = useRegionSwitch();
  const [value, setValue] = useState<number | ''>(user.instance_id ?? '');
  const activeName = user.regions.find((region) => region.region_id === value)?.region_name;

  const onChange = async (regionId: number) => {
    const previous = value;
    setValue(regionId);
    if (!(await switchTo(regionId))) setValue(previous);
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
          SelectDisplayProps: { title: activeName },
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
