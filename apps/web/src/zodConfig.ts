// The panel's `zod` (vite.config.ts points the bare 'zod' import here): zod itself, switched to its
// eval-free mode before any module builds a schema. The CSP forbids eval, and zod probes
// `new Function` as each object schema is built; the browser would report a violation on every
// page. An import of this module runs zod first, then the line below, then the importer, however
// the bundler splits the chunks.
import { config } from 'zod/v4';

config({ jitless: true });

export * from 'zod/v4';
