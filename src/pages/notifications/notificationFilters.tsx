import { SearchInput, SelectInput } from 'react-admin';
import { notificationTypes } from '../../../model/modules/notifications';
import { CrudDateInput } from '../../components/crud';
import { useCurrentUser } from '../../providers/useCurrentUser';
import { dayEnd, dayOf, dayStart } from './receivedAt';

const typeChoices = notificationTypes.filter((type) => type !== 'message').map((id) => ({ id, name: `notifications.types.${id}` }));
/** The API reads the words true/false as well as booleans; the select's values are strings. */
const readChoices = [
  { id: 'false', name: 'notifications.filters.unread_only' },
  { id: 'true', name: 'notifications.filters.read_only' },
];

/**
 * One of the user's regions: the notices about it and those of no one region (the API's region_id filter).
 * The page lists every region's by default — it is the user's own list; What's up shows the active one's.
 */
function RegionInput(props: { source: string; label: string }) {
  const user = useCurrentUser();
  const choices = (user?.regions ?? []).map((region) => ({ id: region.region_id, name: region.region_name }));
  return <SelectInput {...props} choices={choices} translateChoice={false} />;
}

/** The quick search, then unread/read (always at hand), type and the days received. */
export const searchFilter = <SearchInput key="q" source="q" alwaysOn />;
export const notificationFilters = [
  <SelectInput key="read" source="read" label="notifications.filters.read" choices={readChoices} alwaysOn />,
  <SelectInput key="type" source="type" label="notifications.filters.type" choices={typeChoices} />,
  <RegionInput key="region_id" source="region_id" label="notifications.filters.region" />,
  // The days are the reader's: the API is sent the instants where their day begins and ends.
  <CrudDateInput key="created_gte" source="created_gte" label="notifications.filters.created_gte" parse={dayStart} format={dayOf} />,
  <CrudDateInput key="created_lte" source="created_lte" label="notifications.filters.created_lte" parse={dayEnd} format={dayOf} />,
];
