import { shallowEqual } from 'react-redux'
import { skipToken } from '@reduxjs/toolkit/query'
import { useMemo } from 'react'
import { seatWarnings, type SeatChoice } from '../../../shared/domain/seatFit'
import { useAppSelector } from '../../app/hooks'
import { useView } from '../../app/useView'
import { childrenApi, SeatWarningList } from '../children'
import { gearApi } from '../gear'
import { selectIsAuthenticated } from '../session'
import { selectBasket } from './basketSlice'

/**
 * The basket's and the checkout's seat warnings (docs/safety.md, The fit rule): the seats chosen,
 * as their gear pages answer them (the basket's rows ask for those), against the children on a
 * signed-in family's account. Nothing for a family that listed no children.
 */
export function BasketSeatWarnings() {
  const { language } = useView('basket')
  const signedIn = useAppSelector(selectIsAuthenticated)
  const { data } = childrenApi.useChildrenQuery(signedIn ? undefined : skipToken)
  const items = useAppSelector((state) => selectBasket(state).items)
  const gears = useAppSelector(
    (state) =>
      items.map(
        ({ gear_id }) =>
          gearApi.endpoints.getGear.select({ id: gear_id, lang: language })(state).data,
      ),
    shallowEqual,
  )
  const { warnings, names } = useMemo(() => {
    const names: Record<string, string> = {}
    const seats: SeatChoice[] = []
    items.forEach((item, index) => {
      const gear = gears[index]
      if (!gear) return
      names[item.gear_id] = gear.name
      if (gear.seat_approval) {
        seats.push({ gear_id: item.gear_id, approval: gear.seat_approval, quantity: item.quantity })
      }
    })
    return { warnings: seatWarnings(seats, data?.children ?? []), names }
  }, [items, gears, data])
  return <SeatWarningList warnings={warnings} names={names} />
}
