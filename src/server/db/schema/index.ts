// The database's tables, one file per part of the product that owns them. The server and its
// tests import them from here, and drizzle-kit reads this index (drizzle.config.ts). A file
// imports the tables it references only from files listed above it, and the column helpers
// from columns.ts, so the schema's files never import one another in a circle.
export * from './accounts'
export * from './platform'
export * from './catalogue'
export * from './inventory'
export * from './pricing'
export * from './bookings'
export * from './booking-versions'
export * from './reservations'
export * from './flights'
export * from './promotions'
export * from './payments'
export * from './payment-sandbox'
export * from './files'
export * from './deposits'
export * from './claims'
export * from './handover'
export * from './audit'
export * from './mail'
export * from './content'
export * from './support'
