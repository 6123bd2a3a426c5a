/** The front door of server/modules/surfaces: answers' surfaces, product cards, app against API (issue 61). */
export { surfacesResolvers } from './surfaces.resolvers';
export { createSurfacesRouter } from './surfaces.routes';
export {
  jaccard,
  productVisibility,
  surfaceDivergence,
  surfaceRate,
  type ProductVisibilityModel,
  type SurfaceDivergenceModel,
  type SurfaceRate,
} from './surfaces.service';
