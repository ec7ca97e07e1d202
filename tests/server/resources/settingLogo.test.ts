import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, desc, eq } from 'drizzle-orm';
import { auditLog, storedFiles } from '../../../server/db/schema';
import { bearer, createTestApp, sendWhileTheWriteFails, internalsPattern, multipart, type MultipartPart, type TestApp } from '../helper';

/**
 * POST/DELETE /api/setting/logo: the company logo, uploaded like the profile photo (JPEG, PNG or
 * WebP up to 2 MB, judged by its bytes), written by whoever may write the settings, audited, and
 * seen at once by GET /api/setting, GET /api/user and /config.js.
 */
let t: TestApp;
let admin: Record<string, string>;
let planner: Record<string, string>;
beforeAll(async () => {
  t = await createTestApp();
  admin = bearer(await t.tokenFor('admin@tarmac.test'));
  planner = bearer(await t.tokenFor('planner@tarmac.test'));
});
afterAll(() => t.close());

/** A real 1×1 PNG. */
const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=', 'base64');
const jpeg = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(60, 1)]);
const logoText = 'The logo must be a JPEG, PNG or WebP image of at most 2 MB.';

const logo = (content: Buffer | string, filename = 'logo.png', contentType = 'image/png'): MultipartPart => ({
  name: 'logo',
  filename,
  contentType,
  content,
});
const upload = (parts: MultipartPart[], headers: Record<string, string> = admin) => {
  const body = multipart(parts);
  return t.app.inject({ method: 'POST', url: '/api/setting/logo', payload: body.payload, headers: { ...body.headers, ...headers } });
};
const removeLogo = (headers: Record<string, string> = admin) => t.app.inject({ method: 'DELETE', url: '/api/setting/logo', headers });
const setting = async () => (await t.app.inject({ method: 'GET', url: '/api/setting', headers: admin })).json();
const userLogo = async () => (await t.app.inject({ method: 'GET', url: '/api/user', headers: admin })).json().logo_url;
/** The logos stored in the database (stored_files), by path. */
const logoFiles = async () =>
  (
    await t.database.db
      .select({ path: storedFiles.path })
      .from(storedFiles)
      .where(eq(storedFiles.folder, 'logos'))
      .orderBy(storedFiles.path)
  ).map((row) => row.path);
const lastSettingAudit = async () => {
  const [row] = await t.database.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.resource, 'setting'), eq(auditLog.record_id, '1')))
    .orderBy(desc(auditLog.id))
    .limit(1);
  return row;
};
const expectRefused = (res: { statusCode: number; json(): unknown }) => {
  expect(res.statusCode).toBe(422);
  expect(res.json()).toEqual({ message: 'There were some problems with your input.', errors: { logo: [logoText] } });
};

describe('POST /api/setting/logo', () => {
  let firstUrl: string;

  it('stores a PNG as a new version of the settings and answers the record as GET does', async () => {
    const before = await setting();
    expect(before.logo_url).toBeNull();
    const res = await upload([logo(png)]);
    expect(res.statusCode, res.body).toBe(200);
    const record = res.json();
    firstUrl = record.logo_url;
    expect(firstUrl).toMatch(/^\/media\/logos\/[0-9a-f]{32}\.png$/);
    expect(record).toEqual({ ...before, logo_url: firstUrl, version: before.version + 1, updated_at: record.updated_at });
    expect(new Date(record.updated_at).getTime()).toBeGreaterThan(new Date(before.updated_at).getTime());
    expect(await setting()).toEqual(record);
  });

  it('shows the logo to the nav bar: GET /api/user and /config.js', async () => {
    expect(await userLogo()).toBe(firstUrl);
    const config = await t.app.inject({ method: 'GET', url: '/config.js' });
    expect(config.body).toContain(`"logoUrl":"${firstUrl}"`);
  });

  it('serves the file at logo_url with an image content type', async () => {
    const served = await t.app.inject({ method: 'GET', url: firstUrl });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.rawPayload.equals(png)).toBe(true);
  });

  it('writes an audit row: who, and the logo before and after', async () => {
    const row = await lastSettingAudit();
    expect(row.action).toBe('update');
    const adminId = (await t.app.inject({ method: 'GET', url: '/api/user', headers: admin })).json().id;
    expect(row.user_id).toBe(adminId);
    expect(JSON.parse(row.changes!)).toEqual({ logo_url: { from: null, to: firstUrl } });
  });

  it('replaces the logo, names the file by its bytes, and removes the file it replaced', async () => {
    const res = await upload([logo(jpeg)]);
    expect(res.statusCode).toBe(200);
    expect(res.json().logo_url).toMatch(/^\/media\/logos\/[0-9a-f]{32}\.jpg$/);
    expect((await t.app.inject({ method: 'GET', url: firstUrl })).statusCode).toBe(404);
    expect(await logoFiles()).toHaveLength(1);
    expect(JSON.parse((await lastSettingAudit()).changes!)).toEqual({ logo_url: { from: firstUrl, to: res.json().logo_url } });
  });

  it('keeps no file from an upload whose database write failed, and keeps the logo it had', async () => {
    const before = await setting();
    const filesBefore = await logoFiles();
    await sendWhileTheWriteFails(t, () => upload([logo(png)]));
    expect(await logoFiles()).toEqual(filesBefore);
    expect(await setting()).toEqual(before);
  });

  it('refuses a text file renamed .png and an SVG (which could carry script) with 422 on logo, storing nothing', async () => {
    const before = await setting();
    expectRefused(await upload([logo('just some text, honestly a picture')]));
    expectRefused(
      await upload([logo('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>', 'logo.svg', 'image/svg+xml')]),
    );
    expect(await setting()).toEqual(before);
    expect(await logoFiles()).toHaveLength(1);
  });

  it('refuses a request without a file, with the file under another name, or not multipart (422 on logo)', async () => {
    expectRefused(await upload([{ name: 'note', content: 'no file here' }]));
    expectRefused(await upload([{ ...logo(png), name: 'photo' }]));
    expectRefused(
      await t.app.inject({ method: 'POST', url: '/api/setting/logo', payload: { logo: png.toString('base64') }, headers: admin }),
    );
    expectRefused(await t.app.inject({ method: 'POST', url: '/api/setting/logo', headers: admin }));
  });

  it('refuses a file over 2 MB with the same 422, never a 5xx, storing nothing', async () => {
    const before = await setting();
    const res = await upload([logo(Buffer.concat([png, Buffer.alloc(2 * 1024 * 1024 + 10)]))]);
    expectRefused(res);
    expect(res.body).not.toMatch(internalsPattern);
    expect(await setting()).toEqual(before);
    expect(await logoFiles()).toHaveLength(1);
  });

  it('answers 4xx, never 5xx, for broken multipart bodies', async () => {
    const body = multipart([logo(png)]);
    const cut = await t.app.inject({
      method: 'POST',
      url: '/api/setting/logo',
      payload: body.payload.subarray(0, 80),
      headers: { ...body.headers, ...admin },
    });
    expect(cut.statusCode).toBe(422);
    const noBoundary = await t.app.inject({
      method: 'POST',
      url: '/api/setting/logo',
      payload: 'garbage',
      headers: { 'content-type': 'multipart/form-data', ...admin },
    });
    expect(noBoundary.statusCode).toBeGreaterThanOrEqual(400);
    expect(noBoundary.statusCode).toBeLessThan(500);
  });

  it('translates the refusal by Accept-Language', async () => {
    const body = multipart([logo('not an image')]);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/setting/logo',
      payload: body.payload,
      headers: { ...body.headers, ...admin, 'accept-language': 'fr' },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.logo).toEqual(['Le logo doit être une image JPEG, PNG ou WebP de 2 Mo maximum.']);
  });

  it('is for those who may write the settings: a planner gets 403 and nothing changes', async () => {
    const before = await setting();
    const res = await upload([logo(png)], planner);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ message: 'You are not allowed to do this.' });
    expect((await removeLogo(planner)).statusCode).toBe(403);
    expect(await setting()).toEqual(before);
  });

  it('keeps the settings version honest: a save with the version the upload answered succeeds, an older one is a 409', async () => {
    const before = await setting();
    const uploaded = (await upload([logo(png)])).json();
    const stale = await t.app.inject({
      method: 'PUT',
      url: '/api/setting',
      headers: admin,
      payload: { version: before.version, company_name: 'Stale' },
    });
    expect(stale.statusCode).toBe(409);
    const fresh = await t.app.inject({
      method: 'PUT',
      url: '/api/setting',
      headers: admin,
      payload: { version: uploaded.version, company_name: 'Tarmac Logo Co' },
    });
    expect(fresh.statusCode, fresh.body).toBe(200);
    expect(fresh.json()).toMatchObject({ company_name: 'Tarmac Logo Co', logo_url: uploaded.logo_url });
  });
});

describe('DELETE /api/setting/logo', () => {
  it('clears the logo everywhere, removes its file, bumps the version and writes an audit row', async () => {
    const before = await setting();
    expect(before.logo_url).not.toBeNull();
    const res = await removeLogo();
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ logo_url: null, version: before.version + 1 });
    expect(await setting()).toEqual(res.json());
    expect(await userLogo()).toBeNull();
    expect((await t.app.inject({ method: 'GET', url: before.logo_url })).statusCode).toBe(404);
    expect(await logoFiles()).toEqual([]);
    expect(JSON.parse((await lastSettingAudit()).changes!)).toEqual({ logo_url: { from: before.logo_url, to: null } });
  });

  it('removing a logo that is not there changes nothing: same version, no audit row', async () => {
    const before = await setting();
    const audit = await lastSettingAudit();
    const res = await removeLogo();
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(before);
    expect((await lastSettingAudit()).id).toBe(audit.id);
  });
});
