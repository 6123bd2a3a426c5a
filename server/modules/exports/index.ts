/** The front door of server/modules/exports: what other modules may use. */
export { createExportsRouter } from './exports.routes';
