import { downloadRowsAsCsv } from '../../../components/downloadRowsAsCsv';
import type { Exporter } from 'react-admin';
import type { StockRow } from '../partsApi';

/** The stock list's CSV (headers are the API's field names, like every list's): what, where, how much, its certificate and value. */
export const stockExporter: Exporter = async (records: StockRow[]) => {
  const rows = records.map((row) => ({
    station_code: row.station_code,
    part_number: row.part_number,
    description: row.description,
    lot: row.lot,
    quantity: row.quantity,
    measure_code: row.measure_code,
    expires_on: row.expires_on,
    expiry_status: row.expiry_status,
    part_cert_code: row.part_cert_code,
    cert_no: row.cert_no,
    unit_cost: row.unit_cost,
    currency: row.currency,
    value: row.value,
    minimum: row.minimum,
    below_minimum: row.below_minimum,
  }));
  await downloadRowsAsCsv(rows, 'stock');
};
