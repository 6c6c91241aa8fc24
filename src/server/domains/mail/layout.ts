import type { Language } from '../../../shared/domain/languages'
import { escapeHtml } from '../../html'

export interface RenderedEmail {
  subject: string
  text: string
  html: string
}

/** An image sent with the email (an attachment with this `cid`), and its text alternative. */
export interface EmailImage {
  cid: string
  alt: string
}

/** A paragraph of plain text, a call-to-action link, or an image. */
export type EmailBlock = string | { label: string; url: string } | EmailImage

const textOf = (b: EmailBlock) =>
  typeof b === 'string' ? b : 'cid' in b ? `[${b.alt}]` : `${b.label}: ${b.url}`

const htmlOf = (b: EmailBlock) =>
  typeof b === 'string'
    ? `<p>${escapeHtml(b)}</p>`
    : 'cid' in b
      ? `<p><img src="cid:${escapeHtml(b.cid)}" alt="${escapeHtml(b.alt)}" width="220" height="220" style="display:block;border:0"></p>`
      : `<p><a href="${escapeHtml(b.url)}" style="display:inline-block;padding:12px 20px;border-radius:999px;background:#0b6e69;color:#ffffff;text-decoration:none;font-weight:bold">${escapeHtml(b.label)}</a></p>`

const FOOTER: Record<Language, string> = {
  en: 'TinyTrip · Children’s travel gear at Seville Airport · hello@tinytrip.es',
  es: 'TinyTrip · Equipo de viaje infantil en el aeropuerto de Sevilla · hello@tinytrip.es',
}

/** One email in plain text and simple HTML, every value escaped. */
export function renderEmail({
  language,
  subject,
  greeting,
  blocks,
}: {
  language: Language
  subject: string
  greeting: string
  blocks: EmailBlock[]
}): RenderedEmail {
  const text = [greeting, ...blocks.map(textOf), `— ${FOOTER[language]}`].join('\n\n')
  const body = blocks.map(htmlOf).join('\n')
  const html = `<!doctype html>
<html lang="${language}"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>
<body style="margin:0;padding:24px;background:#fffaf4;font-family:Arial,Helvetica,sans-serif;color:#1d2733;line-height:1.5">
<div style="max-width:560px;margin:0 auto;background:#ffffff;border-radius:12px;padding:24px">
<p style="font-size:20px;font-weight:bold;color:#0b6e69;margin-top:0">TinyTrip</p>
<p>${escapeHtml(greeting)}</p>
${body}
<p style="font-size:12px;color:#5b6675;margin-bottom:0">${escapeHtml(FOOTER[language])}</p>
</div></body></html>`
  return { subject, text, html }
}
