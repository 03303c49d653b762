import type { DB } from '#db/database.ts'
import { createServices, type Services } from '#services/services.ts'

/** The process's services over a test database: no SMTP, no outbox shown, no upload folder. */
export function createTestServices(db: DB): Services {
  return createServices(
    db,
    {
      publicUrl: 'http://localhost',
      smtpUrl: undefined,
      mailFrom: 'x@localhost',
      outboxDir: '/nonexistent',
      showsOutbox: false,
      uploadsDir: '/nonexistent',
    },
    () => {},
  )
}
