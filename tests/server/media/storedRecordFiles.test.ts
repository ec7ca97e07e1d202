import { readFileSync } from 'node:fs';
import { sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helper';

/**
 * Migration 0022 moves the files records kept in their own bytea columns into stored_files
 * (docs/ARCHITECTURE.md, "Files"). The test puts the seeded database back the way it was before
 * (bytes in the records), adds a training certificate and a defect photo, runs the migration, and
 * finds every file's bytes again behind its record's new path, with a checksum that matches.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

const rows = async <T>(query: SQL) => ((await t.database.db.execute(query)) as unknown as { rows: T[] }).rows;

/** The schema as it was at migration 0021, with the files back in the records. */
const asBefore = `
DROP TRIGGER activity_rts_release_file ON activity_rts;
DROP TRIGGER on_call_rts_release_file ON on_call_rts;
DROP TRIGGER on_call_expenses_release_file ON on_call_expenses;
DROP TRIGGER training_attendees_release_file ON training_attendees;
DROP TRIGGER stock_certificates_release_file ON stock_certificates;
DROP TRIGGER defects_release_file ON defects;
DROP FUNCTION tarmac_release_stored_file();
ALTER TABLE activity_rts ADD COLUMN pdf bytea;
UPDATE activity_rts r SET pdf = f.bytes FROM stored_files f WHERE f.path = r.pdf_path;
ALTER TABLE activity_rts ALTER COLUMN pdf SET NOT NULL, DROP COLUMN pdf_path;
ALTER TABLE on_call_rts ADD COLUMN pdf bytea;
UPDATE on_call_rts r SET pdf = f.bytes FROM stored_files f WHERE f.path = r.pdf_path;
ALTER TABLE on_call_rts ALTER COLUMN pdf SET NOT NULL, DROP COLUMN pdf_path;
ALTER TABLE on_call_expenses ADD COLUMN receipt_type text, ADD COLUMN receipt_file bytea;
UPDATE on_call_expenses e SET receipt_type = f.content_type, receipt_file = f.bytes FROM stored_files f WHERE f.path = e.receipt_path;
ALTER TABLE on_call_expenses DROP COLUMN receipt_path;
ALTER TABLE training_attendees ADD COLUMN certificate_type text, ADD COLUMN certificate_file bytea, DROP COLUMN certificate_path;
ALTER TABLE stock_certificates ADD COLUMN content_type text, ADD COLUMN file bytea, ADD COLUMN sha256 text;
UPDATE stock_certificates c SET content_type = f.content_type, file = f.bytes, sha256 = f.sha256 FROM stored_files f WHERE f.path = c.file_path;
ALTER TABLE stock_certificates DROP COLUMN file_path;
ALTER TABLE defects ADD COLUMN photo bytea, ADD COLUMN photo_type text, DROP COLUMN photo_path;
DELETE FROM stored_files WHERE folder IN ('releases', 'receipts', 'training-certificates', 'part-certificates', 'defect-photos');
`;

/** Each kind of record with a file: its table, the column its file was in, the path column it now has. */
const kinds = [
  { table: 'activity_rts', bytes: 'pdf', path: 'pdf_path', folder: 'releases' },
  { table: 'on_call_expenses', bytes: 'receipt_file', path: 'receipt_path', folder: 'receipts' },
  { table: 'training_attendees', bytes: 'certificate_file', path: 'certificate_path', folder: 'training-certificates' },
  { table: 'stock_certificates', bytes: 'file', path: 'file_path', folder: 'part-certificates' },
  { table: 'defects', bytes: 'photo', path: 'photo_path', folder: 'defect-photos' },
];

describe('migration 0022: the files kept in records move into stored_files', () => {
  it('finds every file again behind its record, checked, in its folder, with its type; a release keeps its signed hash', async () => {
    const db = t.database.db;
    for (const statement of asBefore.split(';\n').filter((s) => s.trim())) await db.execute(sql.raw(statement));
    // The demo has releases, receipts and part certificates; one training certificate (a PNG) and one defect photo (a JPEG) more.
    const png = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex');
    const jpeg = Buffer.from('ffd8ffe000104a46494600010100000100010000ffd9', 'hex');
    await db.execute(sql`update training_attendees set certificate_file = ${png}, certificate_type = 'image/png'
      where id = (select min(id) from training_attendees)`);
    const [{ found }] = await rows<{ found: number }>(sql`select count(*)::int as found from defects`);
    expect(found, 'the demo records defects').toBeGreaterThan(0);
    await db.execute(sql`update defects set photo = ${jpeg}, photo_type = 'image/jpeg' where id = (select min(id) from defects)`);

    const before = new Map<string, Map<number, string>>();
    for (const kind of kinds) {
      const held = await rows<{ id: number; digest: string }>(
        sql.raw(`select id, encode(sha256(${kind.bytes}), 'hex') as digest from ${kind.table} where ${kind.bytes} is not null`),
      );
      expect(held.length, kind.table).toBeGreaterThan(0);
      before.set(kind.table, new Map(held.map((row) => [row.id, row.digest])));
    }

    const migration = readFileSync(new URL('../../../server/db/migrations/0022_stored_record_files.sql', import.meta.url), 'utf8');
    for (const statement of migration.split('--> statement-breakpoint')) await db.execute(sql.raw(statement));

    for (const kind of kinds) {
      const after = await rows<{
        id: number;
        path: string;
        folder: string;
        digest: string;
        sha256: string;
        size: number;
        bytes_size: number;
      }>(
        sql.raw(`select r.id, f.path, f.folder, encode(sha256(f.bytes), 'hex') as digest, f.sha256, f.size, length(f.bytes) as bytes_size
          from ${kind.table} r join stored_files f on f.path = r.${kind.path}`),
      );
      expect(new Map(after.map((row) => [row.id, row.digest])), kind.table).toEqual(before.get(kind.table));
      for (const file of after) {
        expect(file.path).toMatch(new RegExp(`^${kind.folder}/[0-9a-f]{32}\\.(pdf|png|jpg)$`));
        expect(file).toMatchObject({ folder: kind.folder, sha256: file.digest, size: file.bytes_size });
      }
    }
    const types = await rows<{ folder: string; content_type: string; path: string }>(
      sql`select folder, content_type, path from stored_files where folder in ('training-certificates', 'defect-photos', 'releases')`,
    );
    expect(types.find((f) => f.folder === 'training-certificates')).toMatchObject({
      content_type: 'image/png',
      path: expect.stringMatching(/\.png$/),
    });
    expect(types.find((f) => f.folder === 'defect-photos')).toMatchObject({
      content_type: 'image/jpeg',
      path: expect.stringMatching(/\.jpg$/),
    });
    const [{ differing }] = await rows<{ differing: number }>(
      sql`select count(*)::int as differing from activity_rts r join stored_files f on f.path = r.pdf_path where f.sha256 <> r.pdf_sha256`,
    );
    expect(differing).toBe(0);
  });

  it("deletes a record's file with the record, or when the record lets go of it, and keeps the others", async () => {
    const stored = async (path: string) =>
      (await rows<{ n: number }>(sql`select count(*)::int as n from stored_files where path = ${path}`))[0].n;
    const [one, other] = await rows<{ id: number; path: string }>(
      sql`select id, receipt_path as path from on_call_expenses where receipt_path is not null order by id limit 2`,
    );
    await t.database.db.execute(sql`delete from on_call_expenses where id = ${one.id}`);
    expect(await stored(one.path)).toBe(0);
    expect(await stored(other.path)).toBe(1);
    const [certificate] = await rows<{ id: number; path: string }>(
      sql`select id, certificate_path as path from training_attendees where certificate_path is not null limit 1`,
    );
    await t.database.db.execute(sql`update training_attendees set certificate_path = null where id = ${certificate.id}`);
    expect(await stored(certificate.path)).toBe(0);
  });
});
