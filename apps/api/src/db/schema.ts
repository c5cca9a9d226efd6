/**
 * The whole schema, for drizzle-kit and the database client: one module per area, each
 * importing the tables it references from the one that owns them (never from here).
 */
export * from './accountSchema.js';
export * from './adminSchema.js';
export * from './bookingSchema.js';
export * from './housekeepingSchema.js';
export * from './icalSchema.js';
export * from './messagesSchema.js';
export * from './propertySchema.js';
export * from './reportSchema.js';
export * from './reviewSchema.js';
