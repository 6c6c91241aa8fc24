import type {
  AddUnitRequest,
  CategoryTurnaround,
  CategoryTurnaroundList,
  IncidentRequest,
  InspectionRequest,
  MaintenanceList,
  SafetyDatesRequest,
  InventoryQuery,
  InventoryView,
  OutOfServiceReason,
  OutOfServiceRequest,
  RetireUnitRequest,
  ShortBooking,
  Unit,
  UnitChangeResult,
} from '../../../shared/contract/desk'
import type { GearCategory } from '../../../shared/domain/catalogue'
import type { InventoryContext, Tx, UnitTarget } from './context'
import { inventoryView } from './inventory-view'
import { bookingsLeftShort } from './left-short'
import { outOfServiceFrom, putBackInService, putOutOfService } from './out-of-service'
import { listTurnarounds, setTurnaround } from './turnaround'
import { addUnit } from './add-unit'
import { renderLabelSheet } from './labels'
import { retireUnit } from './retire-unit'
import { maintenanceList } from './maintenance'
import { inspectReturned, recordInspection, reportIncident, setSafetyDates } from './safety-record'

export type { UnitTarget } from './context'

/** Units of stock, their periods out of service and the turnaround per category. */
export interface InventoryService {
  /** The A4 label sheets (asset tags as QR codes) of a location's units in service; 404: none. */
  labelSheet(args: { locationCode: string }): Promise<Buffer>
  /** The desk's inventory of a location; 404 for an unknown location. */
  getInventory(args: { locationCode: string; query: InventoryQuery }): Promise<InventoryView>
  listTurnarounds(): Promise<CategoryTurnaroundList>
  /** 400 INVALID_TURNAROUND outside 0..60 days. */
  setTurnaround(args: {
    category: GearCategory
    turnaroundDays: number
    actorId: string
  }): Promise<CategoryTurnaround>
  /** 404 UNKNOWN_GEAR or unknown location, 409 ASSET_TAG_TAKEN. */
  addUnit(args: { locationCode: string; request: AddUnitRequest; actorId: string }): Promise<Unit>
  /** 404 UNIT_NOT_FOUND, 409 UNIT_RETIRED, 409 UNITS_SHORT unless confirmed. */
  retireUnit(args: {
    unit: UnitTarget
    request: RetireUnitRequest
    actorId: string
  }): Promise<UnitChangeResult>
  /** 400 INVALID_PERIOD, 404 UNIT_NOT_FOUND, 409 UNIT_RETIRED, 409 UNITS_SHORT unless confirmed. */
  putOutOfService(args: {
    unit: UnitTarget
    request: OutOfServiceRequest
    actorId: string
  }): Promise<UnitChangeResult>
  /** 404 UNIT_NOT_FOUND, 409 UNIT_RETIRED. */
  putBackInService(args: { unit: UnitTarget; actorId: string }): Promise<UnitChangeResult>
  /**
   * Inside another domain's transaction, the item's stock locked: the unit out of service from
   * `from`, open-ended, short bookings flagged with `attention`, the change in the audit log by
   * `actorId` about `bookingId` (the desk's check-in).
   */
  outOfServiceFrom(args: {
    tx: Tx
    unitId: string
    from: string
    reason: OutOfServiceReason
    attention: string
    actorId: string
    bookingId?: string
  }): Promise<ShortBooking[]>
  /** Ids of bookings at a location left short by a confirmed unit change, not handed out yet. */
  bookingsLeftShort(args: { locationCode: string; today: string }): Promise<string[]>
  /**
   * A unit's manufacture and expiry dates (docs/safety.md, Safety records). 422
   * MANUFACTURE_DATE_IN_FUTURE or EXPIRY_BEFORE_MANUFACTURE, 404 UNIT_NOT_FOUND, 409
   * UNIT_RETIRED, 409 UNITS_SHORT unless confirmed.
   */
  setSafetyDates(args: {
    unit: UnitTarget
    request: SafetyDatesRequest
    actorId: string
  }): Promise<UnitChangeResult>
  /** An inspection and cleaning; 422 CHECKLIST_INCOMPLETE for a seat, 404, 409 UNIT_RETIRED. */
  recordInspection(args: {
    unit: UnitTarget
    request: InspectionRequest
    actorId: string
  }): Promise<UnitChangeResult>
  /** A crash (retires a seat) or damage; 422 INCIDENT_DATE_IN_FUTURE, 409 UNITS_SHORT. */
  reportIncident(args: {
    unit: UnitTarget
    request: IncidentRequest
    actorId: string
  }): Promise<UnitChangeResult>
  /** In the check-in's transaction: a unit taken back fine, inspected with its checklist. */
  inspectReturned(args: Parameters<typeof inspectReturned>[0]): Promise<void>
  /** Seats expired, overdue, or expiring or falling due within 30 days; 404 unknown location. */
  maintenanceList(args: { locationCode: string }): Promise<MaintenanceList>
  /** Lets another domain know when a unit added or back in service may have freed units. */
  onStockFreed(handler: () => void): void
}

export function createInventoryService(ctx: InventoryContext): InventoryService {
  return {
    getInventory: (args) => inventoryView(ctx, args),
    labelSheet: (args) => renderLabelSheet(ctx, args),
    listTurnarounds: () => listTurnarounds(ctx.db),
    setTurnaround: (args) => setTurnaround(ctx, args),
    addUnit: (args) => addUnit(ctx, args),
    retireUnit: (args) => retireUnit(ctx, args),
    putOutOfService: (args) => putOutOfService(ctx, args),
    putBackInService: (args) => putBackInService(ctx, args),
    outOfServiceFrom: (args) => outOfServiceFrom(ctx, args),
    bookingsLeftShort: (args) => bookingsLeftShort(ctx.db, args),
    setSafetyDates: (args) => setSafetyDates(ctx, args),
    recordInspection: (args) => recordInspection(ctx, args),
    reportIncident: (args) => reportIncident(ctx, args),
    inspectReturned: (args) => inspectReturned(args),
    maintenanceList: (args) => maintenanceList(ctx, args),
    onStockFreed: (handler) => {
      ctx.freedHandlers.push(handler)
    },
  }
}
