import { Box, Table, TableBody, TableCell, TableHead, TableRow } from '@mui/material';
import { useTranslate } from 'react-admin';
import { hotConditions } from '../../../../model/modules/de_icing/enums';
import { hotCellSchema } from '../../../../model/modules/de_icing/hotCells';
import type { HotTableRowData } from '../deIcingApi';
import { holdoverCellText } from '../HoldoverText';
import { bandText } from './bandText';

/**
 * A set's rows as the authorities print them: per fluid (and brand), OAT band and concentration,
 * a column per condition with "0:35–1:05", "6:00", "—" (no holdover time) or the rule's text.
 */
export function HotRowsTable({ rows, label }: { rows: HotTableRowData[]; label: string }) {
  const translate = useTranslate();
  const cell = (raw: unknown) => {
    const parsed = hotCellSchema.safeParse(raw);
    if (!parsed.success || parsed.data.kind === 'none') return '—';
    return holdoverCellText(parsed.data, translate);
  };
  return (
    <Box sx={{ overflowX: 'auto' }} tabIndex={0} role="region" aria-label={label}>
      <Table size="small" aria-label={label}>
        <TableHead>
          <TableRow>
            <TableCell>{translate('de_icing.fields.fluid_type')}</TableCell>
            <TableCell>{translate('de_icing.hot_tables.oat_band')}</TableCell>
            <TableCell>{translate('de_icing.fields.concentration')}</TableCell>
            <TableCell>{translate('de_icing.fields.wing_material')}</TableCell>
            {hotConditions.map((condition) => (
              <TableCell key={condition}>{translate(`de_icing.choices.condition.${condition}`)}</TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row, index) => (
            <TableRow key={row.id ?? index}>
              <TableCell
                sx={{ whiteSpace: 'nowrap' }}
              >{`${translate(`de_icing.choices.fluid_type.${row.fluid_type}`)}${row.brand ? ` · ${row.brand}` : ''}`}</TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{bandText(row.oat_min_c, row.oat_max_c, translate)}</TableCell>
              <TableCell>{row.concentration === null ? '—' : `${row.concentration}/${100 - row.concentration}`}</TableCell>
              <TableCell>{row.wing_material ? translate(`de_icing.choices.wing_material.${row.wing_material}`) : '—'}</TableCell>
              {hotConditions.map((condition) => (
                <TableCell key={condition} sx={{ whiteSpace: 'nowrap' }}>
                  {cell(row.cells[condition])}
                </TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Box>
  );
}
