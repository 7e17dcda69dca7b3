import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const api = 'http://localhost:3000';

export default defineConfig({
  plugins: [react()],
  // @mantine/dates sits at the workspace root next to its own @mantine/core; one copy of the
  // core (and its MantineProvider context) must serve the whole app.
  resolve: { dedupe: ['@mantine/core', '@mantine/hooks'] },
  server: {
    port: 5173,
    strictPort: true,
    proxy: {
      '/api': { target: api, changeOrigin: false },
      '/healthz': { target: api },
      '/readyz': { target: api },
    },
  },
  preview: { port: 4173 },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // Maps are written for error tracking but not referenced by the bundles; the server
    // refuses *.map in production (PRODUCT.md 14).
    sourcemap: 'hidden',
    // Read by scripts/web-assets.mjs to measure what each route loads (bundle-budget.json).
    manifest: true,
    rolldownOptions: {
      output: {
        // Pages are split by React.lazy; the libraries every page needs get their own
        // long-lived chunks so a release that only changes app code keeps them cached.
        codeSplitting: {
          groups: [
            {
              name: 'react',
              test: /node_modules[\\/](react|react-dom|react-router|scheduler)[\\/]/,
            },
            { name: 'query', test: /node_modules[\\/]@tanstack[\\/]/ },
          ],
        },
      },
    },
  },
});
