import { SEAT_CHECKLIST } from '../../../src/shared/domain/unitSafety'

/** A unit taken back fine as the desk does: inspected and cleaned, every check ticked. */
export const inspectedWhenFine = <Unit extends { outcome: string; checklist?: string[] }>(
  unit: Unit,
) =>
  unit.outcome === 'fine' && !unit.checklist ? { ...unit, checklist: [...SEAT_CHECKLIST] } : unit
