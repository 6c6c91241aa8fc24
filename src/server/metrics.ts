/**
 * What operators watch, in the Prometheus text format: requests and their latency per route
 * pattern, the email outbox, refused payment webhooks, bookings whose money does not add up,
 * and the Node.js process itself.
 */
import { count, eq } from 'drizzle-orm'
import type { FastifyBaseLogger } from 'fastify'
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client'
import type { Db } from './db/client'
import { outboxEmails } from './db/schema'
import { moneyMismatches } from './services/bookings/money-check'

const REQUEST_LABELS = ['method', 'route', 'status_class'] as const
type RequestLabels = Record<(typeof REQUEST_LABELS)[number], string>

/** Seconds; from a cached health check to a slow checkout. */
const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10]

/** `404` -> `4xx`: the class keeps the number of series small. */
export const statusClass = (status: number) => `${Math.floor(status / 100)}xx`

export class ServiceMetrics {
  readonly registry = new Registry()

  private readonly requests = new Counter({
    name: 'tinytrip_http_requests_total',
    help: 'HTTP requests answered, by method, route pattern and status class.',
    labelNames: REQUEST_LABELS,
    registers: [this.registry],
  })

  private readonly latency = new Histogram({
    name: 'tinytrip_http_request_duration_seconds',
    help: 'Time to answer HTTP requests, by method, route pattern and status class.',
    labelNames: REQUEST_LABELS,
    buckets: LATENCY_BUCKETS,
    registers: [this.registry],
  })

  private readonly webhookFailures = new Counter({
    name: 'tinytrip_payment_webhook_failures_total',
    help: 'Payment provider webhooks answered with an error, by HTTP status.',
    labelNames: ['status'] as const,
    registers: [this.registry],
  })

  constructor(db: Db, log: FastifyBaseLogger) {
    const outboxGauge = (name: string, help: string, status: 'pending' | 'failed') =>
      new Gauge({
        name,
        help,
        registers: [this.registry],
        async collect() {
          try {
            const [row] = await db
              .select({ n: count() })
              .from(outboxEmails)
              .where(eq(outboxEmails.status, status))
            this.set(row?.n ?? 0)
          } catch (error) {
            log.error({ err: error }, `cannot count ${status} emails for the metrics`)
            this.set(Number.NaN)
          }
        },
      })
    outboxGauge(
      'tinytrip_outbox_pending_emails',
      'Emails waiting in the outbox to be sent (the queue depth).',
      'pending',
    )
    outboxGauge(
      'tinytrip_outbox_failed_emails',
      'Emails the outbox gave up on after every retry.',
      'failed',
    )
    new Gauge({
      name: 'tinytrip_bookings_money_mismatched',
      help: 'Bookings whose payments minus refunds differ from what they keep (alert above 0).',
      registers: [this.registry],
      async collect() {
        try {
          this.set((await moneyMismatches(db)).length)
        } catch (error) {
          log.error({ err: error }, 'cannot check the money invariant for the metrics')
          this.set(Number.NaN)
        }
      },
    })
    collectDefaultMetrics({ register: this.registry })
  }

  recordRequest(labels: RequestLabels, seconds: number) {
    this.requests.inc(labels)
    this.latency.observe(labels, seconds)
  }

  recordWebhookFailure(status: number) {
    this.webhookFailures.inc({ status: String(status) })
  }
}
