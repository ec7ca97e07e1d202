import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';
import { chunkGroups } from './build/chunkGroups.ts';
import { firstLoadHints } from './build/firstLoadHints.ts';
import { i18nextMessages } from './build/i18nextMessages.ts';
import { precompress } from './build/precompress.ts';
import { pureModules } from './build/pureModules.ts';
import { pwaOptions } from './build/pwa.ts';

const api = 'http://localhost:8080';

export default defineConfig({
  plugins: [react(), i18nextMessages(), firstLoadHints(), precompress(), VitePWA(pwaOptions)],
  build: {
    outDir: 'dist',
    sourcemap: false,
    // The shell is ~react-admin + MUI; every screen and every locale is its own lazy chunk.
    chunkSizeWarningLimit: 1500,
    rolldownOptions: {
      treeshake: { moduleSideEffects: pureModules },
      output: { codeSplitting: { groups: chunkGroups } },
    },
  },
  server: {
    port: 5173,
    proxy: {
      '/api': { target: api, changeOrigin: false },
      '/config.js': { target: api, changeOrigin: false },
    },
  },
  preview: {
    proxy: {
      '/api': { target: api, changeOrigin: false },
      '/config.js': { target: api, changeOrigin: false },
    },
  },
});
