import type { FastifyBaseLogger, FastifyInstance } from 'fastify'

/**
 * Runs `work` every `intervalMs`, one run at a time; `stop` waits for the run in progress.
 * Started when the server listens, stopped before it closes.
 */
export class PeriodicTask {
  private timer: NodeJS.Timeout | null = null
  private current: Promise<unknown> = Promise.resolve()
  private stopped = true

  constructor(
    private readonly name: string,
    private readonly work: () => Promise<unknown>,
    private readonly log: FastifyBaseLogger,
  ) {}

  start(intervalMs: number) {
    this.stopped = false
    this.timer = setInterval(() => this.kick(), intervalMs)
    this.timer.unref()
    this.kick()
  }

  /** Runs now, after any run in progress. */
  kick() {
    this.current = this.current.then(async () => {
      if (this.stopped) return
      await this.work().catch((error: unknown) =>
        this.log.error({ err: error }, `${this.name} failed`),
      )
    })
  }

  async stop() {
    this.stopped = true
    if (this.timer) clearInterval(this.timer)
    await this.current
  }
}

/** A task that runs every `intervalMs` from the moment `app` listens until it closes. */
export function runWhileListening(
  app: FastifyInstance,
  name: string,
  work: () => Promise<unknown>,
  intervalMs: number,
): PeriodicTask {
  const task = new PeriodicTask(name, work, app.log)
  app.addHook('onListen', async () => task.start(intervalMs))
  app.addHook('preClose', async () => task.stop())
  return task
}
