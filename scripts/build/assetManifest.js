// Webpack plugin: writes asset-manifest.json, naming the files each part of the app needs:
// `entry` (the scripts and styles every page loads first) and `chunks` (each lazily loaded
// page or translation, by chunk name, with every file it pulls in). The prerender step and the
// size budget read it.
class AssetManifestPlugin {
  apply(compiler) {
    const { Compilation, sources } = compiler.webpack
    compiler.hooks.thisCompilation.tap('AssetManifestPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'AssetManifestPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_REPORT },
        () => {
          const filesOf = (group) =>
            [...new Set(group.chunks.flatMap((chunk) => [...chunk.files]))].filter(
              (file) => !file.endsWith('.map'),
            )
          const entry = filesOf(compilation.entrypoints.get('main'))
          const chunks = {}
          for (const [name, group] of compilation.namedChunkGroups) {
            if (!compilation.entrypoints.has(name)) chunks[name] = filesOf(group)
          }
          const manifest = JSON.stringify({ entry, chunks }, null, 2)
          compilation.emitAsset('asset-manifest.json', new sources.RawSource(manifest))
        },
      )
    })
  }
}

module.exports = { AssetManifestPlugin }
