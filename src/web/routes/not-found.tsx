import { fail } from '../errors.ts'

/** Every path no route claims, /404 included (spec 001 §2): 404 with the error page. */
export function loader(): never {
  fail('NotFound')
}

/** A form posted to a path no route claims is just as unknown: 404, not 405. */
export function action(): never {
  fail('NotFound')
}

export default function NotFound() {
  return null
}
