import { settingRecordSchema } from '../../../model/modules/settings/settingsRecords';
import { settingUpdateSchema } from '../../../model/resources/setting';
import { conflictResponse, errorResponses, fileUpload } from '../../openApiParts';
import { preparedBy } from '../../plugins/validation';

/**
 * The settings routes' schemas (setting.ts, settingLogo.ts): checked before the handlers, which read
 * their parts typed from them, and published in the OpenAPI document. What they answer is the
 * Settings module's record (model/modules/settings/settingsRecords.ts).
 */

const tags = ['setting'];
const answers = { 200: settingRecordSchema, ...errorResponses };

/** What the server owns: react-admin sends the record back whole, so these are dropped before the body is checked. */
const serverOwned = ['id', 'updated_at', 'logo_url'];
function withoutServerOwned(body: unknown): unknown {
  if (!body || typeof body !== 'object') return body;
  return Object.fromEntries(Object.entries(body).filter(([field]) => !serverOwned.includes(field)));
}

export const settingReadSchema = { tags, summary: 'The general settings', response: answers };

export const settingUpdateRouteSchema = {
  tags,
  summary: 'Change the general settings: any fields and the version read',
  body: preparedBy(settingUpdateSchema, withoutServerOwned),
  response: { ...answers, ...conflictResponse('The settings changed since they were read (`current` holds them now).') },
};

export const logoUploadSchema = {
  tags,
  summary: 'Replace the company logo',
  ...fileUpload('logo', 'A JPEG, PNG or WebP image.'),
  response: answers,
};
export const logoRemoveSchema = { tags, summary: 'Remove the company logo', response: answers };
