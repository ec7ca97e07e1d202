import { Alert, Button, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { HttpError, useTranslate } from 'react-admin';
import { Link as RouterLink, useParams } from 'react-router-dom';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { isReportName, reportFilters } from '../../../model/modules/reporting/catalogue';
import type { RouteDefinition } from '../../../model/routes';
import { EmptyState, ScreenFrame } from '../../components/ScreenFrame';
import { fetchReport } from './reportingApi';
import { ReportExportButtons } from './ReportExportButtons';
import { ReportFilters } from './ReportFilters';
import { ReportResultView, ReportSkeleton } from './ReportResultView';
import { ReportSchedules } from './ReportSchedules';
import { SavedViewsMenu } from './SavedViewsMenu';
import { useCatalogue } from './useCatalogue';
import { useReportParams } from './useReportParams';

/** The server's refusal (a 422 "narrow the filters" from the scan guard, a 403 region …) in its own words. */
const refusal = (error: unknown) => (error instanceof HttpError || error instanceof Error ? error.message : '');

/** /reporting/:report?from=…&to=…&region_id=… — one report: filters (the URL), chart, table, exports, saved views. */
export default function ReportPage({ route }: { route: RouteDefinition }) {
  const translate = useTranslate();
  const name = useParams().report;
  const { values, params, invalid, setParams } = useReportParams();
  const catalogue = useCatalogue();
  const report = isReportName(name) ? name : null;
  const result = useQuery({
    queryKey: ['reporting', 'report', report, params],
    queryFn: () => fetchReport(report!, params!),
    enabled: report !== null && params !== null,
    retry: false,
  });
  if (!report)
    return (
      <ScreenFrame title={route.title}>
        <EmptyState text="reporting.unknown_report" />
      </ScreenFrame>
    );
  const entry = catalogue.data?.find((candidate) => candidate.name === report);
  const title = entry?.title ?? result.data?.title ?? route.title;
  return (
    <ScreenFrame
      title={title}
      actions={
        <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap' }}>
          <SavedViewsMenu report={report} params={params} />
          {params && <ReportExportButtons report={report} params={params} />}
        </Stack>
      }
    >
      <Button component={RouterLink} to="/reporting" size="small" startIcon={<ArrowBackIcon />} sx={{ alignSelf: 'flex-start' }}>
        {translate('reporting.catalogue.back')}
      </Button>
      {entry?.description && <Typography color="text.secondary">{entry.description}</Typography>}
      <ReportFilters values={values} offered={reportFilters[report]} onChange={setParams} />
      {invalid && (
        <Alert severity="warning">
          {invalid
            .map((issue) =>
              translate(`reporting.invalid.${issue.message}`, {
                _: translate('reporting.invalid.field', { field: translate(`reporting.filters.${issue.field}`) }),
              }),
            )
            .join(' ')}
        </Alert>
      )}
      {result.error && (
        <Alert severity="warning" role="alert">
          {refusal(result.error) || translate('reporting.load_failed')}
        </Alert>
      )}
      {result.isFetching && <ReportSkeleton />}
      {result.data && !result.isFetching && <ReportResultView result={result.data} />}
      <ReportSchedules report={report} params={params} />
    </ScreenFrame>
  );
}
