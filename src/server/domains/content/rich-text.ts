import MarkdownIt, { type Token } from 'markdown-it'
import type { Inline, RichText, RichTextBlock } from '../../../shared/contract/content'
import { isSafeHref } from '../../../shared/domain/richText'

/**
 * Stored texts are written in a small Markdown subset: `##`/`###` headings (with an optional
 * `{#anchor}`), paragraphs, `-` and `1.` lists, `>` notes, **bold**, *italic* and links. Raw
 * HTML, images, code blocks and tables are not part of it and come out as plain text or not at
 * all. The result is data, never markup.
 */
const markdown = new MarkdownIt('zero', { html: false, linkify: false, typographer: false })
  .enable(['heading', 'list', 'blockquote'])
  .enable(['emphasis', 'link', 'escape', 'newline', 'backticks'])

const ANCHOR = /\s*\{#([a-z0-9]+(?:-[a-z0-9]+)*)\}\s*$/

function slugify(text: string): string {
  const slug = text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
  return slug || 'section'
}

function pushText(out: Inline[], text: string, emphasis: 'strong' | 'em' | undefined) {
  if (!text) return
  const last = out[out.length - 1]
  if (last?.type === 'text' && last.emphasis === emphasis) {
    last.text += text
    return
  }
  out.push(emphasis ? { type: 'text', text, emphasis } : { type: 'text', text })
}

/** Inline tokens to text and links; unsafe links keep their words and lose the address. */
function toInlines(children: Token[]): Inline[] {
  const out: Inline[] = []
  // How deep inside bold and italic text the current token is.
  const depth = { strong: 0, em: 0 }
  let link: { href: string; text: string } | null = null
  for (const token of children) {
    const emphasis = depth.strong > 0 ? 'strong' : depth.em > 0 ? 'em' : undefined
    switch (token.type) {
      case 'strong_open':
      case 'em_open':
        depth[token.tag as keyof typeof depth] += 1
        break
      case 'strong_close':
      case 'em_close': {
        const kind = token.tag as keyof typeof depth
        depth[kind] = Math.max(0, depth[kind] - 1)
        break
      }
      case 'link_open':
        link = { href: String(token.attrGet('href') ?? ''), text: '' }
        break
      case 'link_close':
        if (link && isSafeHref(link.href) && link.text.trim()) {
          out.push({ type: 'link', text: link.text, href: link.href })
        } else if (link) pushText(out, link.text, emphasis)
        link = null
        break
      default: {
        const text = token.type === 'softbreak' || token.type === 'hardbreak' ? ' ' : token.content
        if (link) link.text += text
        else pushText(out, text, emphasis)
      }
    }
  }
  return out.filter((inline) => inline.type === 'link' || inline.text.trim() !== '')
}

/** Index of the token closing the one at `start` (same nesting level). */
function closingIndex(tokens: Token[], start: number): number {
  const open = tokens[start]
  const closeType = open?.type.replace(/_open$/, '_close')
  for (let i = start + 1; i < tokens.length; i += 1) {
    if (tokens[i]?.type === closeType && tokens[i]?.level === open?.level) return i
  }
  return tokens.length - 1
}

/** Every inline run between two indexes, joined with spaces (list items, notes). */
function inlinesBetween(tokens: Token[], from: number, to: number): Inline[] {
  const out: Inline[] = []
  for (const token of tokens.slice(from, to)) {
    if (token.type !== 'inline') continue
    if (out.length > 0) pushText(out, ' ', undefined)
    for (const inline of toInlines(token.children ?? [])) {
      if (inline.type === 'text') pushText(out, inline.text, inline.emphasis)
      else out.push(inline)
    }
  }
  return out
}

function listItems(tokens: Token[], from: number, to: number): Inline[][] {
  const items: Inline[][] = []
  for (let i = from; i < to; i += 1) {
    if (tokens[i]?.type !== 'list_item_open') continue
    const end = closingIndex(tokens, i)
    const item = inlinesBetween(tokens, i, end)
    if (item.length > 0) items.push(item)
    i = end
  }
  return items
}

export function toRichText(source: string): RichText {
  const tokens = markdown.parse(source, {})
  const blocks: RichTextBlock[] = []
  const anchors = new Set<string>()
  for (let i = 0; i < tokens.length; i += 1) {
    const token = tokens[i] as Token
    const end = token.nesting === 1 ? closingIndex(tokens, i) : i
    if (token.type === 'heading_open') {
      const raw = inlinesBetween(tokens, i, end)
        .map((inline) => inline.text)
        .join('')
      const explicit = ANCHOR.exec(raw)?.[1]
      const text = raw.replace(ANCHOR, '').trim()
      let anchor = explicit ?? slugify(text)
      for (let n = 2; anchors.has(anchor); n += 1) anchor = `${explicit ?? slugify(text)}-${n}`
      anchors.add(anchor)
      if (text)
        blocks.push({
          type: 'heading',
          level: token.tag === 'h1' || token.tag === 'h2' ? 2 : 3,
          text,
          anchor,
        })
    } else if (token.type === 'paragraph_open') {
      const content = inlinesBetween(tokens, i, end)
      if (content.length > 0) blocks.push({ type: 'paragraph', content })
    } else if (token.type === 'bullet_list_open' || token.type === 'ordered_list_open') {
      const items = listItems(tokens, i + 1, end)
      if (items.length > 0) {
        blocks.push({ type: 'list', ordered: token.type === 'ordered_list_open', items })
      }
    } else if (token.type === 'blockquote_open') {
      const content = inlinesBetween(tokens, i, end)
      if (content.length > 0) blocks.push({ type: 'note', content })
    }
    i = end
  }
  return blocks
}

const WORDS_PER_MINUTE = 200

/** Reading time of a Markdown text, in whole minutes (at least 1). */
export function readingMinutes(source: string): number {
  const words = source.split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word)).length
  return Math.max(1, Math.round(words / WORDS_PER_MINUTE))
}
