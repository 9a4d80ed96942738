// npm run admin:create -- --email admin@example.com --password '…' [--name 'Jane Admin']
// Creates an admin account, or makes an existing account an admin with that password.
import { parseArgs } from 'node:util';
import { LoginBodySchema } from '@store/contract/auth';
import { loadConfig } from '../config.ts';
import { upsertAdmin } from '../features/users/accounts.ts';
import { openDatabase } from '../db/open.ts';

const { values } = parseArgs({
  options: { email: { type: 'string' }, password: { type: 'string' }, name: { type: 'string' } },
});
const parsed = LoginBodySchema.safeParse({ email: values.email ?? '', password: values.password ?? '' });
if (!parsed.success) {
  process.stderr.write(`${parsed.error.issues.map((i) => `${String(i.path[0])}: ${i.message}`).join('\n')}\n`);
  process.stderr.write('Usage: npm run admin:create -- --email <email> --password <password> [--name <name>]\n');
  process.exit(2);
}
const database = await openDatabase(loadConfig());
const outcome = await upsertAdmin(database.db, { ...parsed.data, name: values.name ?? 'Store Admin' });
await database.close();
process.stdout.write(`Admin ${parsed.data.email} ${outcome}.\n`);
