// What the backup and restore commands share: their arguments read with node:util's parseArgs (a
// bad or missing one is exit 2, with the usage), and their work run so that an expected problem
// (a bad setting, a refused restore) is one message and exit 1, without a stack.
import { parseArgs, type ParseArgsConfig } from 'node:util';
import { BackupError } from '../backup/archive.ts';
import { ConfigError } from '../config.ts';

/** Prints `problem` and the usage, and exits 2. */
export function usageError(problem: string, usage: string): never {
  process.stderr.write(`${problem}\n\n${usage}`);
  process.exit(2);
}

/** The command line (parseArgs is strict by default: an unknown option is an error); `--help` prints the usage and exits 0. */
export function readArguments<T extends ParseArgsConfig>(config: T, usage: string): ReturnType<typeof parseArgs<T>> {
  let parsed: ReturnType<typeof parseArgs<T>>;
  try {
    parsed = parseArgs(config);
  } catch (err) {
    usageError(err instanceof Error ? err.message : String(err), usage);
  }
  if ((parsed.values as { help?: boolean }).help) {
    process.stdout.write(usage);
    process.exit(0);
  }
  return parsed;
}

export async function runCommand(work: () => Promise<void>): Promise<void> {
  try {
    await work();
  } catch (err) {
    if (err instanceof BackupError || err instanceof ConfigError) {
      process.stderr.write(`${err.message}\n`);
    } else {
      process.stderr.write(`Failed: ${err instanceof Error ? (err.stack ?? err.message) : String(err)}\n`);
    }
    process.exit(1);
  }
}
