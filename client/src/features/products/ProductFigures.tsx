import { SimpleGrid, Stack } from '@chakra-ui/react';
import type { ProductFigures_VisibilityFragment } from '../../__generated__/graphql';
import { InfoTip } from '../../components/InfoTip';
import { StatCard } from '../../components/StatCard';
import { countOf, formatCount } from '../../lib/format';
import { FigureButton } from '../answers/FigureButton';
import type { AnswersRequest } from '../answers/answersRequest';
import { formatRate, rateIntervalInWords } from './surfaceRate';

/** The answers the Products screen counts: the page filter's answered APP answers (the drawer adds the filter). */
export const appAnswersRequest = (periodProse: string): AnswersRequest => ({
  title: 'Products · App answers',
  filter: { surface: 'APP', status: 'OK' },
  period: periodProse,
  measure: { kind: 'visibility' },
});

/** The app answers among those that showed at least one product card (the trigger rate's numerator). */
export const answersWithProductsRequest = (periodProse: string): AnswersRequest => ({
  title: 'Products · Answers with product cards',
  filter: { surface: 'APP', status: 'OK', hasProducts: true },
  period: periodProse,
  measure: { kind: 'visibility' },
});

/**
 * The Products screen's headline figures: the app answers counted (they open in the drawer), how often they
 * showed product cards, and how much of those cards were the brand's, each rate with its interval in words.
 */
export function ProductFigures({
  figures,
  brand,
  periodProse,
}: {
  figures: ProductFigures_VisibilityFragment;
  brand: string;
  periodProse: string;
}) {
  const triggerInterval = rateIntervalInWords(figures.triggerRate);
  const shareInterval = rateIntervalInWords(figures.shareOfCards);
  return (
    <SimpleGrid columns={{ base: 1, sm: 3 }} gap={{ base: '3', md: '4' }}>
      <StatCard
        label="App answers"
        value={
          <FigureButton
            label={`${countOf(figures.answers, 'app answer')}: show them`}
            request={appAnswersRequest(periodProse)}
          >
            {formatCount(figures.answers)}
          </FigureButton>
        }
        help={`Answers read on the apps' pages ${periodProse}: the pages that could show product cards`}
        info={
          <InfoTip
            label="About app answers"
            content="Answers read from the page a platform's app shows people (ChatGPT's, Perplexity's or Gemini's app when you ask it there, Google's AI Overview and AI Mode always), answered ones only. APIs show no product cards."
          />
        }
      />
      <StatCard
        label="Product card trigger rate"
        value={formatRate(figures.triggerRate)}
        help={
          <Stack as="span" gap="0.5">
            <span>
              <FigureButton
                label={`${countOf(figures.answersWithProducts, 'app answer')} with product cards: show them`}
                request={answersWithProductsRequest(periodProse)}
              >
                {formatCount(figures.answersWithProducts)}
              </FigureButton>
              {` of ${countOf(figures.answers, 'app answer')} showed product cards`}
            </span>
            {triggerInterval && <span>{`The rate is ${triggerInterval}`}</span>}
          </Stack>
        }
        info={
          <InfoTip
            label="About the trigger rate"
            content="App answers showing at least one product card ÷ app answers. Its 95 % interval is the range the rate is likely in, given how many answers it rests on."
          />
        }
      />
      <StatCard
        label="Your share of product cards"
        value={formatRate(figures.shareOfCards)}
        help={
          <Stack as="span" gap="0.5">
            <span>
              {figures.cards === 0
                ? 'No product cards to count'
                : `${formatCount(figures.brandCards)} of ${countOf(figures.cards, 'card')} showed ${brand}'s products`}
            </span>
            {shareInterval && <span>{`The share is ${shareInterval}`}</span>}
          </Stack>
        }
        info={
          <InfoTip
            label="About the share of cards"
            content={`Cards whose maker reads as ${brand} (its name or an alias, as a mention in an answer is read) ÷ all product cards in these answers. The interval treats the cards as independent draws.`}
          />
        }
      />
    </SimpleGrid>
  );
}
