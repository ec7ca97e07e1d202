import { Box } from '@mui/material';
import FlightLandIcon from '@mui/icons-material/FlightLand';
import ReportIcon from '@mui/icons-material/Report';
import AlarmIcon from '@mui/icons-material/Alarm';
import AcUnitIcon from '@mui/icons-material/AcUnit';
import WaterDropIcon from '@mui/icons-material/WaterDrop';
import FlightIcon from '@mui/icons-material/Flight';
import { useTranslate } from 'react-admin';
import type { HomeDay } from '../../../model/modules/home/homeDay';
import { movementsListLink } from '../../../model/modules/movements';
import { FigureCard } from './FigureCard';
import { HomeSection, tileGrid } from './HomeSection';

/**
 * The on-call desk as it stands now (open requests, aircraft on ground, late against the
 * customer's target) and the day's de-icing, each opening its tab for those who may; for those who
 * handle flight movements (scheduled_write, who also hear them live, model/live.ts), the day's
 * flights' movements still to handle, opening the movements screen filtered to exactly those.
 */
export function OperationsFigures({
  date,
  operations,
  canOpenOnCall,
  canOpenDeIcing,
  canOpenMovements,
}: {
  date: string;
  operations: HomeDay['operations'];
  canOpenOnCall: boolean;
  canOpenDeIcing: boolean;
  canOpenMovements: boolean;
}) {
  const translate = useTranslate();
  const onCall = canOpenOnCall ? '/on_call' : undefined;
  const deIcing = canOpenDeIcing ? '/de_icing' : undefined;
  const desks = canOpenOnCall || canOpenDeIcing;
  return (
    <HomeSection id="operations" title={translate('home.sections.operations')}>
      <Box sx={tileGrid}>
        {canOpenMovements && (
          <FigureCard
            count={operations.flight_movements_open}
            label={translate('home.operations.flight_movements_open')}
            icon={<FlightIcon />}
            tone="warning"
            to={movementsListLink({ open: true, flight_date_gte: date, flight_date_lte: date })}
            linkHint={translate('home.operations.open_movements')}
          />
        )}
        {desks && (
          <>
            <FigureCard
              count={operations.on_call_open}
              label={translate('home.operations.on_call_open')}
              icon={<FlightLandIcon />}
              to={onCall}
              linkHint={translate('home.operations.open_on_call')}
            />
            <FigureCard
              count={operations.on_call_aog}
              label={translate('home.operations.on_call_aog')}
              icon={<ReportIcon />}
              tone="error"
              to={onCall}
              linkHint={translate('home.operations.open_on_call')}
            />
            <FigureCard
              count={operations.on_call_late}
              label={translate('home.operations.on_call_late')}
              icon={<AlarmIcon />}
              tone="error"
              to={onCall}
              linkHint={translate('home.operations.open_on_call')}
            />
            <FigureCard
              count={operations.de_icing_treatments}
              label={translate('home.operations.de_icing_treatments')}
              icon={<AcUnitIcon />}
              to={deIcing}
              linkHint={translate('home.operations.open_de_icing')}
            />
            <FigureCard
              count={operations.de_icing_litres}
              label={translate('home.operations.de_icing_litres')}
              icon={<WaterDropIcon />}
              to={deIcing}
              linkHint={translate('home.operations.open_de_icing')}
            />
          </>
        )}
      </Box>
    </HomeSection>
  );
}
