// One PostgreSQL connection for a bench step's setup or clean-up, closed whatever happens.
import pg from 'pg';

export async function withClient<T>(dbUrl: string, run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: dbUrl });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}
