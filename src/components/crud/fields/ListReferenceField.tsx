import { ReferenceField, useResourceDefinition, type ReferenceFieldProps } from 'react-admin';
import { canUserAccess } from '../../../providers/access';
import { useCurrentUser } from '../../../providers/useCurrentUser';

/**
 * A ReferenceField for list rows, linking to the referenced record's edit screen when the
 * signed-in user may edit it. The link is decided here, at once, from the user's permissions
 * (the same rule as authProvider.canAccess): react-admin's default asks canAccess once per
 * referenced record, each answer commits on its own, and a page referencing more than 50
 * records (a region's flight schedules: customers, aircraft types, stations) exceeds React's
 * nested-update limit ("Maximum update depth exceeded", error #185).
 */
export function ListReferenceField({ link, ...props }: ReferenceFieldProps) {
  const user = useCurrentUser();
  const { hasEdit } = useResourceDefinition({ resource: props.reference });
  const mayEdit = hasEdit && canUserAccess(user, props.reference, 'edit');
  return <ReferenceField {...props} link={link ?? (mayEdit ? 'edit' : false)} />;
}
