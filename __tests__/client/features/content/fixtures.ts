import type { Article, ArticleSummary, LegalPage } from '../../../../src/shared/contract/content'

export const summary = (overrides: Partial<ArticleSummary> = {}): ArticleSummary => ({
  id: 'choosing-a-travel-cot',
  language: 'en',
  title: 'How to choose a travel cot for your holiday',
  summary: 'Hotel cot, travel cot or bassinet? What to look for.',
  image: '/images/gear/ztc502-j.svg',
  published_on: '2025-10-28',
  updated_at: '2025-10-28T08:00:00.000Z',
  reading_minutes: 4,
  ...overrides,
})

export const article = (overrides: Partial<Article> = {}): Article => ({
  ...summary(),
  body: [
    { type: 'heading', level: 2, text: 'What to look for', anchor: 'what-to-look-for' },
    {
      type: 'paragraph',
      content: [
        { type: 'text', text: 'Use only the ' },
        { type: 'text', text: 'supplied mattress', emphasis: 'strong' },
        { type: 'text', text: '. ' },
        { type: 'link', text: 'Search your dates', href: '/search' },
      ],
    },
    { type: 'list', ordered: true, items: [[{ type: 'text', text: 'On their back' }]] },
    { type: 'note', content: [{ type: 'text', text: 'Seville summers are hot.' }] },
  ],
  ...overrides,
})

export const legalPage = (locale: 'en' | 'es'): LegalPage => ({
  locale,
  title:
    locale === 'en' ? 'Legal notice, privacy and cookies' : 'Aviso legal, privacidad y cookies',
  summary: locale === 'en' ? 'Who runs TinyTrip.' : 'Quién está detrás de TinyTrip.',
  effective_on: '2025-06-01',
  updated_at: '2025-06-01T00:00:00.000Z',
  body: [
    {
      type: 'heading',
      level: 2,
      text: locale === 'en' ? 'Cookie policy' : 'Política de cookies',
      anchor: 'cookies',
    },
    { type: 'paragraph', content: [{ type: 'text', text: 'TinyTrip Family Travel, S.L.' }] },
  ],
})
