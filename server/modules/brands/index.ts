/** The front door of server/modules/brands: what other modules may use. */
export { audited, recordAudit } from './audit';
export { brandsResolvers } from './brands.resolvers';
export { createBrandsRouter } from './brands.routes';
export {
  accountSettings,
  accountSettingsRead,
  brandDomainOf,
  jobScope,
  memberProfile,
  requireActionCenter,
  validBrand,
  viewerBrand,
  viewerProfile,
  viewerWorkspace,
} from './brands.service';
export type { BrandInput } from './brands.service';
export {
  getAccountAppPlatforms,
  getAccountIdByEmail,
  getAccountPlatforms,
  getBrand,
  getCollectionProfile,
  getProfile,
  insertAuditEntry,
  markUnevenSamples,
  profileExists,
  setAccountAppPlatforms,
  setBrandAttributes,
  updateCollectionProfile,
  upsertBrand,
  upsertBrandWithDescription,
  upsertProfileSettings,
} from './brands.store';
export type { BrandModel, BrandRow, WorkspaceRow } from './brands.store';
