import { Alert } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { refusals } from '../../../../../model/modules/de_icing/ruleResult';
import { useFormStation } from '../../useStationZone';
import { RuleVerdicts } from '../RuleVerdicts';
import { crewAndStepVerdicts } from './crewAndStepVerdicts';
import type { TreatmentValues } from './treatmentFormValues';

/**
 * The crew's qualification and each step's batch and sprayer, judged as typed by the rules the
 * server enforces (SAE AS6286; ICAO Doc 9640): an operator whose course has expired is named here
 * before Save, with the course and the day it ran out.
 */
export function CrewAndStepsVerdict() {
  const translate = useTranslate();
  const values = useWatch() as Partial<TreatmentValues>;
  const { station, options } = useFormStation();
  if (!options || !station) return null;
  const failed = refusals(crewAndStepVerdicts(values, options, station));
  if (!failed.length) return null;
  return (
    <Alert severity="error" aria-label={translate('de_icing.verdict.crew_and_batch')} data-testid="crew-batch-verdict">
      <RuleVerdicts results={failed} />
    </Alert>
  );
}
