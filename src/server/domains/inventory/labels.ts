import { and, asc, eq } from 'drizzle-orm'
import { gear, pickupLocations, units } from '../../db/schema'
import { notFound } from '../../errors'
import { drawQr, startPdf } from '../../pdf/document'
import type { InventoryContext } from './context'

// An A4 sheet of sticky labels: 4 columns by 6 rows, each the unit's QR code (its asset tag, as
// a hand-held scanner types it) and the tag in text under it.
const MARGIN = 36
const COLUMNS = 4
const ROWS = 6
const CELL_WIDTH = (595.28 - 2 * MARGIN) / COLUMNS
const CELL_HEIGHT = (841.89 - 2 * MARGIN - 24) / ROWS
/** 32 mm: a phone or a scanner reads it from a hand's length. */
const QR_SIDE = 90

/** The asset tags of a location's units in service, by item code then tag (404: no location). */
async function labelTags(
  ctx: Pick<InventoryContext, 'db' | 'now'>,
  { locationCode: location }: { locationCode: string },
) {
  const [known] = await ctx.db
    .select({ code: pickupLocations.code })
    .from(pickupLocations)
    .where(eq(pickupLocations.code, location))
  if (!known) throw notFound('Pickup location not found')
  const rows = await ctx.db
    .select({ tag: units.assetTag })
    .from(units)
    .innerJoin(gear, eq(gear.id, units.gearId))
    .where(and(eq(units.locationCode, location), eq(units.status, 'in_service')))
    .orderBy(asc(gear.code), asc(units.assetTag))
  return rows.map((row) => row.tag)
}

/** The label sheets of a location's units as one PDF, a page per 24 units. */
export async function renderLabelSheet(
  ctx: Pick<InventoryContext, 'db' | 'now'>,
  { locationCode: location }: { locationCode: string },
): Promise<Buffer> {
  const tags = await labelTags(ctx, { locationCode: location })
  const { doc, finished } = startPdf({
    margin: MARGIN,
    info: {
      Title: `TinyTrip ${location} unit labels`,
      Author: 'TinyTrip',
      CreationDate: ctx.now(),
    },
  })
  const perPage = COLUMNS * ROWS
  tags.forEach((tag, index) => {
    const slot = index % perPage
    if (index > 0 && slot === 0) doc.addPage()
    if (slot === 0) {
      doc
        .font('bold')
        .fontSize(9)
        .fillColor('#000000')
        .text(`TinyTrip · ${location}`, MARGIN, MARGIN)
    }
    const x = MARGIN + (slot % COLUMNS) * CELL_WIDTH
    const y = MARGIN + 24 + Math.floor(slot / COLUMNS) * CELL_HEIGHT
    drawQr(doc, { text: tag, x: x + (CELL_WIDTH - QR_SIDE) / 2, y: y + 6, size: QR_SIDE })
    doc
      .font('regular')
      .fontSize(10)
      .fillColor('#000000')
      .text(tag, x, y + QR_SIDE + 12, { width: CELL_WIDTH, align: 'center', lineBreak: false })
  })
  if (tags.length === 0) {
    doc.font('regular').fontSize(11).text(`TinyTrip · ${location}: no units in service.`)
  }
  doc.end()
  return finished
}
