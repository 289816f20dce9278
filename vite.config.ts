import { fileURLToPath, URL } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

/**
 * `npm start`: the dev server answers /api with the demo handlers (src/demo) over real HTTP, so the
 * browser talks to it like to the real API. It never enters a production build.
 */
function demoApi(): Plugin {
  return {
    name: 'demo-api',
    apply: 'serve',
    configureServer(server) {
      if (process.env.DEMO_API === '0') return;
      server.middlewares.use((req, res, next) => {
        if (!req.url || !(req.url === '/api' || req.url.startsWith('/api/') || req.url.startsWith('/api?'))) return next();
        // The adapter answers 400 for undecodable paths and 500 for its own failures; a failure
        // to load it reaches Vite's error page, never the process. Responses are compressed like
        // production's (src/demo/compression.ts).
        Promise.all([server.ssrLoadModule('/src/demo/nodeAdapter.ts'), server.ssrLoadModule('/src/demo/compression.ts')])
          .then(([adapter, compression]) => {
            compression.compressResponse(req, res);
            return adapter.handleApiRequest(req, res);
          })
          .catch((error: unknown) => {
            if (res.headersSent) res.destroy();
            else next(error);
          });
      });
      server.httpServer?.once('listening', () => {
        const address = server.httpServer?.address();
        const port = typeof address === 'object' && address ? address.port : 5173;
        void server.ssrLoadModule('/src/demo/banner.ts').then((banner) => banner.printDemoBanner(`http://localhost:${port}/`));
      });
    },
  };
}

export default defineConfig({
  plugins: [react(), demoApi()],
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  css: {
    preprocessorOptions: {
      scss: { quietDeps: true, silenceDeprecations: ['import', 'global-builtin', 'color-functions', 'if-function'] },
    },
  },
  server: { port: Number(process.env.PORT ?? 5173), strictPort: false },
  build: {
    target: 'es2022',
    sourcemap: false,
    manifest: true,
    chunkSizeWarningLimit: 400,
    // No manualChunks: with rolldown it pulled React into the 'chartjs' chunk and made every page
    // (the login page too) load chart.js. Left alone, chart.js stays in the lazy chart chunks.
  },
});
