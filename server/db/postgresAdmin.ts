import pg from 'pg';

/** Runs one statement (create/drop database …) on its own connection: tests and benchmarks make throw-away databases with it. */
export async function adminQuery(url: string, text: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

/** The same server and credentials, another database. */
export function databaseUrlFor(url: string, database: string): string {
  const target = new URL(url);
  target.pathname = `/${database}`;
  return target.toString();
}
