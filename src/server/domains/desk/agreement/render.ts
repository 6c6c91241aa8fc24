import type { Language } from '../../../../shared/domain/languages'
import { startPdf } from '../../../pdf/document'
import { agreementTexts } from './texts'

/** Everything a rental agreement's PDF shows, in the language the family read it in. */
export interface AgreementDocument {
  language: Language
  reference: string
  familyName: string
  delivery: boolean
  units: { name: string; assetTag: string; condition: string | null }[]
  /** The deposit, written out in money. */
  deposit: string
  /** When and where the gear comes back (or is collected), written out. */
  returnMoment: string
  returnPlace: string
  /** When it was signed, written out on the location's clock. */
  signedMoment: string
  signedAt: Date
  staffName: string
  signerName: string
  terms: { text: string; sha256: string }
  signaturePng: Buffer
}

const LEFT = 50
const WIDTH = 495

/** A signed rental agreement as an A4 PDF. */
export function renderAgreementPdf(document: AgreementDocument): Promise<Buffer> {
  const t = agreementTexts(document.language)
  const { doc, finished } = startPdf({
    margin: LEFT,
    info: {
      Title: `${t.title} ${document.reference}`,
      Author: 'TinyTrip',
      CreationDate: document.signedAt,
    },
  })
  doc.font('bold').fontSize(18).text(t.title, LEFT, LEFT)
  doc.font('regular').fontSize(10).moveDown(0.5)
  doc.text(`${t.booking}: ${document.reference}`)
  doc.text(`${t.family}: ${document.familyName}`)
  doc.moveDown()
  doc.font('bold').text(t.gear(document.delivery))
  doc.font('regular')
  for (const unit of document.units) {
    doc.text(`${t.unit(unit.name, unit.assetTag)}. ${t.condition(unit.condition)}`, {
      width: WIDTH,
    })
  }
  doc.moveDown()
  doc.text(`${t.deposit}: ${document.deposit}`)
  doc.text(t.returnBy(document.delivery, document.returnMoment, document.returnPlace), {
    width: WIDTH,
  })
  doc.text(t.handedOver(document.delivery, document.signedMoment, document.staffName))
  doc.moveDown()
  doc.font('bold').text(t.terms)
  doc.font('regular').fontSize(8).text(document.terms.text, { width: WIDTH })
  doc.text(`${t.termsHash}: ${document.terms.sha256}`, { width: WIDTH })
  doc.fontSize(10).moveDown()
  if (doc.y > 640) doc.addPage()
  doc.image(document.signaturePng, LEFT, doc.y, { fit: [240, 90] })
  doc.y += 95
  doc.text(t.signedBy(document.signerName, document.signedMoment), LEFT)
  doc.end()
  return finished
}
