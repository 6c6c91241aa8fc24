import { NotFound } from './NotFound'

export default function NotFoundPage() {
  return <NotFound />
}
