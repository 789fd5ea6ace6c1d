import { fileURLToPath, URL } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import type { ProxyOptions } from 'vite';
import { API_PREFIXES } from '@khelo/contracts/api-paths';
import { precompress } from './precompress';
import { routeHints } from './route-hints';

const apiTarget = process.env.API_URL ?? 'http://127.0.0.1:8080';

// Every API prefix goes to the API server in development; everything else (the SPA, /locales/*.json,
// /gameRules.json, /images) is served by Vite from public/.
const proxy: Record<string, ProxyOptions> = Object.fromEntries(
  API_PREFIXES.map((prefix) => [
    prefix,
    { target: apiTarget, changeOrigin: false, ws: prefix === '/socket.io' } satisfies ProxyOptions,
  ]),
);

export default defineConfig({
  plugins: [react(), precompress(), routeHints()],
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    assetsDir: 'assets',
    sourcemap: false,
    // Read by routeHints() for dist/route-hints.json (ADR 039).
    manifest: true,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            {
              name: 'vendor',
              test: /node_modules[\\/](react|react-dom|scheduler|react-router|i18next|react-i18next|@tanstack)[\\/]/,
            },
          ],
        },
      },
    },
  },
  server: { host: '127.0.0.1', port: 5173, strictPort: true, proxy },
  preview: { host: '127.0.0.1', port: 4173, proxy },
});
