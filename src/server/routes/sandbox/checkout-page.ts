import type { FastifyReply } from 'fastify'
import type { ProviderCheckout, SandboxProvider } from '../../domains/payments'
import { escapeHtml, sendServerPage } from '../../html'

/** A checkout as the sandbox keeps it. */
export type CheckoutRow = Awaited<ReturnType<SandboxProvider['checkoutRow']>>

/** The hosted checkout's stylesheet, served at /sandbox/checkout.css. */
export const CHECKOUT_STYLES = `body{margin:0;font-family:system-ui,sans-serif;background:#f4f1ec;color:#1d2733}
main{max-width:28rem;margin:3rem auto;padding:2rem;background:#fff;border-radius:16px;box-shadow:0 8px 32px #0002}
.badge{display:inline-block;padding:.25rem .75rem;border-radius:999px;background:#fff3cd;color:#7a5a00;font-size:.85rem;font-weight:600}
.amount{font-size:2.25rem;font-weight:800;margin:.25rem 0 1rem}
form{margin:.5rem 0}button{width:100%;min-height:48px;border:0;border-radius:999px;font-size:1rem;font-weight:700;cursor:pointer}
.pay{background:#635bff;color:#fff}.decline{background:#fdecea;color:#5f1410}.cancel{background:transparent;color:#635bff;text-decoration:underline}`

const HEAD = `
<link rel="icon" href="/favicon.svg" type="image/svg+xml"><link rel="stylesheet" href="/sandbox/checkout.css">`

/** A page of the sandbox's hosted checkout, which says that no real card is charged. */
export const sandboxPage = (reply: FastifyReply, title: string, body: string, status = 200) =>
  sendServerPage(reply, {
    title: `${title} · Sandbox payments`,
    head: HEAD,
    body: `<p class="badge">Sandbox: no real card is charged</p>${body}`,
    status,
  })

/**
 * The checkout the traveller opened: Pay (or Hold), Decline or Cancel while it is open; once
 * paid or expired, the way back to the app.
 */
export function checkoutPage(
  reply: FastifyReply,
  { row, status }: { row: CheckoutRow; status: ProviderCheckout['status'] },
) {
  const amount = new Intl.NumberFormat('en-GB', {
    style: 'currency',
    currency: row.currency,
  }).format(row.amountCents / 100)
  if (status !== 'open') {
    return sandboxPage(
      reply,
      'Checkout closed',
      `<h1>This checkout is ${status === 'complete' ? 'already paid' : 'no longer open'}.</h1>
<p><a href="${escapeHtml(row.cancelUrl)}">Back to TinyTrip</a></p>`,
    )
  }
  const action = (name: string) => `/sandbox/checkout/${encodeURIComponent(row.id)}/${name}`
  const hold = row.mode === 'hold'
  const verb = hold ? `Hold ${escapeHtml(amount)} on the card` : `Pay ${escapeHtml(amount)}`
  // A card kept for later deposit holds can be one that refuses them, to try that path.
  const refusingCard = row.saveCard
    ? `<form method="post" action="${action('pay')}"><input type="hidden" name="card" value="declines_holds"><button class="pay" type="submit">Use a card that declines deposit holds</button></form>`
    : ''
  return sandboxPage(
    reply,
    hold ? 'Hold' : 'Pay',
    `<h1>${escapeHtml(row.description)}</h1>
<p class="amount">${escapeHtml(amount)}</p>${hold ? '<p>Only held on the card, not charged.</p>' : ''}
<form method="post" action="${action('pay')}"><button class="pay" type="submit">${verb}</button></form>${refusingCard}
<form method="post" action="${action('decline')}"><button class="decline" type="submit">Decline the card</button></form>
<form method="post" action="${action('cancel')}"><button class="cancel" type="submit">Cancel and go back</button></form>`,
  )
}
