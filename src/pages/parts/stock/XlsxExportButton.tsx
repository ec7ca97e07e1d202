import { useState } from 'react';
import { Button, CircularProgress } from '@mui/material';
import DownloadIcon from '@mui/icons-material/Download';
import { useListContext, useNotify, useTranslate } from 'react-admin';
import { unreadableBodyKey } from '../../../components/form/formErrors';
import { exportStockXlsx } from './stockXlsx';

/** The stock as a spreadsheet, with the list's filters. */
export function XlsxExportButton() {
  const translate = useTranslate();
  const notify = useNotify();
  const { filterValues } = useListContext();
  const [busy, setBusy] = useState(false);
  const exportSheet = async () => {
    setBusy(true);
    try {
      await exportStockXlsx(filterValues, translate);
    } catch (error) {
      notify((error as Error).message || unreadableBodyKey, { type: 'error' });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button size="small" onClick={exportSheet} disabled={busy} aria-busy={busy} startIcon={busy ? <CircularProgress size={16} color="inherit" aria-hidden /> : <DownloadIcon />}>
      {translate('parts.stock.export_xlsx')}
    </Button>
  );
}
