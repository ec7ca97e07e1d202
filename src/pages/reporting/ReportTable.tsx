import { useMemo, useState } from 'react';
import {
  Paper,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableFooter,
  TableHead,
  TablePagination,
  TableRow,
  TableSortLabel,
} from '@mui/material';
import { useTranslate } from 'react-admin';
import type { LabelledColumn, ReportResult, ReportRow } from '../../../model/modules/reporting/result';
import { formatReportValue, isNumericColumn } from './formatReportValue';
import { sortRows, type SortOrder } from './sortRows';
import { useValueFormat } from './useValueFormat';

const pageSizes = [25, 50, 100];

function ReportCells({ columns, row, header }: { columns: LabelledColumn[]; row: ReportRow; header?: boolean }) {
  const format = useValueFormat();
  return columns.map((column, index) => (
    <TableCell
      key={column.key}
      component={header && index === 0 ? 'th' : 'td'}
      scope={header && index === 0 ? 'row' : undefined}
      align={isNumericColumn(column.type) ? 'right' : 'left'}
      // Numbers stay on one line; names wrap, so the widest report (work and billing) fits 1440 px.
      sx={{ whiteSpace: isNumericColumn(column.type) ? 'nowrap' : 'normal', fontWeight: header ? 600 : undefined }}
    >
      {header && index === 0 ? row[column.key] : formatReportValue(row[column.key], column.type, format, row.currency)}
    </TableCell>
  ));
}

/**
 * Half the default side padding between cells (the outer edges keep theirs): twelve columns of work
 * and billing, Currency last, then fit a 1440 px screen without scrolling.
 */
const compactCells = {
  '& .MuiTableCell-root': { px: 1 },
  '& .MuiTableCell-root:first-of-type': { pl: 2 },
  '& .MuiTableCell-root:last-of-type': { pr: 2 },
  '& thead .MuiTableCell-root': { verticalAlign: 'bottom' },
};

/** A footer row: its label in the first column (the grouping one, which has no total). */
const labelledRow = (row: ReportRow, columns: LabelledColumn[], label: string): ReportRow =>
  columns[0] ? { ...row, [columns[0].key]: label } : row;

/**
 * The report's table: already aggregated by the server, sorted and paged here. Its footer has the
 * totals over the whole table (not the page) and one line per currency for the amounts.
 */
export function ReportTable({ result, id }: { result: ReportResult; id: string }) {
  const translate = useTranslate();
  const { locale } = useValueFormat();
  const [sort, setSort] = useState<{ key: string; order: SortOrder } | null>(null);
  const [page, setPage] = useState(0);
  const [pageSize, setPageSize] = useState(pageSizes[0]);
  const sorted = useMemo(() => (sort ? sortRows(result.rows, sort.key, sort.order, locale) : result.rows), [result.rows, sort, locale]);
  const columns = result.columns;
  const sortBy = (key: string) => {
    setSort((current) => ({ key, order: current?.key === key && current.order === 'asc' ? 'desc' : 'asc' }));
    setPage(0);
  };
  return (
    <Paper variant="outlined">
      {/* Narrower screens scroll the table sideways: the region is focusable, so the keyboard scrolls it too. */}
      <TableContainer sx={{ maxHeight: '70vh', overflowX: 'auto' }} tabIndex={0} role="region" aria-label={result.title}>
        <Table stickyHeader size="small" id={id} aria-label={result.title} sx={compactCells}>
          <TableHead>
            <TableRow>
              {columns.map((column) => (
                <TableCell
                  key={column.key}
                  align={isNumericColumn(column.type) ? 'right' : 'left'}
                  sortDirection={sort?.key === column.key ? sort.order : false}
                >
                  <TableSortLabel
                    active={sort?.key === column.key}
                    direction={sort?.key === column.key ? sort.order : 'asc'}
                    onClick={() => sortBy(column.key)}
                  >
                    {column.label}
                  </TableSortLabel>
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {sorted.slice(page * pageSize, (page + 1) * pageSize).map((row, index) => (
              <TableRow key={index} hover>
                <ReportCells columns={columns} row={row} />
              </TableRow>
            ))}
          </TableBody>
          {/* The totals stay in sight while the rows scroll. */}
          <TableFooter sx={{ position: 'sticky', bottom: 0, bgcolor: 'background.paper', zIndex: 1 }}>
            <TableRow aria-label={translate('reporting.table.totals')}>
              <ReportCells columns={columns} row={labelledRow(result.totals, columns, translate('reporting.table.totals'))} header />
            </TableRow>
            {result.amount_totals.map((amounts) => (
              <TableRow
                key={String(amounts.currency)}
                aria-label={translate('reporting.table.amount_total', { currency: amounts.currency })}
              >
                <ReportCells
                  columns={columns}
                  row={labelledRow(amounts, columns, translate('reporting.table.amount_total', { currency: amounts.currency }))}
                  header
                />
              </TableRow>
            ))}
          </TableFooter>
        </Table>
      </TableContainer>
      <TablePagination
        component="div"
        count={result.rows.length}
        page={page}
        rowsPerPage={pageSize}
        rowsPerPageOptions={pageSizes}
        onPageChange={(_event, next) => setPage(next)}
        onRowsPerPageChange={(event) => {
          setPageSize(Number(event.target.value));
          setPage(0);
        }}
        labelRowsPerPage={translate('ra.navigation.page_rows_per_page')}
        labelDisplayedRows={({ from, to, count }) =>
          translate('ra.navigation.page_range_info', { offsetBegin: from, offsetEnd: to, total: count })
        }
      />
    </Paper>
  );
}
