import { SearchInput, SelectInput } from 'react-admin';
import { notificationTypes } from '../../../model/modules/notifications';
import { CrudDateInput } from '../../components/crud';
import { dayEnd, dayOf, dayStart } from './receivedAt';

const typeChoices = notificationTypes.filter((type) => type !== 'message').map((id) => ({ id, name: `notifications.types.${id}` }));
/** The API reads the words true/false as well as booleans; the select's values are strings. */
const readChoices = [
  { id: 'false', name: 'notifications.filters.unread_only' },
  { id: 'true', name: 'notifications.filters.read_only' },
];

/** The quick search, then unread/read (always at hand), type and the days received. */
export const searchFilter = <SearchInput key="q" source="q" alwaysOn />;
export const notificationFilters = [
  <SelectInput key="read" source="read" label="notifications.filters.read" choices={readChoices} alwaysOn />,
  <SelectInput key="type" source="type" label="notifications.filters.type" choices={typeChoices} />,
  // The days are the reader's: the API is sent the instants where their day begins and ends.
  <CrudDateInput key="created_gte" source="created_gte" label="notifications.filters.created_gte" parse={dayStart} format={dayOf} />,
  <CrudDateInput key="created_lte" source="created_lte" label="notifications.filters.created_lte" parse={dayEnd} format={dayOf} />,
];
