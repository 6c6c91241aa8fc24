import type { Language } from '../../../../shared/domain/languages'

// What a rental agreement's PDF says, in both languages side by side, as the invoices are. A
// delivery speaks of delivery and collection, never of a pickup or a return (translations/GLOSSARY.md).

export interface AgreementTexts {
  title: string
  booking: string
  family: string
  gear: (delivery: boolean) => string
  unit: (name: string, tag: string) => string
  condition: (note: string | null) => string
  deposit: string
  returnBy: (delivery: boolean, moment: string, place: string) => string
  handedOver: (delivery: boolean, moment: string, staff: string) => string
  terms: string
  termsHash: string
  signedBy: (name: string, moment: string) => string
}

const EN: AgreementTexts = {
  title: 'Rental agreement',
  booking: 'Booking',
  family: 'Family',
  gear: (delivery) => (delivery ? 'Gear delivered' : 'Gear handed over'),
  unit: (name, tag) => `${name}, unit ${tag}`,
  condition: (note) => `Condition: ${note ?? 'as new, nothing noted'}`,
  deposit: 'Deposit',
  returnBy: (delivery, moment, place) =>
    delivery ? `Collection: ${moment}, at ${place}` : `Return by ${moment}, at ${place}`,
  handedOver: (delivery, moment, staff) =>
    `${delivery ? 'Delivered' : 'Handed over'} on ${moment} by ${staff}`,
  terms: 'Terms in force',
  termsHash: 'SHA-256 of these terms',
  signedBy: (name, moment) => `Signed by ${name} on ${moment}`,
}

const ES: AgreementTexts = {
  title: 'Contrato de alquiler',
  booking: 'Reserva',
  family: 'Familia',
  gear: (delivery) => (delivery ? 'Equipo entregado a domicilio' : 'Equipo entregado'),
  unit: (name, tag) => `${name}, unidad ${tag}`,
  condition: (note) => `Estado: ${note ?? 'como nuevo, sin observaciones'}`,
  deposit: 'Fianza',
  returnBy: (delivery, moment, place) =>
    delivery ? `Retirada: ${moment}, en ${place}` : `Devolución antes de ${moment}, en ${place}`,
  handedOver: (delivery, moment, staff) =>
    `${delivery ? 'Entregado a domicilio' : 'Entregado'} el ${moment} por ${staff}`,
  terms: 'Condiciones vigentes',
  termsHash: 'SHA-256 de estas condiciones',
  signedBy: (name, moment) => `Firmado por ${name} el ${moment}`,
}

export const agreementTexts = (language: Language) => (language === 'es' ? ES : EN)
