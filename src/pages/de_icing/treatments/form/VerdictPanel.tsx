import { Alert, Box, Checkbox, FormControlLabel, Paper, Stack, Typography } from '@mui/material';
import { useInput, useTranslate } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { antiIcingCode } from '../../../../../model/modules/de_icing/antiIcingCode';
import { hotCondition } from '../../../../../model/modules/de_icing/conditions';
import { holdoverWindow, hotTableFor } from '../../../../../model/modules/de_icing/holdover';
import { checkMetarTime, defaultMetarIntervalMinutes } from '../../../../../model/modules/de_icing/metar';
import { utcToLocal } from '../../../../../model/core/localTime';
import { checkSteps } from '../../../../../model/modules/de_icing/mixingRules';
import { refusals, warnings, type DeIcingRuleResult } from '../../../../../model/modules/de_icing/ruleResult';
import { DemoBanner } from '../../DemoBanner';
import { HoldoverText } from '../../HoldoverText';
import { useActiveHotTable } from '../../useActiveHotTable';
import { useFormStation } from '../../useStationZone';
import { RuleVerdicts } from '../RuleVerdicts';
import { CrewAndStepsVerdict } from './CrewAndStepsVerdict';
import type { TreatmentValues } from './treatmentFormValues';
import { fluidMap, treatmentFacts } from './verdictFacts';

/** The operator saw the two-step gap warning and records the treatment anyway (kept with it). */
function AcceptWarnings({ results }: { results: DeIcingRuleResult[] }) {
  const translate = useTranslate();
  const { field } = useInput({ source: 'accept_warnings', defaultValue: false });
  return (
    <Alert severity="warning" sx={{ '& .MuiAlert-message': { width: '100%' } }}>
      <RuleVerdicts results={results} />
      <FormControlLabel
        control={<Checkbox checked={!!field.value} onChange={(event) => field.onChange(event.target.checked)} />}
        label={translate('de_icing.verdict.accept_warnings')}
      />
    </Alert>
  );
}

/**
 * What the model says of the treatment as typed (shown live in the form): every
 * failed mixing rule named, the two-step gap warning to accept, the holdover window looked up in
 * the active table, and the anti-icing code as it will read once the check is recorded.
 */
export function VerdictPanel() {
  const translate = useTranslate();
  const values = useWatch() as Partial<TreatmentValues>;
  const { station, options } = useFormStation();
  const table = useActiveHotTable();
  const fluids = options?.fluids ?? [];
  // Until the fluids are known every step would read as an unknown fluid: wait for them.
  const facts = options ? treatmentFacts(values) : null;
  const finalStart = facts?.steps.at(-1)?.started_at ?? null;
  // The METAR's time as the server judges it: from the future refused, older than the station's interval a warning.
  const metar = checkMetarTime({
    metar: values.metar,
    now: new Date(),
    treatedAt: finalStart,
    intervalMinutes: station?.metar_interval_minutes ?? defaultMetarIntervalMinutes,
  });
  const results = facts ? [...checkSteps(facts, fluidMap(fluids)), metar] : [];
  const failed = refusals(results);
  const warned = warnings(results);
  const finalStep = facts?.steps.at(-1);
  const finalFluid = fluids.find((fluid) => fluid.id === finalStep?.fluid_id);
  const condition = values.precipitation ? hotCondition(values.precipitation, values.intensity) : null;
  // The season's table on the treatment's station-local date, for the aircraft's wing (resolved once, as the server does).
  const wing = options?.aircraft_types.find((type) => type.id === values.aircraft_type_id)?.wing_material ?? 'aluminium';
  const season = table.data && finalStart && station ? hotTableFor(table.data, utcToLocal(finalStart, station.time_zone).date, wing) : null;
  // Below the fluid's LOUT there is no window: the treatment is refused.
  const belowLout = failed.some((result) => result.rule === 'lout');
  const lookup =
    season?.table && !belowLout && facts && finalStep && finalFluid && condition
      ? holdoverWindow(season.table, {
          fluidType: finalFluid.fluid_type,
          brand: finalFluid.hot_brand,
          concentration: finalStep.concentration,
          oatC: facts.oat_c,
          condition,
        })
      : null;
  // The crew hears the product's name, as the server writes the code.
  const code =
    finalStep && finalFluid && station
      ? antiIcingCode({
          fluidType: finalFluid.fluid_type,
          concentration: finalStep.concentration,
          finalStepStartedAt: finalStep.started_at,
          timeZone: station.time_zone,
          brand: finalFluid.name,
          checked: true,
        })
      : null;
  return (
    <Paper variant="outlined" component="section" aria-label={translate('de_icing.verdict.title')} sx={{ p: 2, width: '100%' }}>
      <Stack spacing={2}>
        <Typography variant="h6" component="h2">
          {translate('de_icing.verdict.title')}
        </Typography>
        <DemoBanner table={table.data} />
        {!facts ? (
          <Typography color="text.secondary">{translate('de_icing.verdict.incomplete')}</Typography>
        ) : failed.length ? (
          <Alert severity="error" aria-label={translate('de_icing.verdict.rules')}>
            <RuleVerdicts results={failed} />
          </Alert>
        ) : (
          <Alert severity="success">{translate('de_icing.verdict.rules_pass')}</Alert>
        )}
        <CrewAndStepsVerdict />
        {warned.length > 0 && <AcceptWarnings results={warned} />}
        <Box aria-label={translate('de_icing.fields.holdover')}>
          <Typography variant="subtitle2">{translate('de_icing.fields.holdover')}</Typography>
          {!metar.ok && (
            <Alert severity={metar.warning ? 'warning' : 'error'} sx={{ mb: 1 }} data-testid="metar-verdict">
              <RuleVerdicts results={[metar]} />
            </Alert>
          )}
          {table.isSuccess && !table.data ? (
            <Alert severity="warning">{translate('de_icing.verdict.no_active_table')}</Alert>
          ) : season && !season.table ? (
            <Alert severity="warning">
              <RuleVerdicts results={[season.validity]} />
            </Alert>
          ) : belowLout ? (
            <Alert severity="error">{translate('de_icing.verdict.no_window_below_lout')}</Alert>
          ) : !lookup ? (
            <Typography color="text.secondary">
              {translate(values.precipitation === 'none' ? 'de_icing.verdict.no_precipitation' : 'de_icing.verdict.incomplete')}
            </Typography>
          ) : (
            <>
              <HoldoverText cell={lookup.window} />
              {table.data && (
                <Typography variant="caption">{translate('de_icing.verdict.from_table', { name: table.data.name })}</Typography>
              )}
            </>
          )}
        </Box>
        <Box>
          <Typography variant="subtitle2">{translate('de_icing.fields.anti_icing_code')}</Typography>
          <Typography
            aria-disabled
            sx={{ fontFamily: 'monospace', color: 'text.disabled', wordBreak: 'break-word' }}
            data-testid="code-preview"
          >
            {code ?? '—'}
          </Typography>
          <Typography variant="caption" color="text.secondary">
            {translate('de_icing.verdict.code_after_check')}
          </Typography>
        </Box>
      </Stack>
    </Paper>
  );
}
