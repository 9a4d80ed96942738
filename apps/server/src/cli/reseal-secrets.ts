// npm run secrets:reseal [-- --check]
// Seals every two-step secret and every webhook endpoint's signing secret under the first key of
// TOTP_ENCRYPTION_KEY (or, without it, the current signing secret), then prints how many secrets
// each key holds: once no secret is left under an old key, that key (or JWT_SECRET_PREVIOUS) can
// be removed. `--check` only counts.
import { parseArgs } from 'node:util';
import { loadConfig } from '../config.ts';
import { openDatabase } from '../db/open.ts';
import { resealTwoStepSecrets, twoStepSecretsByKey } from '../features/auth/two-step.ts';
import { resealWebhookSecrets, webhookSecretsByKey } from '../features/webhooks/service.ts';
import { sealingKeyId } from '../platform/sealed.ts';
import { sealers } from '../startup.ts';

const { values } = parseArgs({ options: { check: { type: 'boolean', default: false } } });
const config = loadConfig();
const { keys, sealer, webhookSealer } = sealers(config);
const database = await openDatabase(config);
try {
  if (!values.check) {
    const moved = await resealTwoStepSecrets(database.db, sealer);
    process.stdout.write(`Re-sealed ${moved} two-step secret(s).\n`);
    const hooks = await resealWebhookSecrets(database.db, webhookSealer);
    process.stdout.write(`Re-sealed ${hooks} webhook signing secret(s).\n`);
  }
  const current = keys.keys[0] ? `key ${sealingKeyId(keys.keys[0])}` : 'the signing secret';
  process.stdout.write(`Two-step secrets by the key that sealed them (sealing now: ${current}):\n`);
  const counts = await twoStepSecretsByKey(database.db, sealer);
  if (Object.keys(counts).length === 0) process.stdout.write('  none\n');
  for (const [id, n] of Object.entries(counts)) process.stdout.write(`  ${id}: ${n}\n`);
  process.stdout.write('Webhook signing secrets by the key that sealed them:\n');
  const hookCounts = await webhookSecretsByKey(database.db, webhookSealer);
  if (Object.keys(hookCounts).length === 0) process.stdout.write('  none\n');
  for (const [id, n] of Object.entries(hookCounts)) process.stdout.write(`  ${id}: ${n}\n`);
} finally {
  await database.close();
}
