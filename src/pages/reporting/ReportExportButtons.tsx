import { Stack } from '@mui/material';
import type { ReportName } from '../../../model/modules/reporting/catalogue';
import type { ReportParams } from '../../../model/modules/reporting/params';
import { DownloadButton } from '../../components/DownloadButton';
import { exportMimeTypes, reportExportUrl } from './reportingApi';

/** The table as a spreadsheet or CSV, written by the server for the same filters (money hidden as on screen). */
export function ReportExportButtons({ report, params }: { report: ReportName; params: ReportParams }) {
  const fileName = (format: 'xlsx' | 'csv') => `${report}_${params.from}_${params.to}.${format}`;
  return (
    <Stack direction="row" spacing={1}>
      {(['xlsx', 'csv'] as const).map((format) => (
        <DownloadButton
          key={format}
          url={reportExportUrl(report, params, format)}
          fileName={fileName(format)}
          accept={exportMimeTypes[format]}
          label={`reporting.export.${format}`}
        />
      ))}
    </Stack>
  );
}
