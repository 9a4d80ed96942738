// Starts a worker thread's TypeScript module from source (tests, scripts run with tsx): the
// bundle has its workers as JavaScript, a thread started from the sources needs tsx in it.
import { workerData } from 'node:worker_threads';
import { register } from 'tsx/esm/api';

register();
await import(workerData.entry);
