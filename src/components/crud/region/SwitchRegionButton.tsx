import { Button } from '@mui/material';
import SwapHorizIcon from '@mui/icons-material/SwapHoriz';
import { useTranslate } from 'react-admin';
import { useMemberRegionName, useRegionSwitch } from './useRegionSwitch';

/** "Switch to Europe West": makes one of the user's regions the active one (the page reloads). */
export function SwitchRegionButton({ regionId }: { regionId: number }) {
  const translate = useTranslate();
  const { switchTo, busy } = useRegionSwitch();
  const region = useMemberRegionName(regionId);
  if (!region) return null;
  return (
    <Button
      color="inherit"
      size="small"
      startIcon={<SwapHorizIcon />}
      disabled={busy}
      onClick={() => void switchTo(regionId)}
      sx={{ flexShrink: 0 }}
    >
      {translate('crud.region.switch_to', { region })}
    </Button>
  );
}
