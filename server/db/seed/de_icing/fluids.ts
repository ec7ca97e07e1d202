import { inArray } from 'drizzle-orm';
import { deIcingFluids, materials } from '../../schema';
import type { SeedDb } from '../types';
import { demoBrand } from './demoHotTable';

/**
 * One fluid product per de-icing material of the catalogue (reference/catalogue.ts). LOUTs are
 * plausible demo values: a real operation takes them from the maker's data sheet.
 */
const demoFluids = [
  {
    part_number: 'SAFEWING-MP1-1000',
    name: 'Safewing MP I 1938 ECO (80)',
    manufacturer: 'Clariant',
    fluid_type: 'I',
    hot_brand: null,
    lout: [null, null, null],
    // The concentrate's aerodynamic acceptance limit (high-speed), a plausible value: the maker's data sheet gives the real one.
    aerodynamic_limit_c: -30,
  },
  {
    part_number: 'SAFEWING-MP4-LAUNCH',
    name: 'Safewing MP IV Launch Plus',
    manufacturer: 'Clariant',
    fluid_type: 'IV',
    hot_brand: null,
    lout: [-29, -14, -3],
  },
  {
    part_number: 'KILFROST-ABC-S',
    name: 'Kilfrost ABC-S Plus',
    manufacturer: 'Kilfrost',
    fluid_type: 'IV',
    hot_brand: demoBrand,
    lout: [-28, -14, -3],
  },
] as const;

export interface SeededFluid {
  id: number;
  name: string;
  fluid_type: 'I' | 'II' | 'III' | 'IV';
  hot_brand: string | null;
  material_id: number;
  minimum_stock: number;
}

export async function seedFluids(tx: SeedDb): Promise<SeededFluid[]> {
  const found = await tx
    .select({ id: materials.id, part_number: materials.part_number, minimum_stock: materials.minimum_stock })
    .from(materials)
    .where(
      inArray(
        materials.part_number,
        demoFluids.map((f) => f.part_number),
      ),
    );
  const material = new Map(found.map((m) => [m.part_number, m]));
  const rows = demoFluids.map((f) => ({
    name: f.name,
    manufacturer: f.manufacturer,
    fluid_type: f.fluid_type,
    hot_brand: f.hot_brand,
    material_id: material.get(f.part_number)!.id,
    lout_100_c: f.lout[0],
    lout_75_c: f.lout[1],
    lout_50_c: f.lout[2],
    aerodynamic_limit_c: 'aerodynamic_limit_c' in f ? f.aerodynamic_limit_c : null,
  }));
  const inserted = await tx.insert(deIcingFluids).values(rows).returning({
    id: deIcingFluids.id,
    name: deIcingFluids.name,
    fluid_type: deIcingFluids.fluid_type,
    hot_brand: deIcingFluids.hot_brand,
    material_id: deIcingFluids.material_id,
  });
  return inserted.map((f) => ({
    ...f,
    material_id: f.material_id!,
    minimum_stock: Number([...material.values()].find((m) => m.id === f.material_id)!.minimum_stock),
  }));
}
