import { type GraphQLSchema, isObjectType } from 'graphql'
import { AppError } from '#domain/errors.ts'

// docs/security.md: a NUL character in a GraphQL string argument (literal or variable) never
// reaches PostgreSQL (error 22021 there, a 500 before): every field with arguments checks them
// first and answers 400 BadUserInput.

export const NUL_MESSAGE = 'Die Eingabe enthält ein unzulässiges Steuerzeichen.'

/** Whether a value (or anything inside it) is a string with a NUL character. */
export function containsNul(value: unknown): boolean {
  if (typeof value === 'string') return value.includes('\u0000')
  if (Array.isArray(value)) return value.some(containsNul)
  if (typeof value === 'object' && value !== null) return Object.values(value).some(containsNul)
  return false
}

/** A BadUserInput that also tells graphql-yoga to answer with HTTP 400 (via extensions). */
class BadStringInput extends AppError {
  readonly extensions = { http: { status: 400 } }
  constructor() {
    super('BadUserInput', NUL_MESSAGE)
  }
}

/** Wraps the resolver of every field that takes arguments with the NUL check. */
export function refuseNulInArguments(schema: GraphQLSchema): GraphQLSchema {
  for (const type of Object.values(schema.getTypeMap())) {
    if (!isObjectType(type) || type.name.startsWith('__')) continue
    for (const field of Object.values(type.getFields())) {
      if (field.args.length === 0) continue
      const resolve = field.resolve
      if (!resolve) continue
      field.resolve = (source, args, context, info) => {
        if (containsNul(args)) throw new BadStringInput()
        return resolve(source, args, context, info)
      }
    }
  }
  return schema
}
