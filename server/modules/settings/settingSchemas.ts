import { z } from 'zod';
import { settingUpdateSchema } from '../../../model/resources/setting';
import { conflictResponse, errorResponses, fileUpload } from '../../openApiParts';
import { describedOnly } from '../../plugins/validation';

/** How the settings routes (setting.ts, settingLogo.ts) appear in the OpenAPI document. */

const tags = ['setting'];

/** The settings row as read (model/resources/setting.ts SettingRecord). */
const settingRecord = settingUpdateSchema.required().extend({ id: z.literal(1), updated_at: z.string(), logo_url: z.string().nullable() });
const answers = { 200: settingRecord, ...errorResponses };

export const settingReadSchema = { tags, summary: 'The general settings', response: answers };

// The handler checks the body itself, after dropping what the server owns (id, updated_at, logo_url).
export const settingUpdateRouteSchema = {
  tags,
  summary: 'Change the general settings: any fields and the version read',
  body: describedOnly(settingUpdateSchema),
  response: { ...answers, ...conflictResponse('The settings changed since they were read (`current` holds them now).') },
};

export const logoUploadSchema = {
  tags,
  summary: 'Replace the company logo',
  ...fileUpload('logo', 'A JPEG, PNG or WebP image.'),
  response: answers,
};
export const logoRemoveSchema = { tags, summary: 'Remove the company logo', response: answers };
