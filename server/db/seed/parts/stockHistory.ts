import { daysFromToday } from '../dates';
import type { DemoLedger, DemoMovement } from './demoLedger';

export interface DemoStation {
  id: number;
  code: string;
  region_id: number;
  /** NAM stations receive on FAA 8130-3, the others on EASA Form 1. */
  cert_id: number;
  cert_prefix: string;
}

export interface DemoMaterial {
  id: number;
  part_number: string;
  category: string;
  tracking: 'none' | 'batch' | 'serial';
  shelf_life_months: number | null;
  minimum_stock: number;
}

/** A past job at a station that parts were issued to: a Scheduled activity or an On-Call request. */
export interface DemoJob {
  station_id: number;
  at: Date;
  activity_id?: number;
  on_call_request_id?: number;
}

const dayMs = 86_400_000;
const at = (now: Date, days: number, hour: number) => new Date(Math.floor(now.getTime() / dayMs) * dayMs + days * dayMs + hour * 3_600_000);
const addMonths = (day: Date, months: number) => {
  const date = new Date(Date.UTC(day.getUTCFullYear(), day.getUTCMonth() + months, day.getUTCDate()));
  return date.toISOString().slice(0, 10);
};

/**
 * A month of stock at every station: serialised parts received on their release
 * certificates and fitted to the station's past jobs (one sent back unfitted at some stations),
 * batches of shelf-life consumables and fluids — some running out within 60 days, one already expired
 * — used on jobs, bulk stock received, used and now and then scrapped. Quantities follow from the
 * station's and material's positions, so every seed is the same; some stations end below minimum.
 */
export function addStockHistory(
  ledger: DemoLedger,
  now: Date,
  stations: readonly DemoStation[],
  materials: readonly DemoMaterial[],
  jobs: readonly DemoJob[],
  certificateId: number,
): void {
  let certNo = 0;
  stations.forEach((station, si) => {
    const stationJobs = jobs
      .filter((job) => job.station_id === station.id && job.at.getTime() < now.getTime())
      .sort((a, b) => a.at.getTime() - b.at.getTime());
    const base = { region_id: station.region_id, station_id: station.id };
    const jobOf = (n: number) => (stationJobs.length ? stationJobs[n % stationJobs.length] : null);
    const toJob = (job: DemoJob) => ({ activity_id: job.activity_id ?? null, on_call_request_id: job.on_call_request_id ?? null });
    materials.forEach((material, mi) => {
      const move = (movement: Omit<DemoMovement, 'region_id' | 'station_id' | 'material_id'>) =>
        ledger.add({ ...base, material_id: material.id, ...movement });
      const received = at(now, -28 + ((si + mi) % 6), 9);
      if (material.tracking === 'serial') {
        const serials = 1 + ((si + mi) % 3);
        for (let n = 1; n <= serials; n++) {
          const lot = `${station.code}-${String(mi + 1).padStart(2, '0')}${String(n).padStart(3, '0')}`;
          move({
            kind: 'receipt',
            quantity: 1,
            moved_at: received,
            lot,
            serial_no: lot,
            part_cert_id: station.cert_id,
            cert_no: `${station.cert_prefix}-${String(++certNo).padStart(5, '0')}`,
            certificate_id: certificateId,
            reference: `DN-${station.code}-${mi + 1}`,
          });
        }
        // The first serial is fitted on a job of the station; at every fourth station it comes back unfitted.
        const job = jobOf(mi);
        if (job && (si + mi) % 2 === 0) {
          const lot = `${station.code}-${String(mi + 1).padStart(2, '0')}001`;
          move({ kind: 'issue', quantity: -1, moved_at: job.at, lot, serial_no: lot, ...toJob(job) });
          if (si % 4 === 0)
            move({
              kind: 'return',
              quantity: 1,
              moved_at: new Date(job.at.getTime() + 3 * 3_600_000),
              lot,
              serial_no: lot,
              reason: 'Not fitted: the fault was in the wiring',
              ...toJob(job),
            });
        }
        return;
      }
      const stocked = Math.max(2, Math.round(material.minimum_stock * (1 + ((si + mi) % 3) * 0.5)));
      if (material.tracking === 'batch') {
        const months = material.shelf_life_months ?? 24;
        const expiresA =
          si === 0 && mi === materials.findIndex((m) => m.tracking === 'batch') ? daysFromToday(-3, now) : addMonths(received, months);
        const expiresB = si % 3 === 0 ? daysFromToday(12 + si, now) : addMonths(at(now, -12, 9), months);
        const batchA = `B${String(si + 1).padStart(2, '0')}${String(mi + 1).padStart(2, '0')}A`;
        const batchB = `B${String(si + 1).padStart(2, '0')}${String(mi + 1).padStart(2, '0')}B`;
        move({
          kind: 'receipt',
          quantity: stocked,
          moved_at: received,
          lot: batchA,
          batch_no: batchA,
          expires_on: expiresA,
          reference: `DN-${station.code}-${mi + 1}A`,
        });
        move({
          kind: 'receipt',
          quantity: Math.ceil(stocked / 2),
          moved_at: at(now, -12, 9),
          lot: batchB,
          batch_no: batchB,
          expires_on: expiresB,
          reference: `DN-${station.code}-${mi + 1}B`,
        });
        const job = jobOf(mi + 1);
        // An expired batch is not issued (model issueRules): the job gets nothing from it.
        if (job && job.at.getTime() > received.getTime() && job.at.toISOString().slice(0, 10) <= expiresA)
          move({ kind: 'issue', quantity: -1, moved_at: job.at, lot: batchA, batch_no: batchA, ...toJob(job) });
        return;
      }
      // Bulk: a fifth of the stations end below minimum (received short, used the same).
      const short = (si + mi) % 5 === 0 && material.minimum_stock > 1;
      move({
        kind: 'receipt',
        quantity: short ? material.minimum_stock - 1 : stocked,
        moved_at: received,
        lot: '',
        reference: `DN-${station.code}-${mi + 1}`,
      });
      const job = jobOf(mi + 2);
      if (job && job.at.getTime() > received.getTime()) move({ kind: 'issue', quantity: -1, moved_at: job.at, lot: '', ...toJob(job) });
      if (si % 5 === 1 && !short) move({ kind: 'scrap', quantity: -1, moved_at: at(now, -6, 14), lot: '', reason: 'Damaged in storage' });
    });
  });
}
