/**
 * A use case bound to its service's context: `bound(ctx, createReply)` is
 * `(viewer, input, options) => createReply(ctx, viewer, input, options)` with the same types.
 * Services are built from one module per use case (DESIGN.md) and handed out this way.
 */
export function bound<C, A extends unknown[], R>(
  ctx: C,
  useCase: (ctx: C, ...args: A) => R,
): (...args: A) => R {
  return (...args) => useCase(ctx, ...args)
}
