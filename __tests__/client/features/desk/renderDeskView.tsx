import { addListener, isAnyOf } from '@reduxjs/toolkit'
import { act } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { ReactElement } from 'react'
import { createMemoryRouter } from 'react-router'
import configureMockStore from 'redux-mock-store'
import { withExtraArgument } from 'redux-thunk'
import type { RootState } from '../../../../src/client/app/store'
import { initialDeskState, type DeskState } from '../../../../src/client/features/desk/shell'
import {
  initialDeskAuditState,
  type DeskAuditState,
} from '../../../../src/client/features/desk/audit/deskAuditSlice'
import {
  initialDeskStaffState,
  type DeskStaffState,
} from '../../../../src/client/features/desk/staff/deskStaffSlice'
import {
  initialDeskPromoState,
  type DeskPromoState,
} from '../../../../src/client/features/desk/promo-codes/deskPromoSlice'
import {
  initialDeskBookingsState,
  refreshStarted,
  refreshStopped,
  type DeskBookingsState,
} from '../../../../src/client/features/desk/bookings/deskBookingsSlice'
import {
  initialDeskDepositState,
  type DeskDepositState,
} from '../../../../src/client/features/desk/deposit/deskDepositSlice'
import {
  initialDeskMoneyState,
  type DeskMoneyState,
} from '../../../../src/client/features/desk/money/moneySlice'
import {
  initialDeskReportsState,
  type DeskReportsState,
} from '../../../../src/client/features/desk/reports/reportsSlice'
import {
  initialBookingChangeState,
  type BookingChangeState,
} from '../../../../src/client/features/bookingChange/bookingChangeSlice'
import type { Language } from '../../../../src/shared/domain/languages'
import { stateWith } from '../../support/renderOverMockStore'
import { createTestI18n, renderRouter } from '../../support/renderWithProviders'
import { signedInSession } from '../../support/sessionState'
import { bookingInvoicesWanted } from '../../../../src/client/features/invoices/invoicesSlice'

interface DeskViewOptions {
  desk?: Partial<DeskState>
  deskBookings?: Partial<DeskBookingsState>
  deskStaff?: Partial<DeskStaffState>
  deskAudit?: Partial<DeskAuditState>
  deskPromo?: Partial<DeskPromoState>
  deskDeposit?: Partial<DeskDepositState>
  deskMoney?: Partial<DeskMoneyState>
  deskReports?: Partial<DeskReportsState>
  bookingChange?: Partial<BookingChangeState>
  /** The state of rooms the desk joins later (their slice name to their state). */
  rooms?: Record<string, unknown>
  language?: Language
  /** The route pattern the element is mounted at, and the address opened. */
  path?: string
  route?: string
}

/**
 * A desk view over redux-mock-store: the app's initial state plus the desk's slices (which the
 * desk's chunk adds at run time), signed in as admin a1, at `route`. Reducers and listeners do not
 * run: tests read the screen and what it dispatched.
 */
export async function renderDeskView(
  element: ReactElement,
  {
    desk,
    deskBookings,
    deskStaff,
    deskAudit,
    deskPromo,
    deskDeposit,
    deskMoney,
    deskReports,
    bookingChange,
    rooms,
    language = 'en',
    path = '*',
    route = '/',
  }: DeskViewOptions = {},
) {
  const state = {
    ...stateWith({ preferences: { language } }),
    session: signedInSession({ user: { id: 'a1', role: 'admin' }, accessToken: 't' }),
    desk: { ...initialDeskState, ...desk },
    deskBookings: { ...initialDeskBookingsState, ...deskBookings },
    deskStaff: { ...initialDeskStaffState, ...deskStaff },
    deskAudit: { ...initialDeskAuditState, ...deskAudit },
    deskPromo: { ...initialDeskPromoState, ...deskPromo },
    deskDeposit: { ...initialDeskDepositState, ...deskDeposit },
    deskMoney: { ...initialDeskMoneyState, ...deskMoney },
    deskReports: { ...initialDeskReportsState, ...deskReports },
    bookingChange: { ...initialBookingChangeState, ...bookingChange },
    ...rooms,
  }
  // The desk's lazily loaded parts join the store first (lazyFeature.ts): there is no reducer
  // here, and the listeners they add are wiring, not what the view dispatches.
  const joinsNothing = withExtraArgument({ rootReducer: { inject: () => undefined } })
  const store = configureMockStore<RootState>([joinsNothing] as unknown as [])(state)
  const i18n = await createTestI18n(language)
  const router = createMemoryRouter([{ path, element }], { initialEntries: [route] })
  const view = renderRouter(store, i18n, router)
  // Parts the desk loads lazily (the booking's deposit) come in before the test reads.
  await act(async () => undefined)
  const actions = () => store.getActions() as { type: string; payload?: unknown }[]
  // A screen's refresh while open is wiring too: `refreshes()` reads it apart. So is the booking
  // card's reading of its invoices (their own view test pins it).
  const refreshing = isAnyOf(refreshStarted, refreshStopped)
  const dispatched = () =>
    actions().filter(
      (action) =>
        !addListener.match(action) && !refreshing(action) && !bookingInvoicesWanted.match(action),
    )
  const refreshes = () => actions().filter(refreshing)
  return { ...view, store, router, dispatched, refreshes, user: userEvent.setup() }
}

/** A query hook's answer as the views read it. */
export const answered = <T,>(data: T) => ({
  data,
  error: undefined,
  isLoading: false,
  isFetching: false,
  refetch: jest.fn(),
})
