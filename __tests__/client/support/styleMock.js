// CSS modules in tests: every class name is its own key (styles.button === 'button').
module.exports = new Proxy({}, { get: (_target, key) => (key === '__esModule' ? false : key) })
