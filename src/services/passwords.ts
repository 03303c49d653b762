import { hash, verify } from '@node-rs/argon2'

// argon2id with OWASP's minimum parameters (19 MiB, 2 passes, 1 lane). The package declares its
// algorithm enum as a const enum, which erasable TypeScript cannot import: 2 is Argon2id.
const ARGON2ID = 2
const OPTIONS = { algorithm: ARGON2ID, memoryCost: 19_456, timeCost: 2, parallelism: 1 }

export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS)
}

let dummy: Promise<string> | undefined

/**
 * Verifies a password. Without a stored hash (unknown account) it still spends the same time
 * on a dummy hash, so response times do not reveal which accounts exist.
 */
export async function verifyPassword(stored: string | null | undefined, password: string): Promise<boolean> {
  if (!stored) {
    dummy ??= hashPassword('kein-echtes-passwort')
    await verify(await dummy, password).catch(() => false)
    return false
  }
  return verify(stored, password).catch(() => false)
}
