import { Badge, Button, Stack } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import type { FactClaimStatus, Platform } from '../../__generated__/graphql';
import { formatDay } from '../../lib/format';
import { platformName } from '../../lib/platforms';
import { useOpenAnswers } from '../answers/AnswersDrawer';
import { QuoteFacts, QuoteText } from '../narrative/Quote';

/** The statuses a fact's wrong value can have, as badges. */
const WRONG_STATUSES: Partial<Record<FactClaimStatus, { label: string; palette: string }>> = {
  WRONG: { label: 'Wrong', palette: 'red' },
  OUTDATED: { label: 'Out of date', palette: 'orange' },
};

export function ClaimStatusBadge({ status }: { status: FactClaimStatus }) {
  const shown = WRONG_STATUSES[status];
  if (!shown) return null;
  return (
    <Badge size="sm" variant="subtle" colorPalette={shown.palette}>
      {shown.label}
    </Badge>
  );
}

/**
 * One claim's quote as a list item: the words (the value stated marked), where and when they were said, what the list adds (above the
 * quote and beside the place), and Show answer, which opens the answer in the drawer.
 */
export function ClaimQuote({
  claim,
  brand,
  drawerTitle,
  above,
  badges,
}: {
  claim: { quote: string; stated: string; answerId: string; platform: Platform; day: string };
  brand: string;
  /** What the drawer is titled before the place and day: "Facts · Price". */
  drawerTitle: string;
  above?: ReactNode;
  badges?: ReactNode;
}) {
  const openAnswers = useOpenAnswers();
  const saidWhere = `${platformName(claim.platform)}, ${formatDay(claim.day)}`;
  return (
    <Stack as="li" gap="1" borderStartWidth="3px" ps="3">
      {above}
      <QuoteText text={claim.quote} brand={brand} stated={claim.stated} />
      <QuoteFacts platform={claim.platform} day={claim.day}>
        {badges}
        {openAnswers && (
          <Button
            variant="plain"
            size="xs"
            px="0"
            h="auto"
            color="teal.fg"
            // The visible words start the name, as speech input users say them (WCAG 2.5.3).
            aria-label={`Show answer: the one this quote is from (${saidWhere})`}
            onClick={() => openAnswers({ title: `${drawerTitle} · ${saidWhere}`, answerId: claim.answerId })}
          >
            Show answer
          </Button>
        )}
      </QuoteFacts>
    </Stack>
  );
}
