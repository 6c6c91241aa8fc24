import type { ScanRequest, ScanResult } from '../../../../shared/contract/codes'
import { api } from '../../../app/api'

/** What a code scanned or typed at the desk opens (`POST /api/desk/scans`, docs/desk.md). */
export const deskScannerApi = api.injectEndpoints({
  endpoints: (build) => ({
    scanCode: build.mutation<ScanResult, ScanRequest>({
      query: (body) => ({ url: '/desk/scans', method: 'POST', body }),
    }),
  }),
})
