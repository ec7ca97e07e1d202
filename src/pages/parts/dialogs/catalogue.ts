import { useGetList } from 'react-admin';
import type { MaterialTracking } from '../../../../model/modules/parts/enums';
import type { materialCategories } from '../../../../model/resources/enums';

/** A material as the Parts dialogs need it (the Settings record, with its stock tracking and accepted certificates). */
export interface PartMaterial {
  id: number;
  part_number: string;
  description: string;
  category: (typeof materialCategories)[number];
  tracking: MaterialTracking;
  accepted_cert_ids: number[] | null;
  shelf_life_months: number | null;
}

export interface CertificateTypeRecord {
  id: number;
  code: string;
  name: string;
  serial_required: boolean;
}

export interface StationRecord {
  id: number;
  code: string;
  name: string;
}

/** The active region's stations (the server scopes the list). */
export function useStations() {
  return useGetList<StationRecord>('stations', {
    pagination: { page: 1, perPage: 200 },
    sort: { field: 'code', order: 'ASC' },
    filter: { active: true },
  });
}

/** Materials matching what was typed, for the part pickers. */
export function useMaterialSearch(search: string) {
  return useGetList<PartMaterial>('materials', {
    pagination: { page: 1, perPage: 25 },
    sort: { field: 'part_number', order: 'ASC' },
    filter: { active: true, ...(search ? { q: search } : {}) },
  });
}

/** Every certificate type (a short global list: FAA 8130-3, EASA Form 1 …). */
export function useCertificateTypes() {
  return useGetList<CertificateTypeRecord>('part_cert', { pagination: { page: 1, perPage: 100 }, sort: { field: 'code', order: 'ASC' } });
}
