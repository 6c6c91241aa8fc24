/**
 * What operators watch, in the Prometheus text format: requests and their latency per route
 * pattern, the email outbox, refused payment webhooks, bookings whose money does not add up,
 * and the Node.js process itself.
 */
import type { FastifyBaseLogger } from 'fastify'
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client'

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

  constructor(private readonly log: FastifyBaseLogger) {
    collectDefaultMetrics({ register: this.registry })
  }

  /**
   * A gauge read when the metrics are scraped: domains add theirs (the outbox depth, bookings
   * whose money does not add up) without this module knowing their tables. A failed read is
   * logged and shows as NaN, so a broken check is never mistaken for zero.
   */
  addGauge({ name, help, read }: { name: string; help: string; read: () => Promise<number> }) {
    const { log } = this
    new Gauge({
      name,
      help,
      registers: [this.registry],
      async collect() {
        try {
          this.set(await read())
        } catch (error) {
          log.error({ err: error }, `cannot read ${name} for the metrics`)
          this.set(Number.NaN)
        }
      },
    })
  }

  recordRequest(labels: RequestLabels, seconds: number) {
    this.requests.inc(labels)
    this.latency.observe(labels, seconds)
  }

  recordWebhookFailure(status: number) {
    this.webhookFailures.inc({ status: String(status) })
  }
}
