import { useDeferredValue, useState } from 'react';
import {
  Alert,
  Box,
  Button,
  IconButton,
  Skeleton,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Tooltip,
} from '@mui/material';
import EventAvailableIcon from '@mui/icons-material/EventAvailable';
import { useQuery } from '@tanstack/react-query';
import { useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { EmptyState } from '../../components/ScreenFrame';
import { exportMatrixCsv, exportMatrixXlsx, requirementLabel } from './matrixExport';
import { MatrixCell } from './MatrixCell';
import { MatrixFilters } from './MatrixFilters';
import { fetchMatrix, type MatrixFilter } from './trainingApi';
import { useTrainingPermissions } from './useTrainingPermissions';

const sticky = { position: 'sticky', left: 0, zIndex: 2, bgcolor: 'background.paper' } as const;

/**
 * The compliance matrix (docs/modules/training.md): technicians × mandatory courses, licence and type
 * authorisations, each cell's state in words and colour, sticky header row and name column,
 * server-side filters, CSV and XLSX export, and per course "plan a session for everyone expiring".
 */
export function ComplianceMatrix() {
  const translate = useTranslate();
  const navigate = useNavigate();
  const { write } = useTrainingPermissions();
  const [filter, setFilter] = useState<MatrixFilter>({});
  const deferred = useDeferredValue(filter);
  const {
    data: matrix,
    isPending,
    error,
  } = useQuery({ queryKey: ['training_matrix', deferred], queryFn: () => fetchMatrix(deferred), placeholderData: (previous) => previous });
  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
        <Box sx={{ flex: 1 }}>
          <MatrixFilters filter={filter} onChange={setFilter} />
        </Box>
        <Button size="small" disabled={!matrix?.rows.length} onClick={() => matrix && exportMatrixCsv(matrix, translate)}>
          {translate('training.matrix.export_csv')}
        </Button>
        <Button size="small" disabled={!matrix?.rows.length} onClick={() => matrix && exportMatrixXlsx(matrix, translate)}>
          {translate('training.matrix.export_xlsx')}
        </Button>
      </Stack>
      {error ? (
        <Alert severity="error">{translate('training.matrix.load_failed')}</Alert>
      ) : isPending ? (
        <Skeleton variant="rounded" height={240} />
      ) : !matrix?.rows.length ? (
        <EmptyState text="training.matrix.empty" />
      ) : (
        <TableContainer sx={{ maxHeight: '70vh', border: 1, borderColor: 'divider', borderRadius: 1 }}>
          <Table stickyHeader size="small" aria-label={translate('training.matrix.label')}>
            <TableHead>
              <TableRow>
                <TableCell sx={{ ...sticky, zIndex: 3 }}>{translate('training.matrix.technician')}</TableCell>
                {matrix.requirements.map((requirement) => (
                  <TableCell key={requirement.key} sx={{ whiteSpace: 'nowrap' }}>
                    {requirement.kind === 'course' ? (
                      <Tooltip title={requirement.name}>
                        <span>{requirementLabel(requirement, translate)}</span>
                      </Tooltip>
                    ) : (
                      requirementLabel(requirement, translate)
                    )}
                    {requirement.kind === 'course' && write && (
                      <Tooltip title={translate('training.matrix.plan_expiring')}>
                        <IconButton
                          size="small"
                          aria-label={`${translate('training.matrix.plan_expiring')}: ${requirement.code}`}
                          onClick={() => navigate(`/training_activity?course_id=${requirement.course_id}&expiring=1`)}
                        >
                          <EventAvailableIcon fontSize="small" />
                        </IconButton>
                      </Tooltip>
                    )}
                  </TableCell>
                ))}
              </TableRow>
            </TableHead>
            <TableBody>
              {matrix.rows.map((row) => (
                <TableRow key={row.technician_id} hover>
                  <TableCell component="th" scope="row" sx={{ ...sticky, whiteSpace: 'nowrap' }}>
                    {row.name}
                    <Box component="span" sx={{ display: 'block', color: 'text.secondary', fontSize: '0.75rem' }}>
                      {[row.employee_no, row.home_station_code].filter(Boolean).join(' · ')}
                    </Box>
                  </TableCell>
                  {matrix.requirements.map((requirement) => (
                    <TableCell key={requirement.key}>
                      <MatrixCell cell={row.cells[requirement.key]} />
                    </TableCell>
                  ))}
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
    </Stack>
  );
}
