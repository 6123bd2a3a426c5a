/** Query.oneRunAgreement: the account's own one-run agreement per platform under the page filter. */
import { isPlatformId, platformLabel, type PlatformId } from '../../../graphql/shared/platforms';
import { storedPromptKind } from '../../db/prompt-kinds';
import type { BrandScope } from '../../scope';
import { pageFilter, type PageFilterArgs } from '../metrics';
import { requireTopic } from '../topics';
import { agreementOf, type Agreement } from './agreement';
import { getAgreementGroups } from './sampling.store';

export interface OneRunAgreementModel extends Agreement {
  platform: PlatformId;
  label: string;
}

/**
 * Per platform, the prompt-days (per surface) asked at least MIN_AGREEMENT_SAMPLES times under the page
 * filter (the last 30 days, every platform, unbranded prompts unless given), as (samples, naming) counts.
 */
export async function oneRunAgreement(
  scope: BrandScope,
  args: PageFilterArgs & { topicId?: string | null },
): Promise<OneRunAgreementModel[]> {
  const filter = pageFilter(scope.today, args);
  const topic = args.topicId ? await requireTopic(scope, args.topicId) : null;
  const rows = await getAgreementGroups(scope.db, {
    brandId: scope.brandId,
    from: filter.from,
    to: filter.to,
    platforms: filter.platforms,
    kind: storedPromptKind(filter.kind),
    topicId: topic && !topic.isAggregate ? topic.id : null,
  });
  const byPlatform = new Map<PlatformId, { samples: number; visible: number }[]>();
  for (const row of rows) {
    if (!isPlatformId(row.platform)) continue;
    const groups = byPlatform.get(row.platform) ?? [];
    for (let i = 0; i < row.groups; i++) groups.push({ samples: row.samples, visible: row.visible });
    byPlatform.set(row.platform, groups);
  }
  return [...byPlatform.entries()]
    .map(([platform, groups]) => ({ platform, label: platformLabel(platform), ...agreementOf(groups) }))
    .sort((a, b) => a.label.localeCompare(b.label));
}
