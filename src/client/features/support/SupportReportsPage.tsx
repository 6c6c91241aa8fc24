import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useAppSelector } from '../../app/hooks'
import { Alert } from '../../components/Alert'
import { Button } from '../../components/Button'
import { Notice } from '../../components/Notice'
import { DataTable } from '../../components/DataTable'
import { PageMeta } from '../../components/PageMeta'
import type { SupportReportSummary } from '../../../shared/contract/supportReports'
import { formatInstant } from '../booking'
import { selectLanguage } from '../preferences'
import { selectIsAdmin } from '../session'
import {
  REPORTS_PAGE_SIZE,
  useDownloadSupportReportMutation,
  useListSupportReportsQuery,
} from './supportApi'
import styles from './SupportReportsPage.module.css'

/** Report times read on the shop's clock, in Seville. */
const SHOP_TIME_ZONE = 'Europe/Madrid'

function ReportRow({ report }: { report: SupportReportSummary }) {
  const { t } = useTranslation('support')
  const language = useAppSelector(selectLanguage)
  const [download, downloading] = useDownloadSupportReportMutation()
  const date = formatInstant(report.created_at, language, SHOP_TIME_ZONE)
  return (
    <tr>
      <td>{date}</td>
      <td className={styles.description}>{report.description}</td>
      <td>
        <code>{report.route}</code>
      </td>
      <td>{t(`Reports.languages.${report.language}`)}</td>
      <td>
        <Button
          variant="secondary"
          aria-label={t('Reports.downloadLabel', { date })}
          disabled={downloading.isLoading}
          onClick={() => void download({ id: report._id })}
        >
          {downloading.isLoading ? t('Reports.downloading') : t('Reports.download')}
        </Button>
        {downloading.isError ? <Alert tone="error">{t('Reports.downloadFailed')}</Alert> : null}
      </td>
    </tr>
  )
}

function ReportsTable() {
  const { t } = useTranslation('support')
  const [offset, setOffset] = useState(0)
  const { data, error, isFetching, refetch } = useListSupportReportsQuery({ offset })
  if (error) {
    return (
      <Notice
        tone="error"
        title={t('Reports.loadFailed')}
        action={<Button onClick={() => void refetch()}>{t('Reports.retry')}</Button>}
      />
    )
  }
  if (!data) return <p role="status">{t('Reports.loading')}</p>
  if (data.reports.length === 0 && offset === 0) return <Notice title={t('Reports.empty')} />
  return (
    <>
      <DataTable
        className={styles.table}
        columns={[
          t('Reports.date'),
          t('Reports.description'),
          t('Reports.route'),
          t('Reports.language'),
          t('Reports.actions'),
        ]}
      >
        {data.reports.map((report) => (
          <ReportRow key={report._id} report={report} />
        ))}
      </DataTable>
      <div className={styles.paging}>
        <Button
          variant="secondary"
          disabled={offset === 0 || isFetching}
          onClick={() => setOffset(Math.max(0, offset - REPORTS_PAGE_SIZE))}
        >
          {t('Reports.newer')}
        </Button>
        <Button
          variant="secondary"
          disabled={data.reports.length < REPORTS_PAGE_SIZE || isFetching}
          onClick={() => setOffset(offset + REPORTS_PAGE_SIZE)}
        >
          {t('Reports.older')}
        </Button>
      </div>
    </>
  )
}

/** /admin/support-reports: the reports travellers sent, for admins to download and replay. */
export default function SupportReportsPage() {
  const { t } = useTranslation('support')
  const isAdmin = useAppSelector(selectIsAdmin)
  return (
    <div className={styles.page}>
      <PageMeta title={t('Reports.title')} description={t('Reports.metaDescription')} />
      <h1>{t('Reports.title')}</h1>
      {isAdmin ? (
        <>
          <p className={styles.lead}>{t('Reports.lead')}</p>
          <ReportsTable />
        </>
      ) : (
        <Notice tone="error" title={t('Reports.adminsOnly')} />
      )}
    </div>
  )
}
