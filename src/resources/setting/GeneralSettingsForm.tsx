import { useMemo } from 'react';
import { Alert, Box, Card, CircularProgress } from '@mui/material';
import {
  BooleanInput,
  HttpError,
  ResourceContextProvider,
  SelectInput,
  SimpleForm,
  TextInput,
  Toolbar,
  useLocaleState,
  useNotify,
  useTranslate,
} from 'react-admin';
import { useWatch } from 'react-hook-form';
import { settingUpdateSchema, type SettingRecord } from '../../../model/resources/setting';
import { supportedLocales } from '../../../model/locales';
import { canAccessResource } from '../../../model/resourceAccess';
import { CrudNumberInput, CrudSaveButton, FormSection, zodResolver } from '../../components/crud';
import { dayjsLocaleName } from '../../components/date/dayjsLocales';
import { apiRequest } from '../../providers/httpClient';
import { formFieldErrors } from '../../providers/fieldErrors';
import { localeNames } from '../../providers/locale';
import { permissionNamesOf } from '../../providers/access';
import { useCurrentUser } from '../../providers/useCurrentUser';
import { CompanyLogoGroup } from './CompanyLogoGroup';
import { RestRuleSettings } from './RestRuleSettings';
import { dateFormatChoices, todayIn } from './dateFormatExamples';
import { showSettingInPage } from './showSettingInPage';
import { useSettingRecord } from './useSettingRecord';

const localeChoices = supportedLocales.map((id) => ({ id, name: localeNames[id] ?? id }));
const resolver = zodResolver(settingUpdateSchema);

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
      <CrudSaveButton disabled={disabled} />
    </Toolbar>
  );
}

/**
 * The general settings page (GET/PUT /api/setting): one row with a version, so a stale save
 * is a 409 and the page reloads what the other person saved. The logo is uploaded on its own
 * (CompanyLogoGroup) and takes effect at once, without the Save button.
 */
export default function GeneralSettingsForm() {
  const translate = useTranslate();
  const notify = useNotify();
  const [locale] = useLocaleState();
  const user = useCurrentUser();
  const mayWrite = user?.role === 'admin' || canAccessResource(permissionNamesOf(user), 'setting', 'edit');
  const { record, logoUrl, failed, show, logoChanged, version } = useSettingRecord();

  const formats = useMemo(() => dateFormatChoices(dayjsLocaleName(locale)), [locale]);

  const save = async (values: Record<string, unknown>) => {
    const { id: _id, updated_at: _updated, logo_url: _logo, ...body } = values;
    try {
      const saved = await apiRequest<SettingRecord>('PUT', '/api/setting', { ...body, version: version() });
      show(saved);
      showSettingInPage(saved);
      notify('ra.notification.updated', { type: 'success', messageArgs: { smart_count: 1 } });
      return undefined;
    } catch (error) {
      if (error instanceof HttpError && error.status === 409 && error.body?.current) {
        show(error.body.current as SettingRecord);
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

  const onLogoChanged = (saved: SettingRecord) => {
    showSettingInPage(saved);
    if (!logoChanged(saved)) notify('resources.setting.logo.reloaded', { type: 'warning' });
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
          // As CrudForm: the schema validates, not the browser's checks of step, min and max.
          noValidate
          onSubmit={save}
          warnWhenUnsavedChanges
          disabled={!mayWrite}
          toolbar={<SettingsToolbar disabled={!mayWrite} />}
        >
          <FormSection name="company">
            <TextInput source="company_name" />
            <TextInput source="approval_reference" helperText="resources.setting.help.approval_reference" />
          </FormSection>
          <FormSection name="logo">
            <Box className="wide">
              <CompanyLogoGroup logoUrl={logoUrl} canChange={mayWrite} onChanged={onLogoChanged} />
            </Box>
          </FormSection>
          <FormSection name="regional">
            <SelectInput
              source="default_locale"
              choices={localeChoices}
              translateChoice={false}
              helperText="resources.setting.help.default_locale"
            />
            <BooleanInput source="week_starts_monday" helperText="resources.setting.help.week_starts_monday" />
            <SelectInput source="date_format" choices={formats} translateChoice={false} helperText={<DateFormatHelp />} />
          </FormSection>
          <FormSection name="planning">
            <CrudNumberInput
              source="planning_horizon_days"
              min={1}
              max={90}
              step={1}
              helperText="resources.setting.help.planning_horizon_days"
            />
            <div />
            <CrudNumberInput
              source="training_alert_days"
              min={1}
              max={365}
              step={1}
              helperText="resources.setting.help.training_alert_days"
            />
            <CrudNumberInput
              source="calibration_alert_days"
              min={1}
              max={365}
              step={1}
              helperText="resources.setting.help.calibration_alert_days"
            />
            <CrudNumberInput
              source="service_alert_days"
              min={1}
              max={365}
              step={1}
              helperText="resources.setting.help.service_alert_days"
            />
            <CrudNumberInput
              source="insurance_alert_days"
              min={1}
              max={365}
              step={1}
              helperText="resources.setting.help.insurance_alert_days"
            />
            <CrudNumberInput
              source="shelf_life_alert_days"
              min={1}
              max={365}
              step={1}
              helperText="resources.setting.help.shelf_life_alert_days"
            />
          </FormSection>
          <RestRuleSettings />
        </SimpleForm>
      </Card>
    </ResourceContextProvider>
  );
}
