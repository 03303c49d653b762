import type { DB } from '#db/database.ts'
import { enqueueDueSchedules, type JobSchedule, registerSchedules } from '#db/job-schedules.ts'
import { claimNextJob, insertJob, type JobRow, markJobDone, markJobFailed } from '#db/jobs.ts'

// A job queue in PostgreSQL (DESIGN.md): SELECT … FOR UPDATE SKIP LOCKED, so any number of app
// processes work the queue together. Jobs are enqueued in the same transaction as the write
// that needs them; a failed job is retried with growing pauses. Periodic work (cleanup, the
// search's word counts) is a schedule (migration 0033): each period enqueues one job for the
// whole cluster, however many processes run.

export type JobHandler = (payload: unknown) => Promise<void>

export type Job = JobRow

export const JOB_MAX_ATTEMPTS = 8
const MAX_ATTEMPTS = JOB_MAX_ATTEMPTS
const LOCK_MINUTES = 5

export async function enqueueJob(db: DB, kind: string, payload: unknown, runAt?: Date): Promise<number> {
  return insertJob(db, kind, payload, runAt ?? new Date())
}

function claimNext(db: DB, now: Date): Promise<Job | undefined> {
  return claimNextJob(db, now, LOCK_MINUTES)
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
      await markJobDone(this.#db, job.id, now)
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error)
      this.#log(`Job ${job.kind} #${job.id} failed (attempt ${job.attempts})`, message)
      const giveUp = job.attempts >= MAX_ATTEMPTS
      await markJobFailed(this.#db, job.id, {
        message,
        // 30 s, 2 min, 8 min … then given up (kept with its error for inspection)
        runAt: new Date(now.getTime() + 30_000 * 4 ** (job.attempts - 1)),
        doneAt: giveUp ? now : null,
      })
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
