import { Box, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { SettingRecord } from '../../../model/resources/setting';
import { ImageUpload } from '../../components/form/ImageUpload';
import { defaultLogoUrl } from '../../config';
import { logoWidthPx } from '../../layout/navbar/CompanyLogo';
import { apiRequest } from '../../providers/httpClient';

export interface CompanyLogoGroupProps {
  /** The uploaded logo, or null when the app's own logo is shown. */
  logoUrl: string | null;
  canChange: boolean;
  /** The settings record the API answers after an upload or a removal. */
  onChanged: (record: SettingRecord) => void;
}

/** The company logo of the nav bar: POST /api/setting/logo to upload or replace, DELETE to go back to the default. */
export function CompanyLogoGroup({ logoUrl, canChange, onChanged }: CompanyLogoGroupProps) {
  const translate = useTranslate();
  const preview = (
    <Stack spacing={0.5} sx={{ width: logoWidthPx, flexShrink: 0 }}>
      {/* Shown at the nav bar's size, so what is seen here is what everyone gets. */}
      <Box
        component="img"
        src={logoUrl ?? defaultLogoUrl}
        width={logoWidthPx}
        alt={translate(logoUrl ? 'resources.setting.logo.current' : 'resources.setting.logo.default')}
        sx={{ maxHeight: 44, objectFit: 'contain', objectPosition: 'left' }}
      />
      {!logoUrl && (
        <Typography variant="caption" color="text.secondary">
          {translate('resources.setting.logo.default_shown')}
        </Typography>
      )}
    </Stack>
  );
  return (
    <ImageUpload<SettingRecord>
      field="logo"
      url="/api/setting/logo"
      label="resources.setting.logo.file"
      preview={preview}
      chooseLabel={logoUrl ? 'resources.setting.logo.replace' : 'resources.setting.logo.upload'}
      rulesText="resources.setting.logo.rules"
      doneText="resources.setting.logo.updated"
      canChange={canChange}
      removal={
        logoUrl
          ? {
              label: 'resources.setting.logo.remove',
              confirmTitle: 'resources.setting.logo.remove_title',
              confirmContent: 'resources.setting.logo.remove_content',
              doneText: 'resources.setting.logo.removed',
              remove: () => apiRequest<SettingRecord>('DELETE', '/api/setting/logo'),
            }
          : undefined
      }
      onChanged={onChanged}
    />
  );
}
