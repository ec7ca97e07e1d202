import { memosSchemas } from '../../../model/resources/memos';
import { resourceAccess } from '../../../model/resourceAccess';
import { defineResource } from '../../crud/definition';
import { memos, stations } from '../../db/schema';

export default defineResource({
  name: 'memos',
  table: memos,
  schemas: memosSchemas,
  access: resourceAccess.memos,
  search: ['title'],
  filters: ['region_id', 'station_id', 'priority', 'acknowledgement_required'],
  ranges: ['valid_from', 'valid_to'],
  sort: ['title', 'priority', 'region_id', 'station_id', 'valid_from', 'valid_to', 'updated_at'],
  defaultSort: ['valid_from', 'DESC'],
  sameRegionReferences: { station_id: stations },
});
