import { HttpError, type DataProvider, type UpdateParams } from 'react-admin';
import { askConflict, canAskConflict } from '../components/crud/conflict/conflictStore';

/** The error an edit form receives after "Reload": the form shows their version, mine is gone. */
export const conflictReloadedMessage = 'crud.conflict.reloaded';

export function isStaleVersion(error: unknown): error is HttpError & { body: { current: Record<string, unknown> & { id: unknown } } } {
  const body = (error as HttpError | null)?.body;
  return (
    (error as HttpError | null)?.status === 409 && !!body && typeof body === 'object' && !!body.current && typeof body.current === 'object'
  );
}

/**
 * Every update goes through here (docs/ARCHITECTURE.md: a stale one gets 409): on a stale version the
 * user decides in the conflict dialog. Overwrite resends the same values with the current
 * version; Reload (the dialog refetches, so the form shows their
 * values) fails the save with a message saying so. A referenced-delete 409 has no `current` and is left alone.
 */
export function withConflictResolution(provider: DataProvider): DataProvider {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- react-admin's update result is generic over any record
  const update = async (resource: string, params: UpdateParams): Promise<any> => {
    try {
      return await provider.update(resource, params);
    } catch (error) {
      if (!isStaleVersion(error) || !canAskConflict()) throw error;
      const current = error.body.current;
      const choice = await askConflict({ resource, id: params.id, mine: params.data, current });
      if (choice === 'overwrite') {
        return update(resource, { ...params, data: { ...params.data, version: current.version }, previousData: current });
      }
      throw new HttpError(conflictReloadedMessage, 409, { message: conflictReloadedMessage });
    }
  };
  return { ...provider, update };
}
