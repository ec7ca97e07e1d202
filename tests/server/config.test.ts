import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../server/config';

/** Configuration is parsed in one place; a bad value stops start-up naming the variable. */
function refusal(env: Record<string, string>): string {
  try {
    loadConfig(env);
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return (error as Error).message;
  }
  throw new Error(`accepted ${JSON.stringify(env)}`);
}

const provider = {
  name: 'corp',
  label: 'Corporate sign-in',
  issuer: 'https://login.example.test',
  client_id: 'tarmac',
  client_secret: 's3cr3t-value',
};

describe('loadConfig', () => {
  it('has working defaults', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      PORT: 8080,
      HOST: '0.0.0.0',
      LOG_LEVEL: 'info',
      OIDC_PROVIDERS: [],
      APP_URL: 'http://localhost:8080',
      SEED_DEMO: true,
      JOBS: 'on',
    });
    expect(config.DATA_DIR).toBe(path.resolve('./data'));
    expect(config.DATABASE_URL).toBeUndefined();
    expect(config.SMTP_URL).toBeUndefined();
  });

  it('reads good values, treats empty strings as unset and trims the APP_URL slash', () => {
    const config = loadConfig({
      PORT: '3000',
      DATABASE_URL: 'postgresql://u:p@db:5432/tarmac',
      SMTP_URL: 'smtps://u:p@mail.example.test:465',
      OIDC_PROVIDERS: JSON.stringify([provider]),
      LOG_LEVEL: 'warn',
      APP_URL: 'https://ops.example.test/',
      HOST: '',
    });
    expect(config).toMatchObject({ PORT: 3000, HOST: '0.0.0.0', LOG_LEVEL: 'warn', APP_URL: 'https://ops.example.test' });
    expect(config.OIDC_PROVIDERS).toEqual([{ ...provider, scope: 'openid email profile' }]);
  });

  it.each([
    ['PORT', 'eighty'],
    ['PORT', '70000'],
    ['PORT', '-1'],
    ['PORT', '80.5'],
    ['DATABASE_URL', 'mysql://root@localhost/tarmac'],
    ['DATABASE_URL', 'localhost:5432'],
    ['SMTP_URL', 'http://mail.example.test'],
    ['SMTP_URL', 'mail.example.test:25'],
    ['OIDC_PROVIDERS', 'not json'],
    ['OIDC_PROVIDERS', '{"name":"corp"}'],
    ['OIDC_PROVIDERS', JSON.stringify([{ ...provider, name: 'Corp Login' }])],
    ['OIDC_PROVIDERS', JSON.stringify([{ ...provider, issuer: 'not a url' }])],
    ['OIDC_PROVIDERS', JSON.stringify([{ ...provider, client_id: '' }])],
    ['LOG_LEVEL', 'verbose'],
    ['LOG_LEVEL', 'INFO'],
    ['APP_URL', 'ops.example.test'],
    ['APP_URL', 'javascript:alert(1)'],
    ['APP_SECRET', 'too-short'],
    ['RATE_LIMIT_PER_MINUTE', '0'],
    ['TRUST_PROXY', 'sometimes'],
    ['TRUST_PROXY', '2'],
    ['TRUST_PROXY', '10.0.0.0/99'],
    ['SEED_DEMO', 'maybe'],
    ['JOBS', 'false'],
  ])('refuses %s=%s with a message naming the variable', (name, value) => {
    const message = refusal({ [name]: value });
    expect(message).toMatch(new RegExp(`^\\s*${name}: `, 'm'));
  });

  it('takes a METRICS_TOKEN only long enough not to be guessed, and none by default (docs/operations.md)', () => {
    expect(loadConfig({}).METRICS_TOKEN).toBeUndefined();
    expect(loadConfig({ METRICS_TOKEN: 'scraper-token-0123456789' }).METRICS_TOKEN).toBe('scraper-token-0123456789');
    expect(refusal({ METRICS_TOKEN: 'short' })).toMatch(/^\s*METRICS_TOKEN: must be at least 16 characters/m);
  });

  it("lets a process serve without running the modules' jobs", () => {
    expect(loadConfig({ JOBS: 'off' }).JOBS).toBe('off');
  });

  it('lists every bad variable at once', () => {
    const message = refusal({ PORT: 'x', LOG_LEVEL: 'loud', SMTP_URL: 'ftp://x' });
    for (const name of ['PORT', 'LOG_LEVEL', 'SMTP_URL']) expect(message).toContain(`${name}: `);
  });

  it('says which provider field is wrong, without echoing the configuration (it holds secrets)', () => {
    const message = refusal({ OIDC_PROVIDERS: JSON.stringify([provider, { ...provider, name: 'Bad Name' }]) });
    expect(message).toMatch(/OIDC_PROVIDERS: .*1\.name/);
    expect(message).not.toContain('s3cr3t-value');
    const broken = refusal({ OIDC_PROVIDERS: `[{"client_secret":"s3cr3t-value",` });
    expect(broken).toMatch(/OIDC_PROVIDERS: .*JSON/);
    expect(broken).not.toContain('s3cr3t-value');
  });

  it('trusts no proxy unless told which: a client on a private network could otherwise choose its address', () => {
    expect(loadConfig({}).TRUST_PROXY).toBe(false);
  });

  it('accepts the TRUST_PROXY forms Fastify understands', () => {
    expect(loadConfig({ TRUST_PROXY: 'loopback,linklocal,uniquelocal' }).TRUST_PROXY).toBe('loopback,linklocal,uniquelocal');
    expect(loadConfig({ TRUST_PROXY: 'false' }).TRUST_PROXY).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'true' }).TRUST_PROXY).toBe(true);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, 192.168.1.5,::1' }).TRUST_PROXY).toBe('10.0.0.0/8,192.168.1.5,::1');
  });
});
