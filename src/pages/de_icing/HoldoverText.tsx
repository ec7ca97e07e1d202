import { Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { HotCell } from '../../../model/modules/de_icing/hotCells';
import { hoursMinutes } from './pad/holdoverPhase';

/** A holdover window in words: "0:35–1:05", "6:00", the CAUTION of no guidelines, or the rule below the coldest band. */
export function holdoverCellText(cell: HotCell, translate: (key: string, options?: object) => string): string {
  switch (cell.kind) {
    case 'range':
      return `${hoursMinutes(cell.min)}–${hoursMinutes(cell.max)}`;
    case 'time':
      return hoursMinutes(cell.minutes);
    case 'none':
      return translate('de_icing.choices.holdover.none');
    case 'rule':
      return translate(`de_icing.choices.holdover.${cell.rule}`, { _: cell.rule });
  }
}

export function HoldoverText({ cell }: { cell: HotCell }) {
  const translate = useTranslate();
  const caution = cell.kind === 'none' || cell.kind === 'rule';
  return (
    <Typography variant="h6" component="div" color={caution ? 'warning.main' : 'text.primary'} sx={{ fontWeight: 700 }}>
      {holdoverCellText(cell, translate)}
    </Typography>
  );
}
