// `node --import ./hide-bullmq.mjs …`: this process resolves bullmq as if it were not installed (Node's own
// error for a missing package), so a test sees what a user without the optional peer dependency sees.
import { register } from 'node:module'

register(
  'data:text/javascript,' +
    encodeURIComponent(`
export async function resolve(specifier, context, next) {
  if (specifier === 'bullmq' || specifier.startsWith('bullmq/')) {
    const error = new Error("Cannot find package 'bullmq' imported from " + context.parentURL)
    throw Object.assign(error, { code: 'ERR_MODULE_NOT_FOUND' })
  }
  return next(specifier, context)
}`),
)
