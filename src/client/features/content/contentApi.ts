import type { Article, ArticleList, LegalPage } from '../../../shared/contract/content'
import type { Language } from '../../../shared/domain/languages'
import { api } from '../../app/api'

const encode = encodeURIComponent

export const contentApi = api.injectEndpoints({
  endpoints: (build) => ({
    listArticles: build.query<ArticleList, Language>({
      query: (language) => `/articles?lang=${language}`,
    }),
    getArticle: build.query<Article, { id: string; language: Language }>({
      query: ({ id, language }) => `/articles/${encode(id)}?lang=${language}`,
    }),
    getLegalPage: build.query<LegalPage, Language>({
      query: (locale) => `/legal/${locale}`,
    }),
  }),
})

export const { useListArticlesQuery, useGetArticleQuery, useGetLegalPageQuery } = contentApi
