import { useState } from 'react';
import { Alert, Box, Button, Stack } from '@mui/material';
import DownloadIcon from '@mui/icons-material/Download';
import { useQuery } from '@tanstack/react-query';
import { useTranslate } from 'react-admin';
import { fetchDueLists, type DueEntry } from '../resourcesApi';
import { resourcesQueryKey, useRefreshResources } from '../useResourceData';
import { exportDueLists } from './dueExport';
import { DueTable } from './DueTable';
import { ReturnFromCalibrationDialog } from './ReturnFromCalibrationDialog';
import { SendForCalibrationDialog } from './SendForCalibrationDialog';
import { Pending } from '../../../components/Pending';

type Open = { action: 'send' | 'return'; tool: DueEntry } | null;

/**
 * What is coming due in the region (docs/modules/resource_allocation.md), with the lead times of the settings page:
 * calibration (with "Out for calibration" and "Back from calibration"), service, insurance.
 */
export function DueListsView({ canWrite, onOpenTool }: { canWrite: boolean; onOpenTool: (toolId: number) => void }) {
  const translate = useTranslate();
  const t = (key: string) => translate(`resource_allocation.due.${key}`);
  const lists = useQuery({ queryKey: [...resourcesQueryKey, 'due'], queryFn: () => fetchDueLists({}) });
  const refresh = useRefreshResources();
  const [open, setOpen] = useState<Open>(null);
  if (lists.isPending) return <Pending />;
  if (lists.error) {
    return (
      <Alert
        severity="error"
        sx={{ mt: 2 }}
        action={
          <Button color="inherit" size="small" onClick={() => void lists.refetch()}>
            {translate('crud.list.retry')}
          </Button>
        }
      >
        {t('load_failed')}
      </Alert>
    );
  }
  const done = () => {
    setOpen(null);
    void refresh();
  };
  // The tool's own status says where it is: at the laboratory (bring it back) or here (send it).
  const calibrationActions = (tool: DueEntry) =>
    tool.resource_status === 'out_for_calibration' ? (
      <Button size="small" variant="outlined" onClick={() => setOpen({ action: 'return', tool })}>
        {t('back_from_calibration')}
      </Button>
    ) : (
      <Button size="small" variant="outlined" onClick={() => setOpen({ action: 'send', tool })}>
        {t('out_for_calibration')}
      </Button>
    );
  return (
    <Stack spacing={3} sx={{ mt: 2 }}>
      <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>
        <Button startIcon={<DownloadIcon />} onClick={() => void exportDueLists(lists.data)}>
          {translate('ra.action.export')}
        </Button>
      </Box>
      <DueTable
        title={t('calibration')}
        entries={lists.data.calibration}
        dateOf={(entry) => entry.next_due}
        onOpen={(entry) => onOpenTool(entry.id)}
        actions={canWrite ? calibrationActions : undefined}
      />
      <DueTable title={t('service')} entries={lists.data.service} dateOf={(entry) => entry.next_service_date} />
      <DueTable title={t('insurance')} entries={lists.data.insurance} dateOf={(entry) => entry.insurance_expiry} />
      {open?.action === 'send' && <SendForCalibrationDialog tool={open.tool} onDone={done} onClose={() => setOpen(null)} />}
      {open?.action === 'return' && <ReturnFromCalibrationDialog tool={open.tool} onDone={done} onClose={() => setOpen(null)} />}
    </Stack>
  );
}
