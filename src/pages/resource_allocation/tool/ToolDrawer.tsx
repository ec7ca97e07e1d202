import { useState } from 'react';
import { Alert, Box, Button, Drawer, IconButton, Stack, Typography } from '@mui/material';
import CloseIcon from '@mui/icons-material/Close';
import DownloadIcon from '@mui/icons-material/Download';
import { useQuery } from '@tanstack/react-query';
import { useTranslate } from 'react-admin';
import { Pending } from '../../../components/Pending';
import { ReturnFromCalibrationDialog } from '../due/ReturnFromCalibrationDialog';
import { SendForCalibrationDialog } from '../due/SendForCalibrationDialog';
import { fetchCalibrations, fetchResources, fetchToolUsage } from '../resourcesApi';
import { resourcesQueryKey, useRefreshResources } from '../useResourceData';
import { CalibrationHistory } from './CalibrationHistory';
import { ToolUsageTable } from './ToolUsageTable';
import { exportToolUsage } from './usageExport';

/**
 * A calibrated tool's page as a drawer over the tab, one click from the due list or the
 * timeline row: its calibration history and every job it was used on since its last good calibration,
 * with links and an export — when it comes back out of tolerance, the affected aircraft are here.
 */
export function ToolDrawer({ toolId, canWrite, onClose }: { toolId: number; canWrite: boolean; onClose: () => void }) {
  const translate = useTranslate();
  const t = (key: string, options?: object) => translate(`resource_allocation.tool.${key}`, options);
  const refresh = useRefreshResources();
  const [action, setAction] = useState<'send' | 'return' | null>(null);
  const tools = useQuery({
    queryKey: [...resourcesQueryKey, 'resources', { kind: 'calibrated_tool' }],
    queryFn: () => fetchResources({ kind: 'calibrated_tool' }),
  });
  const calibrations = useQuery({ queryKey: [...resourcesQueryKey, 'calibrations', toolId], queryFn: () => fetchCalibrations(toolId) });
  const usage = useQuery({ queryKey: [...resourcesQueryKey, 'usage', toolId], queryFn: () => fetchToolUsage(toolId) });
  const tool = tools.data?.find((candidate) => candidate.id === toolId);
  const title = tool?.label ?? t('title');
  return (
    <Drawer
      anchor="right"
      open
      onClose={onClose}
      // The paper is the element with role="dialog": its name goes there, not on the modal root.
      slotProps={{ paper: { sx: { width: { xs: '100%', md: 720 } }, 'aria-labelledby': 'tool-drawer-title' } as object }}
    >
      <Stack spacing={2} sx={{ p: 2 }}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
          <Typography id="tool-drawer-title" variant="h5" component="h2" sx={{ flex: 1 }}>
            {title}
          </Typography>
          <IconButton onClick={onClose} aria-label={translate('ra.action.close')}>
            <CloseIcon />
          </IconButton>
        </Box>
        {tools.error || calibrations.error || usage.error ? <Alert severity="error">{t('load_failed')}</Alert> : null}
        {tool && (
          <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
            <Typography>
              {t('summary', {
                station: tool.station_code,
                status: translate(`resources.calibrated_tools.choices.status.${tool.status}`, { _: tool.status }),
                next_due: tool.next_due ?? '—',
              })}
            </Typography>
            {canWrite &&
              (tool.status === 'out_for_calibration' ? (
                <Button variant="outlined" size="small" onClick={() => setAction('return')}>
                  {translate('resource_allocation.due.back_from_calibration')}
                </Button>
              ) : (
                <Button variant="outlined" size="small" onClick={() => setAction('send')}>
                  {translate('resource_allocation.due.out_for_calibration')}
                </Button>
              ))}
          </Box>
        )}
        <Typography variant="h6" component="h3">
          {t('calibrations')}
        </Typography>
        {calibrations.data ? <CalibrationHistory calibrations={calibrations.data} /> : <Pending height={80} />}
        <Box sx={{ display: 'flex', alignItems: 'center' }}>
          <Typography variant="h6" component="h3" sx={{ flex: 1 }}>
            {t('usage')}
          </Typography>
          <Button
            startIcon={<DownloadIcon />}
            disabled={!usage.data?.usage.length}
            onClick={() => void exportToolUsage(title, usage.data?.usage ?? [])}
          >
            {translate('ra.action.export')}
          </Button>
        </Box>
        <Typography variant="body2" color="text.secondary">
          {t('usage_help')} {usage.data?.from ? t('usage_since', { from: usage.data.from.slice(0, 10) }) : null}
        </Typography>
        <Box sx={{ overflowX: 'auto' }}>{usage.data ? <ToolUsageTable usage={usage.data.usage} /> : <Pending height={80} />}</Box>
      </Stack>
      {tool && action === 'send' && (
        <SendForCalibrationDialog
          tool={tool}
          onClose={() => setAction(null)}
          onDone={() => {
            setAction(null);
            void refresh();
          }}
        />
      )}
      {tool && action === 'return' && (
        <ReturnFromCalibrationDialog
          tool={tool}
          onClose={() => setAction(null)}
          onDone={() => {
            setAction(null);
            void refresh();
          }}
        />
      )}
    </Drawer>
  );
}
