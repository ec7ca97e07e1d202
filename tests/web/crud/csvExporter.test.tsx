import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DataTable, ResourceContextProvider, type DataProvider } from 'react-admin';
import { CrudList } from '../../../src/components/crud/list/CrudList';
import { csvExport, codeColumnName, referenceTargets, type ExportRecord } from '../../../model/csvExport';
import { importableResources, referenceColumns } from '../../../model/csvImport';
import { renderInAdmin, signIn } from '../helpers';

/** The list's CSV export names referenced records and reads back through the import. */
const records: Record<string, ExportRecord[]> = {
  flight_schedule: [
    {
      id: 7,
      region_id: 10,
      station_id: 3,
      customer_id: 4,
      aircraft_type_id: 5,
      inbound_flight_no: 'AF1680',
      outbound_flight_no: 'AF1681',
      days_of_week: [1, 3, 5],
      sta: '07:10:00',
      std: null,
      valid_from: '2026-03-29',
      valid_to: null,
      remarks: 'Gate "B", stand 12\nwith tow',
      active: true,
      service_ids: [1, 2],
      created_at: '2026-01-01T00:00:00.000Z',
      updated_at: '2026-01-01T00:00:00.000Z',
      version: 3,
    },
  ],
  stations: [{ id: 3, code: 'CDG', name: 'Paris Charles de Gaulle', region_id: 10, airport_id: 2, active: true }],
  customers: [{ id: 4, name: 'Air France, SA' }],
  aircraft_type: [
    { id: 5, icao: 'A20N' },
    { id: 6, icao: 'B738' },
  ],
  services: [
    { id: 1, code: 'TRANSIT' },
    { id: 2, code: 'DEICE' },
  ],
  regions: [{ id: 10, code: 'EUR-W' }],
  airport: [{ id: 2, iata: 'CDG' }],
};

function dataProviderDouble() {
  return {
    getList: vi.fn(async (resource: string) => ({ data: records[resource] ?? [], total: (records[resource] ?? []).length })),
    getMany: vi.fn(async (resource: string, params: { ids: unknown[] }) => ({
      data: (records[resource] ?? []).filter((r) => params.ids.includes(r.id)),
    })),
  } as unknown as DataProvider & { getMany: ReturnType<typeof vi.fn> };
}

/** The related-records fetcher react-admin hands an exporter, over the same records. */
const fetchRelated = async (list: ExportRecord[], field: string, resource: string) =>
  Object.fromEntries(
    (records[resource] ?? []).filter((r) => list.some((item) => [item[field]].flat().includes(r.id))).map((r) => [String(r.id), r]),
  );

/** downloadCSV hands a Blob to an object URL: capture what would be saved. */
function captureDownloads(): Blob[] {
  const blobs: Blob[] = [];
  URL.createObjectURL = vi.fn((blob: Blob) => {
    blobs.push(blob);
    return 'blob:export';
  });
  // jsdom cannot follow the download link.
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
  return blobs;
}

afterEach(() => vi.restoreAllMocks());

describe('the list export button', () => {
  it('downloads the re-importable file: code columns instead of ids, no server-managed fields', async () => {
    signIn();
    const blobs = captureDownloads();
    const dataProvider = dataProviderDouble();
    await renderInAdmin(
      <ResourceContextProvider value="flight_schedule">
        <CrudList>
          <DataTable.Col source="outbound_flight_no" />
        </CrudList>
      </ResourceContextProvider>,
      { dataProvider },
    );
    await screen.findByText('AF1681', undefined, { timeout: 5000 });
    // The toolbar's button; the bulk toolbar's one waits for a selection.
    await userEvent.click(screen.getAllByRole('button', { name: 'Export' })[0]);
    await vi.waitFor(() => expect(blobs).toHaveLength(1));

    const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(await blobs[0].arrayBuffer());
    expect(text.charCodeAt(0)).toBe(0xfeff);
    const [header, row] = text.slice(1).split('\r\n');
    expect(header).toBe(
      'region_id,station_code,customer_name,aircraft_type_icao,inbound_flight_no,outbound_flight_no,days_of_week,sta,std,valid_from,valid_to,remarks,active,service_codes',
    );
    expect(row).toBe(
      '10,CDG,"Air France, SA",A20N,AF1680,AF1681,1|3|5,07:10:00,,2026-03-29,,"Gate ""B"", stand 12\nwith tow",true,TRANSIT|DEICE',
    );
    expect(dataProvider.getMany).toHaveBeenCalledWith('stations', expect.objectContaining({ ids: [3] }));
  });
});

describe('csvExport', () => {
  it("writes technicians' authorisations as the import reads them (type code:category[:valid until])", async () => {
    const technician = {
      id: 1,
      employee_no: 'T-1',
      name: 'Ana',
      home_station_id: 3,
      user_id: null,
      active: false,
      authorisations: [
        { aircraft_type_id: 5, category: 'B1', valid_until: null },
        { aircraft_type_id: 6, category: 'B2', valid_until: '2027-03-31' },
      ],
    };
    const csv = await csvExport('technicians', [technician], fetchRelated);
    const [header, row] = csv.slice(1).split('\r\n');
    const cells = Object.fromEntries(header.split(',').map((name, i) => [name, row.split(',')[i]]));
    expect(cells).toMatchObject({
      home_station_code: 'CDG',
      user_id: '',
      employee_no: 'T-1',
      active: 'false',
      authorisations: 'A20N:B1|B738:B2:2027-03-31',
    });
    expect(header.split(',')).not.toContain('home_station_id');
    expect(header.split(',')).not.toContain('id');
  });

  it('keeps every field of a resource without an import, with the code beside each id', async () => {
    const csv = await csvExport('stations', records.stations, fetchRelated);
    const [header, row] = csv.slice(1).split('\r\n');
    expect(header).toBe('id,code,name,region_id,region_code,airport_id,airport_iata,active');
    expect(row).toBe('3,CDG,Paris Charles de Gaulle,10,EUR-W,2,CDG,true');
  });

  it("writes text a spreadsheet would evaluate with a leading ', and numbers, negative ones included, as numbers", async () => {
    const airport = {
      id: 2,
      iata: 'JFK',
      icao: 'KJFK',
      name: '=HYPERLINK("http://127.0.0.1/x","Mehdi")',
      city: '@City',
      country: 'US',
      time_zone: 'America/New_York',
      latitude: 40.64,
      longitude: -73.78,
    };
    const csv = await csvExport('airport', [airport], fetchRelated);
    const [header, row] = csv.slice(1).split('\r\n');
    expect(header).toBe('iata,icao,name,city,country,time_zone,latitude,longitude');
    expect(row).toBe(`JFK,KJFK,"'=HYPERLINK(""http://127.0.0.1/x"",""Mehdi"")",'@City,US,America/New_York,40.64,-73.78`);
  });

  it("names code columns exactly as the import's reference columns", () => {
    for (const resource of importableResources) {
      for (const [column, reference] of Object.entries(referenceColumns[resource])) {
        const target = referenceTargets[reference.field];
        expect(target).toEqual({ resource: reference.resource, key: reference.key });
        expect(codeColumnName(reference.field, target.key)).toBe(column);
      }
    }
  });
});
