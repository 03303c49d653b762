import { fail } from '../../errors.ts'

// issue 12: being built (placeholder so the route table and the type generation stay whole).

export function loader() {
  return fail('NotFound')
}
