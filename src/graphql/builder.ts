import SchemaBuilder from '@pothos/core'
import ComplexityPlugin from '@pothos/plugin-complexity'
import { AppError } from '#domain/errors.ts'
import type { GraphQLContext } from './context.ts'

/** Limits for one operation: deep nesting and huge fan-out are refused before execution. */
export const QUERY_LIMITS = { depth: 10, breadth: 400, complexity: 6_000 } as const

type LimitKey = 'depth' | 'breadth' | 'complexity' | 'maxDepth' | 'maxBreadth' | 'maxComplexity'
const LIMIT_TEXT: Record<string, [string, LimitKey, LimitKey]> = {
  Depth: ['Tiefe', 'depth', 'maxDepth'],
  Breadth: ['Breite', 'breadth', 'maxBreadth'],
  Complexity: ['Komplexität', 'complexity', 'maxComplexity'],
}

export const builder = new SchemaBuilder<{
  Context: GraphQLContext
  Scalars: { DateTime: { Input: Date; Output: Date } }
  DefaultFieldNullability: false
}>({
  plugins: [ComplexityPlugin],
  defaultFieldNullability: false,
  complexity: {
    defaultComplexity: 1,
    defaultListMultiplier: 10,
    limit: QUERY_LIMITS,
    complexityError: (kind, result) => {
      const [label, actual, max] = LIMIT_TEXT[`${kind}`] ?? LIMIT_TEXT.Complexity!
      return new AppError(
        'QueryTooComplex',
        `Die Anfrage überschreitet die erlaubte ${label} (${result[actual]} > ${result[max]}).`,
      )
    },
  },
})

builder.scalarType('DateTime', {
  description: 'Zeitpunkt als ISO-8601-Text (UTC)',
  serialize: (value) => value.toISOString(),
  parseValue: (value) => {
    const date = typeof value === 'string' ? new Date(value) : null
    if (!date || Number.isNaN(date.getTime())) throw new AppError('BadUserInput', 'Ungültiges Datum.')
    return date
  },
})

builder.queryType({})
