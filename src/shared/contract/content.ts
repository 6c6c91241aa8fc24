import { Type, type Static } from 'typebox'
import { IsoDate, LanguageQuery } from './common'

/**
 * Article and legal texts travel as structured blocks, never as HTML: the client turns each
 * block into React elements, so stored content can never inject markup or script.
 */
const InlineText = Type.Object(
  {
    type: Type.Literal('text'),
    text: Type.String(),
    emphasis: Type.Optional(Type.Union([Type.Literal('strong'), Type.Literal('em')])),
  },
  { description: 'Plain text, optionally bold (strong) or italic (em).' },
)

const InlineLink = Type.Object(
  {
    type: Type.Literal('link'),
    text: Type.String(),
    href: Type.String({
      description: 'An address inside the site (/path), or an https:, mailto: or tel: link.',
    }),
  },
  { description: 'A link; only safe schemes ever reach the client.' },
)

export const Inline = Type.Union([InlineText, InlineLink])
export type Inline = Static<typeof Inline>

const HeadingBlock = Type.Object({
  type: Type.Literal('heading'),
  level: Type.Union([Type.Literal(2), Type.Literal(3)]),
  text: Type.String(),
  anchor: Type.String({ description: 'Fragment identifier for links to this section.' }),
})
const ParagraphBlock = Type.Object({
  type: Type.Literal('paragraph'),
  content: Type.Array(Inline),
})
const ListBlock = Type.Object({
  type: Type.Literal('list'),
  ordered: Type.Boolean(),
  items: Type.Array(Type.Array(Inline)),
})
const NoteBlock = Type.Object(
  { type: Type.Literal('note'), content: Type.Array(Inline) },
  { description: 'A highlighted tip or warning.' },
)

export const RichTextBlock = Type.Union([HeadingBlock, ParagraphBlock, ListBlock, NoteBlock])
export type RichTextBlock = Static<typeof RichTextBlock>
export const RichText = Type.Array(RichTextBlock, {
  description: 'Body as structured blocks: headings, paragraphs, lists and notes.',
})
export type RichText = Static<typeof RichText>

export const ArticleId = Type.String({
  pattern: '^[a-z0-9]+(?:-[a-z0-9]+)*$',
  maxLength: 80,
  description: 'The article slug, e.g. car-seat-rules-spain.',
})

export const ArticleSummary = Type.Object(
  {
    id: ArticleId,
    language: Type.Union([Type.Literal('en'), Type.Literal('es')]),
    title: Type.String(),
    summary: Type.String({ description: 'One or two sentences; also the meta description.' }),
    image: Type.Union([Type.String(), Type.Null()], { description: 'Illustration URL.' }),
    published_on: IsoDate,
    updated_at: Type.String({ format: 'date-time' }),
    reading_minutes: Type.Integer({ minimum: 1 }),
  },
  { $id: 'ArticleSummary', title: 'Article summary' },
)
export type ArticleSummary = Static<typeof ArticleSummary>

export const ArticleList = Type.Object({
  items: Type.Array(ArticleSummary, { description: 'Newest first.' }),
})
export type ArticleList = Static<typeof ArticleList>

export const Article = Type.Object(
  {
    ...ArticleSummary.properties,
    body: RichText,
  },
  { $id: 'Article', title: 'Article' },
)
export type Article = Static<typeof Article>

export const ArticleParams = Type.Object({ id: ArticleId })
export const ContentQuery = Type.Object({ lang: LanguageQuery })

export const LegalParams = Type.Object({
  locale: Type.Union([Type.Literal('en'), Type.Literal('es')], {
    description: 'Language of the legal text.',
  }),
})

export const LegalPage = Type.Object(
  {
    locale: Type.Union([Type.Literal('en'), Type.Literal('es')]),
    title: Type.String(),
    summary: Type.String({ description: 'Short description; also the meta description.' }),
    effective_on: IsoDate,
    updated_at: Type.String({ format: 'date-time' }),
    body: RichText,
  },
  { $id: 'LegalPage', title: 'Legal page' },
)
export type LegalPage = Static<typeof LegalPage>
