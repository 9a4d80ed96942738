// `npm run openapi:types`: builds the app on an empty embedded database, reads its OpenAPI
// document and writes the client types generated from it to
// apps/server/src/test/generated/openapi.d.ts (apps/server/src/test/openapi-types.ts).
import { writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { buildApp } from '../apps/server/src/app.ts';
import { loadConfig } from '../apps/server/src/config.ts';
import { openPglite, runMigrations } from '../apps/server/src/db/client.ts';
import { prepare } from '../apps/server/src/startup.ts';
import { GENERATED_TYPES_FILE, openApiTypes } from '../apps/server/src/test/openapi-types.ts';

const database = await openPglite();
await runMigrations(database);
const config = loadConfig({
  NODE_ENV: 'test',
  JWT_SECRET: 'openapi-types-secret-that-is-long-enough-for-hs256',
  TOTP_ENCRYPTION_KEY: 'dGVzdC10b3RwLWtleS0zMi1ieXRlcy1sb25nLi4uLi4',
  ADMIN_EMAIL: 'admin@example.com',
  ADMIN_PASSWORD: 'correct-horse-battery',
  SEED_DEMO: 'false',
  LOG_LEVEL: 'silent',
  JOBS_RUN: 'false',
});
const { deps } = await prepare(config, database);
const app = await buildApp(deps, { logger: false });
await app.ready();
await writeFile(GENERATED_TYPES_FILE, await openApiTypes(app));
if (process.argv.includes('--document')) {
  await writeFile(process.argv[process.argv.indexOf('--document') + 1]!, JSON.stringify(app.swagger(), null, 2));
}
await app.close();
await database.close();
console.log(`wrote ${fileURLToPath(GENERATED_TYPES_FILE)}`);
