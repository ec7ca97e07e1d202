import { ChipField, ReferenceArrayField, SingleFieldList } from 'react-admin';

/** The regions a record names in `region_ids` (a user's memberships, an API key's regions), as code chips. */
export function RegionChips() {
  return (
    <ReferenceArrayField source="region_ids" reference="regions">
      <SingleFieldList linkType={false} sx={{ gap: 0.5 }}>
        <ChipField source="code" size="small" />
      </SingleFieldList>
    </ReferenceArrayField>
  );
}
