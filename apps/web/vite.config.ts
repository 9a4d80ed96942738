import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const root = fileURLToPath(new URL('.', import.meta.url));

// The server serves `dist/` in production; in development Vite serves the SPA and proxies `/api`.
export default defineConfig({
  root,
  plugins: [react(), tailwindcss()],
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
