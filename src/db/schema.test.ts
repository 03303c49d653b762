import { readFileSync } from 'node:fs'
import { sql } from 'kysely'
import { parseSync } from 'vite'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { createTestDatabase, type TestDatabase } from '#testing/db.ts'

// schema.ts is Kysely's picture of the database and is kept by hand; this test holds it to the
// database the migrations build: the same tables and columns, the same nullability, the same kind
// of value (string, number, Date, …), and for a text column whose CHECK lists its values, the
// union of exactly those values.
//
// What schema.ts declares is read from its syntax tree. TypeScript 7 (the project's compiler)
// ships no JavaScript parser any more, so Vite's (oxc, which parses TypeScript) reads it: the
// tables are the properties of `interface Database`, each naming an interface whose properties
// are the columns. A column's type is what a select returns: `Generated<T>`, `GeneratedAlways<T>`
// and `ColumnType<T, …>` as T, a type alias of schema.ts (`Timestamp`, `NullableTimestamp`,
// `Visibility`) as the type it names, `T | null` admits null. `unknown` and `any` admit anything
// and match every column; a type from elsewhere (`Role`) is taken on trust for its values.

const SCHEMA_FILE = new URL('./schema.ts', import.meta.url)

/** Kysely's own bookkeeping (migrate.ts), never queried through schema.ts. */
const KYSELY_TABLES = new Set(['kysely_migration', 'kysely_migration_lock'])

/** Named types whose values are a kind of their own; any other name is a type from elsewhere. */
const NAMED_KINDS = new Set(['Date', 'Buffer'])

/** Kysely's column wrappers whose first type argument is what a select returns. */
const SELECTS_FIRST_ARGUMENT = new Set(['Generated', 'GeneratedAlways', 'ColumnType'])

// the parts of oxc's ESTree-shaped syntax tree read here
interface TypeNode {
  type: string
  types?: TypeNode[]
  typeAnnotation?: TypeNode
  typeName?: { type: string; name?: string }
  typeArguments?: { params: TypeNode[] } | null
  literal?: { value?: unknown }
}
interface Member {
  type: string
  key?: { type: string; name?: string; value?: string }
  typeAnnotation?: { typeAnnotation: TypeNode } | null
}
interface Statement {
  type: string
  declaration?: Statement | null
  id?: { name: string }
  body?: { body: Member[] }
  typeAnnotation?: TypeNode
}

/** What a select returns for a column, as far as its nullability and kind of value go. */
interface SelectType {
  null: boolean
  /** unknown or any: admits every value, null too */
  anything: boolean
  /** 'string', 'number', 'boolean', 'array', 'object', or a named type: 'Date', 'Buffer', 'Role' */
  kinds: Set<string>
  /** the string values it allows, when they are listed ('open' | 'closed') */
  values: Set<string>
  /** whether it allows any string (`string`) */
  anyString: boolean
}

function declaredSchema(): Map<string, Map<string, SelectType>> {
  const source = readFileSync(SCHEMA_FILE, 'utf8')
  const parsed = parseSync('schema.ts', source, { lang: 'ts', sourceType: 'module' })
  if (parsed.errors.length > 0) throw new Error(`schema.ts: ${parsed.errors[0]?.message}`)
  const interfaces = new Map<string, Member[]>()
  const aliases = new Map<string, TypeNode>()
  for (const outer of parsed.program.body as unknown as Statement[]) {
    const statement = outer.type === 'ExportNamedDeclaration' && outer.declaration ? outer.declaration : outer
    if (statement.type === 'TSInterfaceDeclaration' && statement.id && statement.body)
      interfaces.set(statement.id.name, statement.body.body)
    if (statement.type === 'TSTypeAliasDeclaration' && statement.id && statement.typeAnnotation)
      aliases.set(statement.id.name, statement.typeAnnotation)
  }

  const nameOf = (member: Member) => member.key?.name ?? member.key?.value ?? ''
  const typeOf = (member: Member) => {
    const node = member.typeAnnotation?.typeAnnotation
    if (!node) throw new Error(`schema.ts: ${nameOf(member)} has no type`)
    return node
  }

  const describe = (node: TypeNode, seen: readonly string[] = []): SelectType => {
    const of = (kind: string, value?: string): SelectType => ({
      null: false,
      anything: false,
      kinds: new Set([kind]),
      values: new Set(value === undefined ? [] : [value]),
      anyString: kind === 'string' && value === undefined,
    })
    const none = { kinds: new Set<string>(), values: new Set<string>(), anyString: false }
    switch (node.type) {
      case 'TSNullKeyword':
        return { ...none, null: true, anything: false }
      case 'TSUnknownKeyword':
      case 'TSAnyKeyword':
        return { ...none, null: true, anything: true }
      case 'TSParenthesizedType':
        return node.typeAnnotation ? describe(node.typeAnnotation, seen) : of('?')
      case 'TSUnionType':
        return (node.types ?? [])
          .map((member) => describe(member, seen))
          .reduce((a, b) => ({
            null: a.null || b.null,
            anything: a.anything || b.anything,
            kinds: new Set([...a.kinds, ...b.kinds]),
            values: new Set([...a.values, ...b.values]),
            anyString: a.anyString || b.anyString,
          }))
      case 'TSStringKeyword':
      case 'TSTemplateLiteralType':
        return of('string')
      case 'TSNumberKeyword':
        return of('number')
      case 'TSBooleanKeyword':
        return of('boolean')
      case 'TSLiteralType': {
        const value = node.literal?.value
        return typeof value === 'string' ? of('string', value) : of(typeof value)
      }
      case 'TSArrayType':
      case 'TSTupleType':
        return of('array')
      case 'TSTypeLiteral':
        return of('object')
      case 'TSTypeReference': {
        const name = node.typeName?.name ?? ''
        const [selected] = node.typeArguments?.params ?? []
        // Generated<T> and GeneratedAlways<T> select T, ColumnType<Select, Insert, Update> Select
        if (SELECTS_FIRST_ARGUMENT.has(name) && selected) return describe(selected, seen)
        const alias = aliases.get(name)
        if (alias && !seen.includes(name)) return describe(alias, [...seen, name])
        if (name === 'Array' || name === 'ReadonlyArray') return of('array')
        if (name === 'Record') return of('object')
        // Date, Buffer, or a type from elsewhere (Role): no null in them
        return of(name)
      }
      default:
        return of('?')
    }
  }

  const database = interfaces.get('Database')
  if (!database) throw new Error('schema.ts: no interface Database')
  const tables = new Map<string, Map<string, SelectType>>()
  for (const table of database) {
    const node = typeOf(table)
    const tableInterface =
      node.type === 'TSTypeReference' ? interfaces.get(node.typeName?.name ?? '') : undefined
    if (!tableInterface)
      throw new Error(`schema.ts: Database.${nameOf(table)} names no interface of schema.ts`)
    tables.set(
      nameOf(table),
      new Map(
        tableInterface
          .filter((member) => member.type === 'TSPropertySignature')
          .map((member) => [nameOf(member), describe(typeOf(member))]),
      ),
    )
  }
  return tables
}

/**
 * The kind of value pg hands back for a column's type (database.ts parses int8 as a number), or
 * null where schema.ts may say more than the type does (json, jsonb).
 */
function kindOf(column: Column): string | null {
  if (column.dataType === 'ARRAY') return 'array'
  if (column.dataType === 'USER-DEFINED' && column.udt !== 'citext') return 'string' // enums
  switch (column.udt) {
    case 'int2':
    case 'int4':
    case 'int8':
    case 'float4':
    case 'float8':
      return 'number'
    case 'bool':
      return 'boolean'
    case 'timestamptz':
    case 'timestamp':
    case 'date':
      return 'Date'
    case 'bytea':
      return 'Buffer'
    case 'json':
    case 'jsonb':
      return null
    default:
      return 'string' // text, varchar, citext, inet, numeric, tsvector, …
  }
}

interface Column {
  nullable: boolean
  dataType: string
  udt: string
}

let database: TestDatabase
const actual = new Map<string, Map<string, Column>>()
/** `table.column` → the values a CHECK (column IN ('a', 'b')) allows */
const checkedValues = new Map<string, string[]>()
const declared = declaredSchema()

beforeAll(async () => {
  database = await createTestDatabase('empty')
  const { rows } = await sql<{
    table_name: string
    column_name: string
    is_nullable: 'YES' | 'NO'
    data_type: string
    udt_name: string
  }>`
    SELECT c.table_name, c.column_name, c.is_nullable, c.data_type, c.udt_name
    FROM information_schema.columns c
    JOIN information_schema.tables t ON t.table_schema = c.table_schema AND t.table_name = c.table_name
    WHERE c.table_schema = 'public' AND t.table_type = 'BASE TABLE'
    ORDER BY c.table_name, c.ordinal_position
  `.execute(database.db)
  for (const row of rows) {
    if (KYSELY_TABLES.has(row.table_name)) continue
    const columns = actual.get(row.table_name) ?? new Map<string, Column>()
    columns.set(row.column_name, {
      nullable: row.is_nullable === 'YES',
      dataType: row.data_type,
      udt: row.udt_name,
    })
    actual.set(row.table_name, columns)
  }
  const checks = await sql<{ table_name: string; definition: string }>`
    SELECT conrelid::regclass::text AS table_name, pg_get_constraintdef(oid) AS definition
    FROM pg_constraint
    WHERE contype = 'c' AND connamespace = 'public'::regnamespace
  `.execute(database.db)
  for (const { table_name, definition } of checks.rows) {
    // PostgreSQL shows `column IN ('a', 'b')` as `((column = ANY (ARRAY['a'::text, 'b'::text])))`
    const match = /^CHECK \(\("?(\w+)"? = ANY \(ARRAY\[(.*)\]\)\)\)$/.exec(definition)
    if (!match) continue
    const values = [...(match[2] ?? '').matchAll(/'((?:[^']|'')*)'::text/g)].map((each) =>
      (each[1] ?? '').replaceAll("''", "'"),
    )
    checkedValues.set(`${table_name}.${match[1]}`, values.sort())
  }
})
afterAll(() => database.drop())

test('schema.ts is read: its tables, columns, nullability and kinds of value', () => {
  // a parsing mistake here would let every comparison below pass on nothing
  expect(declared.size).toBeGreaterThan(50)
  const users = declared.get('users')
  const summary = (table: string, column: string) => {
    const type = declared.get(table)?.get(column)
    return type && { null: type.null, anything: type.anything, kinds: [...type.kinds].sort() }
  }
  const values = (table: string, column: string) => {
    const type = declared.get(table)?.get(column)
    return type && { values: [...type.values].sort(), anyString: type.anyString }
  }
  expect(users?.size).toBeGreaterThan(20)
  expect(summary('users', 'email')).toEqual({ null: true, anything: false, kinds: ['string'] })
  expect(summary('users', 'email_verified_at')).toEqual({ null: true, anything: false, kinds: ['Date'] })
  expect(summary('users', 'registered_at')).toEqual({ null: false, anything: false, kinds: ['Date'] })
  expect(summary('users', 'id')).toEqual({ null: false, anything: false, kinds: ['number'] })
  expect(summary('users', 'status')).toEqual({ null: false, anything: false, kinds: ['string'] })
  expect(summary('notifications', 'thread_id')).toEqual({ null: true, anything: false, kinds: ['number'] })
  expect(summary('jobs', 'payload')).toEqual({ null: true, anything: true, kinds: [] })
  expect(values('users', 'status')).toEqual({
    values: ['active', 'deactivated', 'deleted', 'pending'],
    anyString: false,
  })
  expect(values('users', 'username')).toEqual({ values: [], anyString: true })
  // the notices' vocabulary is the domain's (src/domain/moderation.ts), not any string: the
  // database lists no values for these columns, so their type is taken on trust like Role
  expect(summary('notices', 'status')).toEqual({ null: false, anything: false, kinds: ['NoticeStatus'] })
  expect(summary('notice_events', 'from_status')).toEqual({
    null: true,
    anything: false,
    kinds: ['NoticeStatus'],
  })
})

test('every table of the migrated database is in schema.ts, and every table there exists', () => {
  expect({
    missingInSchemaTs: [...actual.keys()].filter((table) => !declared.has(table)).sort(),
    missingInDatabase: [...declared.keys()].filter((table) => !actual.has(table)).sort(),
  }).toEqual({ missingInSchemaTs: [], missingInDatabase: [] })
})

test('every column is on both sides', () => {
  const missingInSchemaTs: string[] = []
  const missingInDatabase: string[] = []
  for (const [table, columns] of actual) {
    const declaredColumns = declared.get(table)
    if (!declaredColumns) continue // the test above names the table
    for (const column of columns.keys())
      if (!declaredColumns.has(column)) missingInSchemaTs.push(`${table}.${column}`)
    for (const column of declaredColumns.keys())
      if (!columns.has(column)) missingInDatabase.push(`${table}.${column}`)
  }
  expect({ missingInSchemaTs, missingInDatabase }).toEqual({ missingInSchemaTs: [], missingInDatabase: [] })
})

test('a column admits null in schema.ts exactly when the database allows it', () => {
  const mismatches: string[] = []
  for (const [table, columns] of actual)
    for (const [name, column] of columns) {
      const type = declared.get(table)?.get(name)
      if (type === undefined || type.anything || type.null === column.nullable) continue
      mismatches.push(
        `${table}.${name}: ${column.nullable ? 'nullable' : 'NOT NULL'} in the database, ${type.null ? 'admits' : 'without'} null in schema.ts`,
      )
    }
  expect(mismatches).toEqual([])
})

test('a column holds the kind of value schema.ts declares (string, number, Date, …)', () => {
  const mismatches: string[] = []
  for (const [table, columns] of actual)
    for (const [name, column] of columns) {
      const type = declared.get(table)?.get(name)
      const kind = kindOf(column)
      if (type === undefined || type.anything || kind === null) continue
      // a type from elsewhere (Role, SummarySentence) is taken on trust
      const checked = [...type.kinds].filter((each) => NAMED_KINDS.has(each) || /^[a-z]/.test(each))
      if (checked.length === type.kinds.size && (type.kinds.size !== 1 || !type.kinds.has(kind)))
        mismatches.push(
          `${table}.${name}: ${column.udt} in the database, ${[...type.kinds].join(' | ')} in schema.ts`,
        )
    }
  expect(mismatches).toEqual([])
})

test('a text column whose CHECK lists its values is declared as the union of exactly those', () => {
  expect(checkedValues.size).toBeGreaterThan(10)
  const mismatches: string[] = []
  for (const [key, values] of checkedValues) {
    const [table = '', column = ''] = key.split('.')
    const type = declared.get(table)?.get(column)
    // a type from elsewhere (Role) is taken on trust
    if (type === undefined || type.anything || [...type.kinds].some((kind) => kind !== 'string')) continue
    const declaredValues = [...type.values].sort()
    if (type.anyString || declaredValues.join('|') !== values.join('|'))
      mismatches.push(
        `${key}: ${values.map((value) => `'${value}'`).join(' | ')} in the database, ${type.anyString ? 'string' : declaredValues.map((value) => `'${value}'`).join(' | ')} in schema.ts`,
      )
  }
  expect(mismatches).toEqual([])
})
