import pg from 'pg';

/** Runs one statement (create/drop database …) on its own connection: tests and benchmarks make throw-away databases with it. */
export async function adminQuery(url: string, text: string): Promise<Record<string, unknown>[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(text)).rows;
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
