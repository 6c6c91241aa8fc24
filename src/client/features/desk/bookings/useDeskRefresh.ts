import { useEffect } from 'react'
import { useAppDispatch } from '../../../app/hooks'
import { refreshStarted, refreshStopped } from './deskBookingsSlice'

/** While the screen is open, the desk's day, bookings and attention list are fetched again. */
export function useDeskRefresh() {
  const dispatch = useAppDispatch()
  useEffect(() => {
    dispatch(refreshStarted())
    return () => {
      dispatch(refreshStopped())
    }
  }, [dispatch])
}
