/** "Emma Taylor" -> "ET"; falls back to the first letter of the email. */
export function initialsOf(person: { first_name?: string; last_name?: string; email?: string }) {
  const letters = [person.first_name, person.last_name]
    .map((part) => part?.trim().charAt(0) ?? '')
    .join('')
  return (letters || person.email?.charAt(0) || '?').toUpperCase()
}
