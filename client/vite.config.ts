import { fileURLToPath } from 'node:url'
import react from '@vitejs/plugin-react'
import { defineConfig, type Plugin, type ProxyOptions } from 'vite'
import { precompressDir } from '../scripts/precompress.mjs'

const root = fileURLToPath(new URL('.', import.meta.url))

/** Brotli and gzip siblings of the built assets, which the BFF serves as they are (client-static.ts). */
const precompress: Plugin = {
  name: 'report:precompress',
  // The page-rendering bundle (dist/.ssr) is the BFF's to import, never sent.
  apply: (_config, { command, isSsrBuild }) => command === 'build' && !isSsrBuild,
  async writeBundle(options) {
    if (options.dir) await precompressDir(`${options.dir}/assets`)
  },
}
const bff = 'http://127.0.0.1:3000'

const passthroughPrefixes = 'obt|pri|mod|excel|task|tool|exam|analysis|user'
const tokenKeys = 'fxPdfToken|unifyToken|fxtoken|token|hfsToken|ygToken|hfsfd-token'

// Host is kept (no changeOrigin): the BFF's CSRF check compares Origin with Host.
const toBff: ProxyOptions = { target: bff, changeOrigin: false }

// `/report/exam/…` is both an upstream passthrough prefix and a client route (exam/dashboard …):
// a page navigation asks for HTML and stays with Vite, anything else goes to the BFF.
const apiOnly: ProxyOptions = {
  ...toBff,
  bypass: (req) => (req.headers.accept?.includes('text/html') ? req.url : undefined),
}

export default defineConfig(({ isSsrBuild }) => ({
  root,
  base: '/report/',
  plugins: [react(), precompress],
  // The BFF draws a report route's page into its document with this build's own code (src/entry-server.tsx,
  // built into dist/.ssr): every library bundled in, so it runs on the same React as the components,
  // in React's production build whatever NODE_ENV the BFF runs with.
  ssr: { noExternal: true },
  define: isSsrBuild ? { 'process.env.NODE_ENV': JSON.stringify('production') } : {},
  resolve: {
    // The workspace root hoists React 18 (a test tool's dependency) beside swr, wouter and emotion;
    // without this they would bundle a second React and every hook would throw.
    dedupe: ['react', 'react-dom'],
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // dist/.vite/manifest.json: which chunks each module needs. The BFF reads it to preload a report
    // route's chunks with the document (server/src/lib/client-chunks.ts) instead of after the entry asks.
    manifest: true,
    // The entry carries the shell only; every route area is a React.lazy chunk. Vendor groups keep
    // libraries out of those area chunks so each is fetched once and cached across deploys.
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            {
              name: 'react',
              test: /[\\/]node_modules[\\/](react|react-dom|scheduler|wouter|regexparam|swr|use-sync-external-store|dequal)[\\/]/,
              priority: 30,
            },
            {
              name: 'chakra',
              test: /[\\/]node_modules[\\/](@chakra-ui|@ark-ui|@zag-js|@emotion|@pandacss|@floating-ui|@internationalized|@swc|proxy-compare|stylis|hoist-non-react-statics|react-is)[\\/]/,
              priority: 20,
            },
            {
              name: 'charts',
              test: /[\\/]node_modules[\\/](chart\.js|@kurkle|react-chartjs-2|chartjs-[^\\/]+)[\\/]/,
              priority: 10,
            },
          ],
        },
      },
    },
  },
  server: {
    port: 5173,
    proxy: {
      // First: the token exchange (302 plus cookies) belongs to the BFF even for a page navigation.
      [`^/report/[^?]*\\?(.*&)?(${tokenKeys})=`]: toBff,
      '/report/bff': toBff,
      [`^/report/(${passthroughPrefixes})/`]: apiOnly,
      '^/api/v[34]/': toBff,
    },
  },
}))
