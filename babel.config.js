// One Babel setup for three consumers: webpack (browser bundle, ES modules kept for tree shaking),
// the server build (`BABEL_ENV=server`, CommonJS for Node 20) and babel-jest (CommonJS, current Node).
module.exports = (api) => {
  const env = api.env()
  const forNode = env === 'server' || env === 'test'
  return {
    presets: [
      [
        '@babel/preset-env',
        forNode ? { targets: { node: env === 'test' ? 'current' : '20.19' } } : { bugfixes: true },
      ],
      ['@babel/preset-react', { runtime: 'automatic', development: env === 'development' }],
      ['@babel/preset-typescript', { onlyRemoveTypeImports: true, allowDeclareFields: true }],
    ],
    // Jest runs with VM modules (for PGlite), which would keep `import()` native and hand our
    // CommonJS-compiled pages back wrapped; compile our own dynamic imports to require instead.
    plugins: env === 'test' ? ['@babel/plugin-transform-dynamic-import'] : [],
  }
}
