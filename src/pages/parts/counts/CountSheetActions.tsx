import { Button, Stack } from '@mui/material';
import PrintIcon from '@mui/icons-material/Print';
import { useTranslate } from 'react-admin';
import { DownloadButton } from '../../../components/DownloadButton';
import { countSheetUrl, type CountSheet } from '../partsApi';

const xlsx = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
export type CountStep = 'save' | 'submit' | 'confirm' | 'cancel';

/** The sheet's buttons: print and spreadsheet always; save and submit while open; confirm for a supervisor once submitted. */
export function CountSheetActions({
  sheet,
  write,
  confirm,
  ready,
  busy,
  onStep,
}: {
  sheet: CountSheet;
  write: boolean;
  confirm: boolean;
  ready: boolean;
  busy: boolean;
  onStep: (step: CountStep) => void;
}) {
  const translate = useTranslate();
  const open = sheet.status === 'open';
  return (
    <Stack direction="row" spacing={1} className="no-print" sx={{ flexWrap: 'wrap', rowGap: 1 }}>
      <Button size="small" startIcon={<PrintIcon />} onClick={() => window.print()}>
        {translate('parts.counts.print')}
      </Button>
      <DownloadButton
        url={countSheetUrl(sheet.id)}
        fileName={`count-${sheet.station_code}-${sheet.id}.xlsx`}
        accept={xlsx}
        label="parts.counts.export_xlsx"
      />
      {open && write && (
        <Button size="small" variant="outlined" disabled={busy} onClick={() => onStep('save')}>
          {translate('parts.counts.save')}
        </Button>
      )}
      {open && write && (
        <Button size="small" variant="contained" disabled={busy || !ready} onClick={() => onStep('submit')}>
          {translate('parts.counts.submit')}
        </Button>
      )}
      {sheet.status === 'submitted' && confirm && (
        <Button size="small" variant="contained" color="success" disabled={busy || !ready} onClick={() => onStep('confirm')}>
          {translate('parts.counts.confirm')}
        </Button>
      )}
      {(open || sheet.status === 'submitted') && write && (
        <Button size="small" color="error" disabled={busy} onClick={() => onStep('cancel')}>
          {translate('parts.counts.cancel')}
        </Button>
      )}
    </Stack>
  );
}
