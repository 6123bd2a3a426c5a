/**
 * GET /api/product-visibility and GET /api/surface-divergence: productVisibility(…) and surfaceDivergence(…)
 * as GraphQL gives them, in the REST routes' envelope and snake_case, under the REST page filter
 * (rest/page-filter.ts).
 */
import express from 'express';
import type { AppDeps } from '../../context';
import { restHandler } from '../../rest/handler';
import { pageFilterArgsOf } from '../../rest/page-filter';
import { productVisibility, surfaceDivergence, type SurfaceRate } from './surfaces.service';

const rateBody = ({ value, low, high }: SurfaceRate) => ({ value, low, high });

export function createSurfacesRouter(deps: AppDeps) {
  const router = express.Router();
  router.get(
    '/product-visibility',
    restHandler(deps, { access: 'account', cacheBody: true }, async (scope, req) => {
      const figures = await productVisibility(scope, pageFilterArgsOf(req));
      return {
        answers: figures.answers,
        answers_with_products: figures.answersWithProducts,
        trigger_rate: rateBody(figures.triggerRate),
        cards: figures.cards,
        brand_cards: figures.brandCards,
        share_of_cards: rateBody(figures.shareOfCards),
        top_products: figures.topProducts.map((product) => ({
          title: product.title,
          brand: product.brand,
          is_brand: product.isBrand,
          competitor_id: product.competitorId,
          cards: product.cards,
          average_position: product.averagePosition,
        })),
        merchants: figures.merchants.map((merchant) => ({
          merchant: merchant.merchant,
          cards: merchant.cards,
          brand_cards: merchant.brandCards,
        })),
      };
    }),
  );
  router.get(
    '/surface-divergence',
    restHandler(deps, { access: 'account', cacheBody: true }, async (scope, req) => ({
      platforms: (await surfaceDivergence(scope, pageFilterArgsOf(req))).map((row) => ({
        platform: row.platform,
        pairs: row.pairs,
        visibility_agreement: rateBody(row.visibilityAgreement),
        api_visibility: rateBody(row.apiVisibility),
        app_visibility: rateBody(row.appVisibility),
        cited_domain_overlap: row.citedDomainOverlap,
        pairs_with_sources: row.pairsWithSources,
      })),
    })),
  );
  return router;
}
