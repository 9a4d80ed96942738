// Vitest global setup for the server suite: builds one migrated database template per run,
// which every test file copies (PGlite: a dumped data dir; PostgreSQL: CREATE DATABASE … TEMPLATE).
import { writeFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openPglite, openPostgres, runMigrations } from '../db/client.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteTemplateDatabase: string;
    postgresTemplateDatabase: string;
  }
}

function databaseUrl(url: string, database: string): string {
  const u = new URL(url);
  u.pathname = `/${database}`;
  return u.toString();
}

export default async function setup(project: TestProject) {
  const url = process.env.DATABASE_URL;
  if (url) {
    const template = `store_admin_tpl_${process.pid}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`drop database if exists ${template}`);
    await admin.query(`create database ${template}`);
    const database = await openPostgres(databaseUrl(url, template), { poolSize: 1 });
    await runMigrations(database);
    await database.close();
    project.provide('postgresTemplateDatabase', template);
    project.provide('pgliteTemplateDatabase', '');
    return async () => {
      const { rows } = await admin.query<{ datname: string }>(
        `select datname from pg_database where datname like 'store_admin_t%_${process.pid}%'`,
      );
      for (const { datname } of rows) await admin.query(`drop database if exists ${datname} with (force)`);
      await admin.end();
    };
  }
  const database = await openPglite();
  await runMigrations(database);
  const dump = await database.dump();
  const file = join(tmpdir(), `store-admin-template-${process.pid}.tar`);
  await writeFile(file, Buffer.from(await dump.arrayBuffer()));
  await database.close();
  project.provide('pgliteTemplateDatabase', file);
  project.provide('postgresTemplateDatabase', '');
  return async () => {
    await rm(file, { force: true });
  };
}
