// Webpack plugin: next to every text asset of the build (scripts, styles, HTML, SVG, JSON, WebAssembly) writes
// a brotli (.br) and a gzip (.gz) copy at the highest levels, so the server sends them as they
// are (@fastify/static `preCompressed`) instead of compressing on every request.
const zlib = require('node:zlib')

const COMPRESSIBLE = /\.(js|css|html|svg|json|txt|xml|wasm)$/
const MIN_BYTES = 512

const brotli = (buffer) =>
  zlib.brotliCompressSync(buffer, {
    params: {
      [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
      [zlib.constants.BROTLI_PARAM_SIZE_HINT]: buffer.length,
    },
  })
const gzip = (buffer) => zlib.gzipSync(buffer, { level: zlib.constants.Z_BEST_COMPRESSION })

class CompressAssetsPlugin {
  apply(compiler) {
    const { Compilation, sources } = compiler.webpack
    compiler.hooks.thisCompilation.tap('CompressAssetsPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        {
          name: 'CompressAssetsPlugin',
          stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_TRANSFER,
        },
        (assets) => {
          for (const [name, source] of Object.entries(assets)) {
            if (!COMPRESSIBLE.test(name)) continue
            const buffer = source.buffer()
            if (buffer.length < MIN_BYTES) continue
            const info = { compressed: true, minimized: true }
            compilation.emitAsset(`${name}.br`, new sources.RawSource(brotli(buffer)), info)
            compilation.emitAsset(`${name}.gz`, new sources.RawSource(gzip(buffer)), info)
          }
        },
      )
    })
  }
}

module.exports = { CompressAssetsPlugin, brotli, gzip }
