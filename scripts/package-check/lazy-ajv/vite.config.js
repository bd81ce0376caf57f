import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

// Built by scripts/package-check/checkLazyAjv.mjs; the manifest tells the entry's static imports
// (loaded up front) from its dynamic ones (loaded when used).
export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  plugins: [react()],
  base: './',
  logLevel: 'warn',
  build: { outDir: 'dist', emptyOutDir: true, manifest: true },
});
