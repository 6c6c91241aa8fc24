// Webpack plugin: index.html (the page every path without prerendered HTML is answered with:
// search, gear details, the account pages) preloads the named lazy chunks the app asks for at
// start-up, so they download beside the entry's scripts instead of after them. The persistence
// code is such a chunk: a returning visitor's first render waits for it (src/client/app/boot.ts).
// Each preload is marked `data-start-up`; scripts/build/prerender.js drops them from the
// prerendered pages, which a first-time visitor paints without that code.
const HtmlWebpackPlugin = require('html-webpack-plugin')

const START_UP_PRELOAD = /<link[^>]*\bdata-start-up\b[^>]*>/g

class PreloadChunksPlugin {
  constructor(chunkNames) {
    this.chunkNames = chunkNames
  }

  apply(compiler) {
    compiler.hooks.thisCompilation.tap('PreloadChunksPlugin', (compilation) => {
      HtmlWebpackPlugin.getHooks(compilation).alterAssetTagGroups.tap(
        'PreloadChunksPlugin',
        (groups) => {
          const publicPath = compilation.outputOptions.publicPath
          const files = this.chunkNames.flatMap((name) => {
            const group = compilation.namedChunkGroups.get(name)
            if (!group) throw new Error(`No chunk named ${name} to preload`)
            return group.chunks.flatMap((chunk) => [...chunk.files])
          })
          const preloads = [...new Set(files)]
            .filter((file) => file.endsWith('.js'))
            .map((file) =>
              HtmlWebpackPlugin.createHtmlTagObject('link', {
                href: `${publicPath}${file}`,
                rel: 'preload',
                as: 'script',
                'data-start-up': true,
              }),
            )
          groups.headTags.push(...preloads)
          return groups
        },
      )
    })
  }
}

module.exports = { PreloadChunksPlugin, START_UP_PRELOAD }
