import { dictionarySchemas } from '../../../model/resources/dictionary';
import { resourceAccess } from '../../../model/resourceAccess';
import { defineResource } from '../../crud/definition';
import { dictionary } from '../../db/schema';

export default defineResource({
  name: 'dictionary',
  table: dictionary,
  schemas: dictionarySchemas,
  access: resourceAccess.dictionary,
  search: ['term', 'abbreviation'],
  filters: ['category', 'abbreviation'],
  sort: ['term', 'abbreviation', 'category', 'updated_at'],
  defaultSort: ['term', 'ASC'],
});
