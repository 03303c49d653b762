import { z } from 'zod'

// Every message a person can see is German, form messages included.
// zod's own defaults are English ("Invalid input"); its German locale covers every check a schema
// gives no message of its own. Imported by each module that defines a schema, so that the
// setting holds wherever the schema runs.

const germanDefaults = z.locales.de().localeError

z.config({
  localeError: germanDefaults,
  customError(issue) {
    // A field that may be empty or must match: when no branch fits, the branch's own message
    // (the regex's "Bitte wähle …") says what is wrong, not zod's generic "Ungültige Eingabe".
    if (issue.code === 'invalid_union') {
      const own = issue.errors.flat().find((inner) => inner.code !== 'invalid_type')
      if (own) return own.message
    }
    return undefined
  },
})
