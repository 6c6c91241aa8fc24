// The only typed entry points to the store for views; lint bans the raw react-redux hooks.
// eslint-disable-next-line no-restricted-imports
import { useDispatch, useSelector } from 'react-redux'
import type { AppDispatch, RootState } from './store'

export const useAppDispatch = useDispatch.withTypes<AppDispatch>()
export const useAppSelector = useSelector.withTypes<RootState>()
