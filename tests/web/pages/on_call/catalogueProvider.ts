import { vi } from 'vitest';
import type { DataProvider, RaRecord } from 'react-admin';

/**
 * A data provider over fixed Settings lists (what the intake's autocompletes read), recording the
 * created requests; the request page's getOne answers `detail`.
 */
export function catalogueProvider(lists: Record<string, RaRecord[]>, detail?: RaRecord) {
  const create = vi.fn(async (_resource: string, params: { data: Record<string, unknown> }) => ({ data: { ...params.data, id: 7 } }));
  const provider = {
    getList: async (resource: string) => ({ data: lists[resource] ?? [], total: (lists[resource] ?? []).length }),
    getMany: async (resource: string, params: { ids: unknown[] }) => ({
      data: (lists[resource] ?? []).filter((record) => params.ids.map(String).includes(String(record.id))),
    }),
    getManyReference: async () => ({ data: [], total: 0 }),
    getOne: async (_resource: string, params: { id: unknown }) => ({ data: { ...detail, id: Number(params.id) } }),
    create,
    update: async (_resource: string, params: { data: RaRecord }) => ({ data: params.data }),
    updateMany: async () => ({ data: [] }),
    delete: async (_resource: string, params: { id: unknown }) => ({ data: { id: params.id } }),
    deleteMany: async () => ({ data: [] }),
  } as unknown as DataProvider;
  return { provider, create };
}
