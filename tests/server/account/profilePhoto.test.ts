import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { storedFiles } from '../../../server/db/schema';
import {
  bearer,
  createTestApp,
  insertUser,
  internalsPattern,
  multipart,
  queryJson,
  sendWhileTheWriteFails,
  type MultipartPart,
  type TestApp,
} from '../helper';

/**
 * POST /api/settings/photo (multipart): JPEG, PNG or WebP up to 2 MB, judged by its bytes; stored in the
 * database (stored_files) and served under /media to signed-in users.
 */
let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await createTestApp();
  await insertUser(t, { email: 'sam@tarmac.test', regions: ['EUR-W'] });
  token = await t.tokenFor('sam@tarmac.test');
});
afterAll(() => t.close());

/** A real 1×1 PNG. */
const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=', 'base64');
const jpeg = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(60, 1)]);

const upload = (parts: MultipartPart[], auth: Record<string, string> = bearer(token)) => {
  const { payload, headers } = multipart(parts);
  return t.app.inject({ method: 'POST', url: '/api/settings/photo', payload, headers: { ...headers, ...auth } });
};
const photo = (content: Buffer | string, filename = 'me.png', contentType = 'image/png'): MultipartPart => ({
  name: 'photo',
  filename,
  contentType,
  content,
});
/** The paths of the photos stored in the database, sorted. */
const storedPhotos = async () =>
  (
    await t.database.db
      .select({ path: storedFiles.path })
      .from(storedFiles)
      .where(eq(storedFiles.folder, 'photos'))
      .orderBy(storedFiles.path)
  ).map((row) => row.path);
const expectRefused = (res: { statusCode: number; json(): unknown }) => {
  expect(res.statusCode).toBe(422);
  expect(res.json()).toEqual({
    message: 'There were some problems with your input.',
    errors: { photo: ['The photo must be a JPEG, PNG or WebP image of at most 2 MB.'] },
  });
};

describe('POST /api/settings/photo', () => {
  let firstUrl: string;

  it('accepts a PNG, answers the user with photo_url, and serves the file there', async () => {
    const res = await upload([photo(png)]);
    expect(res.statusCode).toBe(200);
    firstUrl = res.json().photo_url;
    expect(firstUrl).toMatch(/^\/media\/photos\/[0-9a-f]{32}\.png$/);
    expect(await storedPhotos()).toEqual([firstUrl.replace('/media/', '')]);

    const served = await t.app.inject({ method: 'GET', url: firstUrl, headers: bearer(token) });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.rawPayload.equals(png)).toBe(true);

    const user = await t.app.inject({ method: 'GET', url: '/api/user', headers: bearer(token) });
    expect(user.json().photo_url).toBe(firstUrl);
    // The users screen builds the same URL in SQL (mediaUrlSql).
    const admin = bearer(await t.tokenFor('admin@tarmac.test'));
    const listed = await t.app.inject({ method: 'GET', url: `/api/users?filter=${queryJson({ q: 'sam@tarmac.test' })}`, headers: admin });
    expect(listed.json()).toEqual([expect.objectContaining({ email: 'sam@tarmac.test', photo_url: firstUrl })]);
  });

  it('names the file by the bytes, not by the client: a JPEG sent as "me.png" is stored as .jpg', async () => {
    const res = await upload([photo(jpeg)]);
    expect(res.statusCode).toBe(200);
    expect(res.json().photo_url).toMatch(/\.jpg$/);
  });

  it('removes the photo it replaces', async () => {
    expect(await storedPhotos()).not.toContain(firstUrl.replace('/media/', ''));
    expect((await t.app.inject({ method: 'GET', url: firstUrl, headers: bearer(token) })).statusCode).toBe(404);
  });

  it('keeps no file from an upload whose database write failed, and keeps the photo it had', async () => {
    const filesBefore = await storedPhotos();
    const photoBefore = (await t.app.inject({ method: 'GET', url: '/api/user', headers: bearer(token) })).json().photo_url;
    await sendWhileTheWriteFails(t, () => upload([photo(png)]));
    expect(await storedPhotos()).toEqual(filesBefore);
    expect((await t.app.inject({ method: 'GET', url: '/api/user', headers: bearer(token) })).json().photo_url).toBe(photoBefore);
  });

  it('refuses a text file renamed .png (422 on photo)', async () => {
    expectRefused(await upload([photo('just some text, honestly a picture')]));
  });

  it('refuses an SVG, which could carry script', async () => {
    expectRefused(
      await upload([photo('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>', 'me.svg', 'image/svg+xml')]),
    );
  });

  it('refuses a file over 2 MB with 422 or 413, never a 5xx', async () => {
    const big = Buffer.concat([png, Buffer.alloc(2 * 1024 * 1024 + 10)]);
    const res = await upload([photo(big)]);
    expect([413, 422]).toContain(res.statusCode);
    expect(res.json().message).toBeTruthy();
    expect(res.body).not.toMatch(internalsPattern);
    // Nothing was stored.
    const user = await t.app.inject({ method: 'GET', url: '/api/user', headers: bearer(token) });
    expect(user.json().photo_url).toMatch(/\.jpg$/);
  });

  it('refuses a request without a file, with the file under another name, or not multipart at all (422)', async () => {
    expectRefused(await upload([{ name: 'note', content: 'no file here' }]));
    expectRefused(await upload([{ ...photo(png), name: 'avatar' }]));
    const json = await t.app.inject({
      method: 'POST',
      url: '/api/settings/photo',
      payload: { photo: png.toString('base64') },
      headers: bearer(token),
    });
    expectRefused(json);
  });

  it('answers 4xx, never 5xx, for broken multipart bodies', async () => {
    const noBoundary = await t.app.inject({
      method: 'POST',
      url: '/api/settings/photo',
      payload: 'garbage',
      headers: { 'content-type': 'multipart/form-data', ...bearer(token) },
    });
    expect(noBoundary.statusCode).toBeGreaterThanOrEqual(400);
    expect(noBoundary.statusCode).toBeLessThan(500);
    const truncated = multipart([photo(png)]);
    const cut = await t.app.inject({
      method: 'POST',
      url: '/api/settings/photo',
      payload: truncated.payload.subarray(0, 80),
      headers: { ...truncated.headers, ...bearer(token) },
    });
    expect(cut.statusCode).toBeGreaterThanOrEqual(400);
    expect(cut.statusCode).toBeLessThan(500);
    const twoFiles = await upload([photo(png), photo(png, 'second.png')]);
    expect(twoFiles.statusCode).toBeLessThan(500);
  });

  it('answers 401 without a token', async () => {
    const res = await upload([photo(png)], {});
    expect(res.statusCode).toBe(401);
  });
});
