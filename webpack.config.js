// Builds the SPA (src/client/main.tsx) into dist/client: hashed, long-cached files under
// /assets/ with brotli and gzip copies, asset-manifest.json naming each page's files, index.html
// never cached, static files from src/client/public copied as they are. `appConfig` is shared
// with the bare-stack floor app of the size benchmark (bench/floor), so both build alike.
const path = require('node:path')
const { DefinePlugin } = require('webpack')
const HtmlWebpackPlugin = require('html-webpack-plugin')
const MiniCssExtractPlugin = require('mini-css-extract-plugin')
const CopyWebpackPlugin = require('copy-webpack-plugin')
const { AssetManifestPlugin } = require('./scripts/build/assetManifest')
const { CompressAssetsPlugin } = require('./scripts/build/compressAssets')
const { PreloadChunksPlugin } = require('./scripts/build/preloadChunks')

const REDUX_PERSIST_SOURCE = require.resolve('redux-persist/src/index.js')

/** CSS modules with the same class names in the browser bundle and the prerender bundle. */
const cssModules = (production) => ({
  auto: true,
  namedExport: false,
  exportLocalsConvention: 'as-is',
  localIdentName: production ? '[hash:base64:6]' : '[name]__[local]',
})

function appConfig({ production, entry, outDir, template, sourceDir, publicDir, preloadChunks }) {
  return {
    mode: production ? 'production' : 'development',
    entry: { main: entry },
    output: {
      path: outDir,
      publicPath: '/',
      filename: production ? 'assets/[name].[contenthash:10].js' : 'assets/[name].js',
      // Lazy chunks are named in asset-manifest.json; their files go by id, so the runtime that
      // loads them carries no table of names, and its table of hashes holds five digits a chunk
      // (the id keeps files apart; the hash only has to change with the content).
      chunkFilename: production ? 'assets/[id].[contenthash:5].js' : 'assets/[name].js',
      assetModuleFilename: 'assets/[name].[contenthash:10][ext]',
      clean: true,
    },
    // Production maps are written beside the files for reading a stack trace, but not named in
    // them: a traveller's browser never asks for them, and the first load carries no address.
    devtool: production ? 'hidden-source-map' : 'eval-cheap-module-source-map',
    resolve: {
      extensions: ['.tsx', '.ts', '.js', '.json'],
      // The first page's code reads redux-persist's action names alone (lib/constants, for
      // Jest); the rest of it loads with the persistence code, both from the same source.
      alias: {
        'redux-persist$': REDUX_PERSIST_SOURCE,
        'redux-persist/lib/constants$': require.resolve('redux-persist/src/constants.js'),
      },
    },
    module: {
      rules: [
        {
          test: /\.[jt]sx?$/,
          include: sourceDir,
          use: {
            loader: 'babel-loader',
            options: { cacheDirectory: true, envName: production ? 'production' : 'development' },
          },
        },
        {
          // A feature's index.ts (a desk room's too), slices.ts and listeners.ts only re-export:
          // a page that uses one export does not pull in the others.
          test: /features[\\/](?:[^\\/]+[\\/]){1,2}(?:index|slices|listeners)\.ts$/,
          sideEffects: false,
        },
        {
          // redux-persist's published builds repeat ES5 helpers in every file; its Flow source,
          // compiled for the same browsers as the app, is a third of the size.
          test: /\.js$/,
          include: path.dirname(REDUX_PERSIST_SOURCE),
          use: {
            loader: 'babel-loader',
            options: {
              cacheDirectory: true,
              babelrc: false,
              configFile: false,
              presets: [['@babel/preset-env', { bugfixes: true }]],
              plugins: ['@babel/plugin-transform-flow-strip-types'],
            },
          },
        },
        {
          test: /\.css$/,
          use: [
            MiniCssExtractPlugin.loader,
            {
              loader: 'css-loader',
              options: { modules: cssModules(production) },
            },
          ],
        },
        // The barcode polyfill's WebAssembly (the desk's scanner) is a file of the build too.
        { test: /\.(svg|png|jpe?g|webp|woff2?|wasm)$/, type: 'asset/resource' },
      ],
    },
    plugins: [
      // The version in support reports, and Redux DevTools in a production build on request.
      new DefinePlugin({
        'process.env.APP_VERSION': JSON.stringify(require('./package.json').version),
        'process.env.REDUX_DEVTOOLS': JSON.stringify(process.env.REDUX_DEVTOOLS ?? ''),
      }),
      new HtmlWebpackPlugin({ template, scriptLoading: 'defer' }),
      new MiniCssExtractPlugin({
        filename: production ? 'assets/[name].[contenthash:10].css' : 'assets/[name].css',
        chunkFilename: production ? 'assets/[id].[contenthash:5].css' : 'assets/[name].css',
      }),
      publicDir && new CopyWebpackPlugin({ patterns: [{ from: publicDir, to: '.' }] }),
      production && preloadChunks && new PreloadChunksPlugin(preloadChunks),
      production && new AssetManifestPlugin(),
      production && new CompressAssetsPlugin(),
    ].filter(Boolean),
    optimization: {
      runtimeChunk: 'single',
      // The desk's change carries its own copy of the family's change form rather than a chunk
      // shared with the booking page, so the family's pages load as many chunks as before.
      splitChunks: { chunks: (chunk) => !chunk.canBeInitial() && chunk.name !== 'DeskChange' },
    },
    performance: { hints: false },
    stats: production ? 'minimal' : 'normal',
    devServer: {
      port: 8080,
      historyApiFallback: true,
      proxy: [{ context: ['/api'], target: 'http://127.0.0.1:3000' }],
    },
  }
}

/**
 * The public pages' renderer for Node (dist/prerender/renderPage.js), read by
 * scripts/build/prerender.js after the build: same Babel and CSS class names as the browser
 * bundle, styles and files left to it.
 */
function prerenderConfig() {
  const { LimitChunkCountPlugin } = require('webpack').optimize
  return {
    name: 'prerender',
    mode: 'production',
    target: 'node20',
    entry: { renderPage: './src/client/prerender/renderPage.tsx' },
    output: {
      path: path.resolve(__dirname, 'dist/prerender'),
      filename: '[name].js',
      library: { type: 'commonjs2' },
      assetModuleFilename: 'assets/[name].[contenthash:10][ext]',
      clean: true,
    },
    devtool: false,
    resolve: { extensions: ['.tsx', '.ts', '.js', '.json'] },
    module: {
      rules: [
        {
          test: /\.[jt]sx?$/,
          include: path.resolve(__dirname, 'src'),
          use: { loader: 'babel-loader', options: { cacheDirectory: true, envName: 'production' } },
        },
        {
          test: /\.css$/,
          loader: 'css-loader',
          options: {
            modules: { ...cssModules(true), exportOnlyLocals: true },
          },
        },
        {
          test: /\.(svg|png|jpe?g|webp|woff2?|wasm)$/,
          type: 'asset/resource',
          generator: { emit: false },
        },
      ],
    },
    plugins: [new LimitChunkCountPlugin({ maxChunks: 1 })],
    optimization: { minimize: false },
    performance: { hints: false },
    stats: 'minimal',
  }
}

module.exports = (_env, argv) => {
  const production = argv.mode !== 'development'
  const client = appConfig({
    production,
    entry: './src/client/main.tsx',
    outDir: path.resolve(__dirname, 'dist/client'),
    template: './src/client/index.html',
    sourceDir: path.resolve(__dirname, 'src'),
    publicDir: 'src/client/public',
    // The persistence code: a returning visitor's first render waits for it (app/boot.ts).
    preloadChunks: ['persistence'],
  })
  if (production) client.plugins.push(deskServiceWorker())
  return production ? [client, prerenderConfig()] : client
}

/**
 * The desk's service worker, /desk-sw.js (src/client/serviceWorker): the build's scripts, styles,
 * WebAssembly and index.html listed in it for keeping, so the desk loads with the server down.
 * Only the desk registers it; traveller pages never load it.
 */
function deskServiceWorker() {
  const { InjectManifest } = require('workbox-webpack-plugin')
  return new InjectManifest({
    swSrc: './src/client/serviceWorker/deskServiceWorker.ts',
    swDest: 'desk-sw.js',
    include: [/^assets\/.+\.(js|css|wasm)$/, /^index\.html$/],
    exclude: [/\.map$/, /\.(br|gz)$/],
    // Hashed files change name when they change; index.html is kept by its revision.
    dontCacheBustURLsMatching: /^\/assets\//,
    maximumFileSizeToCacheInBytes: 4 * 1024 * 1024,
  })
}
module.exports.appConfig = appConfig
