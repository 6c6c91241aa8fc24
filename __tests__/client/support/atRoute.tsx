import type { ReactElement } from 'react'
import { Route, Routes } from 'react-router'

/** `element` at the route `path` (`/article/:id`), so its params reach it in a view test. */
export const atRoute = (path: string, element: ReactElement) => (
  <Routes>
    <Route path={path} element={element} />
  </Routes>
)
