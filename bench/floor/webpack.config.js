// Builds the floor app (bench/floor/main.tsx) with the product's own webpack and Babel settings
// into dist/floor.
const path = require('node:path')
const { appConfig } = require('../../webpack.config')

module.exports = () => ({
  ...appConfig({
    production: true,
    entry: path.resolve(__dirname, 'main.tsx'),
    outDir: path.resolve(__dirname, '../../dist/floor'),
    template: path.resolve(__dirname, 'index.html'),
    sourceDir: __dirname,
    publicDir: null,
  }),
  // Only sizes are read from the floor: no source maps, a quicker build.
  devtool: false,
})
