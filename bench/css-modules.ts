/**
 * The client code the basket benchmark runs imports CSS modules, which only webpack reads: in
 * Node each one is an object that answers every class name with itself (as in the client tests).
 * Imported before any client code.
 */
import Module from 'node:module'

const extensions = (Module as unknown as { _extensions: Record<string, unknown> })._extensions
extensions['.css'] = (module: { exports: unknown }) => {
  module.exports = new Proxy({}, { get: (_, name) => (name === '__esModule' ? false : name) })
}
