/**
 * The message catalogs (messages/{en,mr,hi}.json), compiled by Paraglide JS into one function per
 * message: `m.nights({ count: 2 })` in the language being rendered (see `renderIn`). A bundle
 * holds only the messages its code calls.
 */
export * as m from './paraglide/messages.js';
