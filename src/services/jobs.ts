import { sql } from 'kysely'
import type { DB } from '#db/database.ts'
import { enqueueDueSchedules, type JobSchedule, registerSchedules } from '#db/job-schedules.ts'

// A job queue in PostgreSQL (DESIGN.md): SELECT … FOR UPDATE SKIP LOCKED, so any number of app
// processes work the queue together. Jobs are enqueued in the same transaction as the write
// that needs them; a failed job is retried with growing pauses. Periodic work (cleanup, the
// search's word counts) is a schedule (migration 0033): each period enqueues one job for the
// whole cluster, however many processes run.

export type JobHandler = (payload: unknown) => Promise<void>

export interface Job {
  id: number
  kind: string
  payload: unknown
  attempts: number
}

export const JOB_MAX_ATTEMPTS = 8
const MAX_ATTEMPTS = JOB_MAX_ATTEMPTS
const LOCK_MINUTES = 5

export async function enqueueJob(db: DB, kind: string, payload: unknown, runAt?: Date): Promise<number> {
  const row = await db
    .insertInto('jobs')
    .values({ kind, payload: JSON.stringify(payload), run_at: runAt ?? new Date() })
    .returning('id')
    .executeTakeFirstOrThrow()
  return row.id
}

async function claimNext(db: DB, now: Date): Promise<Job | undefined> {
  const result = await sql<Job>`
    UPDATE jobs SET locked_until = ${now}::timestamptz + make_interval(mins => ${LOCK_MINUTES}), attempts = attempts + 1
    WHERE id = (
      SELECT id FROM jobs
      WHERE done_at IS NULL AND run_at <= ${now} AND (locked_until IS NULL OR locked_until < ${now})
      ORDER BY run_at, id
      LIMIT 1
      FOR UPDATE SKIP LOCKED
    )
    RETURNING id, kind, payload, attempts`.execute(db)
  return result.rows[0]
}

export class JobRunner {
  readonly #db: DB
  readonly #handlers: Record<string, JobHandler>
  readonly #log: (message: string, detail?: unknown) => void
  readonly #schedules: readonly JobSchedule[]
  #timer: NodeJS.Timeout | undefined
  #running: Promise<number> | undefined
  #again = false

  constructor(
    db: DB,
    handlers: Record<string, JobHandler>,
    log: (message: string, detail?: unknown) => void,
    schedules: readonly JobSchedule[] = [],
  ) {
    this.#db = db
    this.#handlers = handlers
    this.#log = log
    this.#schedules = schedules
  }

  /** Enqueues the due schedules' runs, then works every due job, one after the other; returns how many ran. */
  async runDue(now: () => Date = () => new Date()): Promise<number> {
    if (this.#schedules.length > 0) await enqueueDueSchedules(this.#db, now())
    let count = 0
    for (let job = await claimNext(this.#db, now()); job; job = await claimNext(this.#db, now())) {
      count += 1
      await this.#run(job, now())
    }
    return count
  }

  async #run(job: Job, now: Date): Promise<void> {
    const handler = this.#handlers[job.kind]
    try {
      if (!handler) throw new Error(`no handler for job kind ${job.kind}`)
      await handler(job.payload)
      await this.#db
        .updateTable('jobs')
        .set({ done_at: now, locked_until: null })
        .where('id', '=', job.id)
        .execute()
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error)
      this.#log(`Job ${job.kind} #${job.id} failed (attempt ${job.attempts})`, message)
      const giveUp = job.attempts >= MAX_ATTEMPTS
      await this.#db
        .updateTable('jobs')
        .set({
          last_error: message,
          locked_until: null,
          // 30 s, 2 min, 8 min … then given up (kept with its error for inspection)
          run_at: new Date(now.getTime() + 30_000 * 4 ** (job.attempts - 1)),
          done_at: giveUp ? now : null,
        })
        .where('id', '=', job.id)
        .execute()
    }
  }

  /** Work the queue now (after an enqueue in this process); overlapping calls coalesce. */
  kick(): void {
    if (this.#running) {
      this.#again = true
      return
    }
    this.#running = this.runDue()
      .catch((error: unknown) => {
        this.#log('Job runner failed', error)
        return 0
      })
      .finally(() => {
        this.#running = undefined
        if (this.#again) {
          this.#again = false
          this.kick()
        }
      })
  }

  async start(intervalMs = 5_000): Promise<void> {
    await registerSchedules(this.#db, this.#schedules, new Date())
    this.#timer = setInterval(() => this.kick(), intervalMs)
    this.#timer.unref()
    this.kick()
  }

  async stop(): Promise<void> {
    clearInterval(this.#timer)
    await this.#running
  }
}
