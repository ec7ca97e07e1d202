import { ReferenceInput, SelectInput, required } from 'react-admin';
import { useCurrentUser } from '../../providers/useCurrentUser';

/**
 * The memo's region. Administrators may leave it empty: the memo then goes to every region
 * (region_id null). Others write only for one of their own regions, the active one by default.
 */
export function MemoRegionInput() {
  const user = useCurrentUser();
  const isAdmin = user?.role === 'admin';
  const own = user?.regions.map((region) => region.region_id) ?? [];
  return (
    <ReferenceInput
      source="region_id"
      reference="regions"
      filter={isAdmin ? undefined : { id: own }}
      sort={{ field: 'code', order: 'ASC' }}
      perPage={100}
    >
      <SelectInput
        optionText="name"
        emptyText="resources.memos.all_regions"
        parse={(value: unknown) => (value === '' || value === null || value === undefined ? null : Number(value))}
        validate={isAdmin ? undefined : required()}
        helperText={isAdmin ? 'resources.memos.help.region_id_admin' : 'resources.memos.help.region_id'}
      />
    </ReferenceInput>
  );
}
