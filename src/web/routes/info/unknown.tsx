import { fail } from '../../errors.ts'

/** spec 001 §2, §8: any /info path outside the info group answers 404 InvalidPath. */
export function loader(): never {
  fail('InvalidPath')
}

export function action(): never {
  fail('InvalidPath')
}

export default function UnknownInfoPage() {
  return null
}
