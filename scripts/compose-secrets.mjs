// Writes the secrets compose.yaml reads into deploy/secrets, each made of random bytes; a file
// that exists is kept, so running it again changes nothing. Compose mounts each file as it is
// into the containers, which run as another user (`node`): the files are readable (0644) and the
// folder is closed to everyone but its owner (0700). Prints the admin's
// e-mail and where the password is, never a secret. `--dir DIR` writes them elsewhere.
import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';

const { values } = parseArgs({ options: { dir: { type: 'string' } } });
const dir = values.dir ? resolve(values.dir) : new URL('../deploy/secrets/', import.meta.url).pathname;
mkdirSync(dir, { recursive: true, mode: 0o700 });
chmodSync(dir, 0o700);

function secret(name, make) {
  const path = join(dir, name);
  if (!existsSync(path)) writeFileSync(path, `${make()}\n`, { mode: 0o644 });
  return readFileSync(path, 'utf8').trim();
}

const random = (bytes) => randomBytes(bytes).toString('base64url');
const postgresPassword = secret('postgres_password', () => random(24));
secret('database_url', () => `postgres://store:${postgresPassword}@postgres:5432/store`);
secret('jwt_secret', () => random(48));
// One key of 32 bytes: the two-step secrets' key ring (README, "Rotating secrets").
secret('totp_encryption_key', () => randomBytes(32).toString('base64'));
secret('admin_password', () => random(18));
console.log(
  `Secrets in ${dir}: sign in as $ADMIN_EMAIL (admin@example.com unless set) with the password in admin_password.`,
);
