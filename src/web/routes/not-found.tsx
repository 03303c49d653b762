import { fail } from '../errors.ts'

/** Every path no route claims, /404 included (spec 001 §2): 404 with the error page. */
export function loader(): never {
  fail('NotFound')
}

export default function NotFound() {
  return null
}
