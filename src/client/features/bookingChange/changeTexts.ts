import { createContext, useContext } from 'react'
import { useView } from '../../app/useView'

/**
 * Whose words the change form speaks: the family's (`bookings`) or the desk's (`deskChange`,
 * carried by the desk's change chunk), which has every key under `Change` the form reads.
 */
export const ChangeTexts = createContext<'bookings' | 'deskChange'>('bookings')

/** The change form's view: its texts in the words of whoever is changing, and dispatch. */
export function useChangeView() {
  // Both namespaces have the same keys under `Change`: the family's types stand for both.
  return useView(useContext(ChangeTexts) as 'bookings')
}
