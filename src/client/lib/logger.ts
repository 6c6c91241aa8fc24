/** Error catalogue (docs/product.md): logging is disabled except for errors. */
export const logger = {
  error: (...args: unknown[]) => console.error(...args),
}
