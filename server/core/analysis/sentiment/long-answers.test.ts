// @vitest-environment node
import { describe, expect, test } from 'vitest';
import { sentimentOf } from './reading.fixture';

/**
 * Long answers shaped as assistants write them (an opening, headings, a table, a verdict), each read for
 * the rule that decides the brand's sentiment: where the decision is in the verdict's wording rather than
 * in the strengths listed before it.
 */
const read = (brand: string, competitors: string[], text: string) => sentimentOf(text, brand, competitors);

describe('a verdict that finds the brand hard to recommend is advice against it', () => {
  test('English: "hard to justify", after praise', () => {
    const text = [
      'Here is how the main invoicing tools for Canadian freelancers compare.',
      '',
      '## Tallybird',
      '',
      'Tallybird has the cleanest interface of the group, with quick invoice templates and a pleasant mobile app. Setup takes minutes.',
      '',
      '## FreshBooks',
      '',
      'FreshBooks is the most complete option for service businesses, with time tracking and sales tax reports.',
      '',
      '| Tool | Price | GST/HST report |',
      '|---|---|---|',
      '| Tallybird | $14/month | No |',
      '| FreshBooks | $21/month | Yes |',
      '',
      '## Verdict',
      '',
      'Tallybird looks lovely, but for freelancers who file sales tax it is hard to justify. FreshBooks does the same job and handles GST/HST far better.',
    ].join('\n');
    expect(read('Tallybird', ['FreshBooks'], text)).toEqual({ label: 'negative', rule: 'verdict-against' });
  });

  test('Swedish: "svårt att rekommendera", after praise', () => {
    const text = [
      'Så här står sig bilpoolerna i Stockholm mot varandra.',
      '',
      '## Ranka Bilpool',
      '',
      'Ranka Bilpool har en snygg app och nya elbilar. Priset per timme är lågt.',
      '',
      '## Aimo',
      '',
      'Aimo har fler bilar men är dyrare på långa resor.',
      '',
      '| Tjänst | Pris per timme |',
      '|---|---|',
      '| Ranka Bilpool | 89 kr |',
      '| Aimo | 119 kr |',
      '',
      '## Slutsats',
      '',
      'Idén bakom Ranka Bilpool är bra, men så länge bilarna ofta saknas på helgerna är det svårt att rekommendera tjänsten till någon som behöver en bil varje vecka.',
    ].join('\n');
    expect(read('Ranka Bilpool', ['Aimo'], text)).toEqual({ label: 'negative', rule: 'verdict-against' });
  });

  test('Japanese: "を選ぶ理由は薄い", little reason to choose it', () => {
    const text = [
      '家庭用蓄電池の主なメーカーを比較します。',
      '',
      '## こもれび電池',
      '',
      'こもれび電池はデザインが良く、アプリも使いやすいです。',
      '',
      '## ニチコン',
      '',
      'ニチコンは実績が長く、保証も手厚いです。',
      '',
      '| メーカー | 容量 | 保証 |',
      '|---|---|---|',
      '| こもれび電池 | 7kWh | 10年 |',
      '| ニチコン | 12kWh | 15年 |',
      '',
      '## 結論',
      '',
      '容量と保証を考えると、わざわざこもれび電池を選ぶ理由は薄いと言えます。',
    ].join('\n');
    expect(read('こもれび電池', ['ニチコン'], text)).toEqual({ label: 'negative', rule: 'verdict-against' });
  });
});

describe('a verdict in a sentence that leaves the choice to the reader decides nothing', () => {
  test('Swedish: "varken ett fynd eller ett dåligt köp – det beror på dig"', () => {
    const text = [
      'Hemförsäkringar skiljer sig mer i villkor än i pris.',
      '',
      '## Trygga Hem',
      '',
      'Trygga Hem har ett lågt pris och en enkel app. Självrisken är däremot hög och kundtjänsten är långsam.',
      '',
      '## Folksam',
      '',
      'Folksam har bredare skydd men kostar mer.',
      '',
      '## Sammanfattning',
      '',
      'Trygga Hem är varken ett fynd eller ett dåligt köp – det beror på dig och hur mycket självrisk du klarar.',
    ].join('\n');
    expect(read('Trygga Hem', ['Folksam'], text).rule).toBe('balanced-account');
  });

  test('English: "pick it or skip it — it depends on how you work"', () => {
    const text = [
      'Note-taking apps differ more in how they organise than in what they cost.',
      '',
      '## Quillery',
      '',
      'Quillery is fast and its search is excellent. Syncing is slow, though, and the mobile app is clumsy.',
      '',
      '## Notion',
      '',
      'Notion does far more, with databases and templates.',
      '',
      '## Bottom line',
      '',
      'Pick Quillery or pass on it: it depends on how much you write on your phone.',
    ].join('\n');
    expect(read('Quillery', ['Notion'], text).rule).toBe('balanced-account');
  });
});

describe('advice for a rival is not the answer’s verdict', () => {
  test('English: "I would pick it over Tatchi": the rival is the one passed over', () => {
    const text = [
      'Serums for sensitive skin vary most in fragrance and price.',
      '',
      '| Serum | Price | Fragrance-free |',
      '|---|---|---|',
      '| Hinoki Serum | ~$38 | Yes |',
      '| Tatchi Rice Serum | ~$70 | No |',
      '',
      'Tatchi is the better-known name, but it is more expensive and contains fragrance.',
      '',
      '## Verdict',
      '',
      'If you have sensitive skin and have struggled to find a serum that does not sting, Hinoki is worth the money. It is gentle, well-formulated and pleasant to use, and for reactive skin I would pick it over Tatchi without hesitation.',
    ].join('\n');
    expect(read('Hinoki', ['Tatchi'], text).rule).not.toBe('verdict-recommends-rival');
  });
});
