import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

const root = fileURLToPath(new URL('.', import.meta.url));

/**
 * The theme's first-paint script (decision 0032) is a classic, render-blocking script, which Vite
 * leaves alone: in a build it becomes a content-named asset like the rest, so it is cached for a
 * year and a new version is never served stale.
 */
function themeBootScript(): Plugin {
  const source = '/src/theme-boot.js';
  let fileName = '';
  let code = '';
  return {
    name: 'theme-boot-script',
    apply: 'build',
    buildStart() {
      code = readFileSync(fileURLToPath(new URL(`.${source}`, import.meta.url)), 'utf8');
      const hash = createHash('sha256').update(code).digest('base64url').slice(0, 8);
      fileName = `assets/theme-boot-${hash}.js`;
    },
    transformIndexHtml: {
      order: 'pre',
      handler: (html) =>
        html.replace(`<script src="${source}"></script>`, `<script vite-ignore src="/${fileName}"></script>`),
    },
    generateBundle() {
      this.emitFile({ type: 'asset', fileName, source: code });
    },
  };
}

// The server serves `dist/` in production; in development Vite serves the SPA and proxies `/api`.
export default defineConfig({
  root,
  plugins: [react(), tailwindcss(), themeBootScript()],
  // Every `import … from 'zod'` (the panel's and the contract's) gets zod in its eval-free mode.
  resolve: { alias: [{ find: /^zod$/, replacement: fileURLToPath(new URL('src/zodConfig.ts', import.meta.url)) }] },
  server: {
    port: 5173,
    proxy: { '/api': { target: `http://127.0.0.1:${process.env.PORT ?? 3000}`, changeOrigin: false } },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // The server's CSP forbids inline scripts and styles: never inline assets as data: URLs
    // into scripts, keep every asset a hashed file.
    assetsInlineLimit: 0,
    modulePreload: { polyfill: false },
    rolldownOptions: {
      output: {
        entryFileNames: 'assets/[name]-[hash].js',
        chunkFileNames: 'assets/[name]-[hash].js',
        assetFileNames: 'assets/[name]-[hash][extname]',
      },
    },
  },
});
