import type { ReactNode } from 'react'
import { Link } from 'react-router'
import type { Inline, RichText as RichTextBlocks } from '../../shared/contract/content'
import { isInternalHref, isSafeHref } from '../../shared/domain/richText'
import styles from './RichText.module.css'

/**
 * Article and legal bodies, from structured blocks to React elements. Text always becomes
 * text nodes (React escapes it), only known block types render, and links are checked again
 * here, so stored content can never run script or inject markup.
 */
export function RichText({ blocks }: { blocks: RichTextBlocks }) {
  return <div className={styles.prose}>{blocks.map(renderBlock)}</div>
}

function renderBlock(block: RichTextBlocks[number], index: number): ReactNode {
  switch (block.type) {
    case 'heading': {
      const Heading = block.level === 3 ? 'h3' : 'h2'
      return (
        <Heading key={index} id={block.anchor}>
          {String(block.text)}
        </Heading>
      )
    }
    case 'paragraph':
      return <p key={index}>{renderInlines(block.content)}</p>
    case 'list': {
      const List = block.ordered ? 'ol' : 'ul'
      return (
        <List key={index}>
          {block.items.map((item, itemIndex) => (
            <li key={itemIndex}>{renderInlines(item)}</li>
          ))}
        </List>
      )
    }
    case 'note':
      return (
        <aside key={index} className={styles.note}>
          <p>{renderInlines(block.content)}</p>
        </aside>
      )
    default:
      return null
  }
}

function renderInlines(inlines: Inline[]): ReactNode[] {
  return inlines.map((inline, index) => {
    const text = String(inline.text)
    if (inline.type === 'link') {
      const href = String(inline.href)
      if (!isSafeHref(href)) return text
      if (isInternalHref(href)) {
        return (
          <Link key={index} to={href}>
            {text}
          </Link>
        )
      }
      const external = href.startsWith('https:')
      return (
        <a key={index} href={href} {...(external ? { rel: 'noopener noreferrer' } : {})}>
          {text}
        </a>
      )
    }
    if (inline.type !== 'text') return null
    if (inline.emphasis === 'strong') return <strong key={index}>{text}</strong>
    if (inline.emphasis === 'em') return <em key={index}>{text}</em>
    return text
  })
}
