import { useCallback, useEffect, useMemo, useState } from 'react';
import { Alert, Box, Card, CircularProgress, Typography } from '@mui/material';
import {
  BooleanInput, HttpError, NumberInput, ResourceContextProvider, SaveButton, SelectInput, SimpleForm, TextInput, Toolbar,
  useLocaleState, useNotify, useTranslate,
} from 'react-admin';
import { useWatch } from 'react-hook-form';
import { settingUpdateSchema, type SettingRecord } from '../../../model/resources/setting';
import { supportedLocales } from '../../../model/locales';
import { canAccessResource } from '../../../model/resourceAccess';
import { FormSection, zodResolver } from '../../components/crud';
import { dayjsLocaleName } from '../../components/date/dayjsLocales';
import { apiRequest } from '../../providers/httpClient';
import { formFieldErrors } from '../../providers/fieldErrors';
import { localeNames } from '../../providers/locale';
import { permissionNamesOf } from '../../providers/access';
import { useCurrentUser } from '../../providers/useCurrentUser';
import { dateFormatChoices, todayIn } from './dateFormatExamples';

const localeChoices = supportedLocales.map((id) => ({ id, name: localeNames[id] ?? id }));
const resolver = zodResolver(settingUpdateSchema);

/** The page's other clients read these from window.config (injected at load): keep them current after a save. */
function applyToConfig(record: SettingRecord) {
  if (typeof window === 'undefined') return;
  window.config = {
    ...window.config,
    companyName: record.company_name,
    defaultLocale: record.default_locale,
    dateFormat: record.date_format,
    weekStartsMonday: record.week_starts_monday,
  };
}

/** The select's helper text: what the setting does, and today's date in the chosen format. */
function DateFormatHelp() {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const format: string | undefined = useWatch({ name: 'date_format' });
  return (
    <span aria-live="polite">
      {translate('resources.setting.help.date_format')}
      {format ? ` ${translate('resources.setting.date_example', { date: todayIn(format, dayjsLocaleName(locale)) })}` : ''}
    </span>
  );
}

function SettingsToolbar({ disabled }: { disabled: boolean }) {
  return (
    <Toolbar>
      <SaveButton disabled={disabled} />
    </Toolbar>
  );
}

/**
 * The general settings page (GET/PUT /api/setting): one row with a version, so a stale save
 * is a 409 and the page reloads what the other person saved. The company logo is not offered:
 * the API has no upload for it yet.
 */
export default function GeneralSettingsForm() {
  const translate = useTranslate();
  const notify = useNotify();
  const [locale] = useLocaleState();
  const user = useCurrentUser();
  const mayWrite = user?.role === 'admin' || canAccessResource(permissionNamesOf(user), 'setting', 'edit');
  const [record, setRecord] = useState<SettingRecord | null>(null);
  const [failed, setFailed] = useState(false);

  const load = useCallback(async () => {
    try {
      setRecord(await apiRequest<SettingRecord>('GET', '/api/setting'));
      setFailed(false);
    } catch {
      setFailed(true);
    }
  }, []);
  useEffect(() => {
    void load();
  }, [load]);

  const formats = useMemo(() => dateFormatChoices(dayjsLocaleName(locale)), [locale]);

  const save = async (values: Record<string, unknown>) => {
    const { id: _id, updated_at: _updated, logo_url: _logo, ...body } = values;
    try {
      const saved = await apiRequest<SettingRecord>('PUT', '/api/setting', body);
      setRecord(saved);
      applyToConfig(saved);
      notify('ra.notification.updated', { type: 'success', messageArgs: { smart_count: 1 } });
      return undefined;
    } catch (error) {
      if (error instanceof HttpError && error.status === 409 && error.body?.current) {
        setRecord(error.body.current as SettingRecord);
        notify('resources.setting.conflict', { type: 'warning' });
        return undefined;
      }
      if (error instanceof HttpError && error.status === 422 && error.body?.errors) {
        const errors = formFieldErrors(error.body.errors);
        if (Object.keys(errors).length) return errors;
      }
      notify(error instanceof Error && error.message ? error.message : 'ra.notification.http_error', { type: 'error' });
      return undefined;
    }
  };

  if (failed) return <Alert severity="error">{translate('resources.setting.load_failed')}</Alert>;
  if (!record) {
    return (
      <Box sx={{ display: 'flex', justifyContent: 'center', p: 4 }}>
        <CircularProgress aria-label={translate('ra.page.loading')} />
      </Box>
    );
  }
  return (
    <ResourceContextProvider value="setting">
      {!mayWrite && (
        <Alert severity="info" sx={{ mb: 2 }}>
          {translate('resources.setting.read_only')}
        </Alert>
      )}
      <Card sx={{ maxWidth: 960 }}>
        <SimpleForm
          key={record.version}
          record={record}
          resolver={resolver}
          onSubmit={save}
          warnWhenUnsavedChanges
          disabled={!mayWrite}
          toolbar={<SettingsToolbar disabled={!mayWrite} />}
        >
          <FormSection name="company">
            <TextInput source="company_name" />
            <Typography variant="body2" color="text.secondary" sx={{ alignSelf: 'center' }}>
              {translate('resources.setting.help.logo')}
            </Typography>
          </FormSection>
          <FormSection name="regional">
            <SelectInput source="default_locale" choices={localeChoices} translateChoice={false} helperText="resources.setting.help.default_locale" />
            <BooleanInput source="week_starts_monday" helperText="resources.setting.help.week_starts_monday" />
            <SelectInput source="date_format" choices={formats} translateChoice={false} helperText={<DateFormatHelp />} />
          </FormSection>
          <FormSection name="planning">
            <NumberInput source="planning_horizon_days" min={1} max={90} step={1} helperText="resources.setting.help.planning_horizon_days" />
            <div />
            <NumberInput source="training_alert_days" min={1} max={365} step={1} helperText="resources.setting.help.training_alert_days" />
            <NumberInput source="calibration_alert_days" min={1} max={365} step={1} helperText="resources.setting.help.calibration_alert_days" />
          </FormSection>
        </SimpleForm>
      </Card>
    </ResourceContextProvider>
  );
}
