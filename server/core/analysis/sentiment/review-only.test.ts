/**
 * Languages read for sentiment from their review lexicon alone (the review-only packs of languages/): the
 * answer's language is told apart, its lexicon's words and stems read, its verdicts and negations weighed,
 * Chinese and Japanese split into words and sentences, and Korean endings read.
 */
import { describe, expect, test } from 'vitest';
import { analyzeRecord } from '../../../../tools/cli/analyze';
import { detectLanguage, reviewLanguageOf } from '../language';
import { scoreText } from '../sentiment';

const label = (text: string, competitors: string[] = []) =>
  analyzeRecord({ text, brand: 'Nordvik', competitors }).sentimentLabel;

/** [language, expected label, answer]: each written for this test, about a brand no lexicon names. */
const ANSWERS: [string, 'positive' | 'negative' | 'neutral', string][] = [
  [
    'pl',
    'positive',
    'Nordvik to solidny i niezawodny odkurzacz. Działa cicho, bateria starcza na długo, a serwis odpowiada szybko. Szczerze polecam każdemu, kto ma duże mieszkanie.',
  ],
  [
    'pl',
    'negative',
    'Nordvik niestety rozczarowuje. Po kilku miesiącach pojawiają się awarie, obsługa klienta odpowiada tygodniami, a części zamienne są za drogie. Odradzam, szkoda pieniędzy.',
  ],
  [
    'pl',
    'neutral',
    'Nordvik sprzedaje odkurzacze w trzech rozmiarach. Model podstawowy kosztuje około 900 zł, a w zestawie jest ładowarka i dwie końcówki.',
  ],
  [
    'sv',
    'positive',
    'Nordvik är ett pålitligt och prisvärt val. Appen är smidig, kundtjänsten svarar snabbt och jag skulle utan tvekan välja Nordvik igen.',
  ],
  [
    'sv',
    'negative',
    'Nordvik har blivit sämre. Appen är buggig och långsam, avgifterna har höjts och kundtjänsten är svår att nå. Jag rekommenderar inte Nordvik längre.',
  ],
  [
    'da',
    'positive',
    'Nordvik er et fremragende valg til familien. Den er solid, brugervenlig og holder i mange år, og kundeservice er hurtig. Jeg anbefaler den varmt.',
  ],
  [
    'da',
    'negative',
    'Jeg anbefaler ikke Nordvik. Appen er langsom og ustabil, der er skjulte gebyrer, og det tog tre uger at få svar fra kundeservice.',
  ],
  [
    'fi',
    'positive',
    'Nordvik on erinomainen ja luotettava valinta. Sovellus on helppokäyttöinen, akku kestää pitkään ja asiakaspalvelu vastaa nopeasti. Suosittelen lämpimästi.',
  ],
  [
    'fi',
    'negative',
    'Nordvik on valitettavasti pettymys. Laite on hidas, siinä on paljon vikoja ja asiakaspalvelu on vaikea tavoittaa. En suosittele.',
  ],
  [
    'cs',
    'positive',
    'Nordvik je spolehlivý a kvalitní vysavač. Je tichý, baterie vydrží dlouho a zákaznická podpora odpovídá rychle. Vřele doporučuji.',
  ],
  [
    'cs',
    'negative',
    'Nordvik mě zklamal. Po pár měsících se porouchal, reklamace trvala týdny a náhradní díly jsou předražené. Nedoporučuji.',
  ],
  [
    'tr',
    'positive',
    'Nordvik gerçekten kaliteli ve güvenilir bir süpürge. Sessiz çalışıyor, bataryası uzun dayanıyor ve müşteri hizmetleri hızlı. Kesinlikle tavsiye ederim.',
  ],
  [
    'tr',
    'negative',
    'Nordvik maalesef hayal kırıklığı. Birkaç ay sonra arıza çıkardı, servis çok yavaş ve yedek parçalar pahalı. Kesinlikle tavsiye etmem.',
  ],
  [
    'ja',
    'positive',
    'Nordvik は信頼性が高く、使いやすい掃除機です。バッテリーも長持ちで、サポートも丁寧です。ぜひおすすめします。',
  ],
  [
    'ja',
    'negative',
    'Nordvik は最近評判が悪いです。故障が多く、サポートの対応も遅いです。正直なところ、おすすめしません。',
  ],
  ['ja', 'neutral', 'Nordvik は北欧の掃除機メーカーです。製品は三つのサイズで販売されています。'],
  [
    'zh',
    'positive',
    'Nordvik 的扫地机器人质量稳定，续航很好，客服回复也很及时。总体来说性价比很高，我推荐 Nordvik。',
  ],
  [
    'zh',
    'negative',
    'Nordvik 最近问题很多：经常出故障，客服回复很慢，价格还涨了。说实话，我不推荐 Nordvik。',
  ],
  ['zh', 'neutral', 'Nordvik 是一家瑞典的吸尘器品牌，产品有三种尺寸，在网上和门店都可以买到。'],
  ['zh', 'negative', 'Nordvik 的吸塵器很貴，電池也不耐用，客服回覆慢又不夠專業，我覺得不值得購買。'],
  [
    'ko',
    'positive',
    'Nordvik 청소기는 조용하고 배터리도 오래갑니다. 고객센터 응대도 친절해서 만족스럽습니다. Nordvik 제품을 추천합니다.',
  ],
  [
    'ko',
    'negative',
    'Nordvik 청소기는 고장이 잦고 고객센터 연결도 어렵습니다. 가격도 비싼 편이라 Nordvik 제품은 추천하지 않습니다.',
  ],
  ['ko', 'neutral', 'Nordvik 청소기는 세 가지 크기로 판매되며, 온라인과 매장에서 살 수 있습니다.'],
  [
    'nb',
    'positive',
    'Nordvik er et pålitelig og prisgunstig valg. Appen er enkel å bruke, kundeservice svarer raskt, og jeg ville valgt Nordvik igjen.',
  ],
  [
    'nb',
    'negative',
    'Nordvik har blitt dårligere. Appen er treg og ustabil, prisene har økt, og kundeservice er vanskelig å nå. Jeg anbefaler ikke Nordvik.',
  ],
  [
    'ru',
    'positive',
    'Nordvik — надёжный и удобный пылесос. Работает тихо, аккумулятор держит долго, а поддержка отвечает быстро. Рекомендую всем, у кого большая квартира.',
  ],
  [
    'ru',
    'negative',
    'Nordvik, к сожалению, разочаровал. Через пару месяцев начались поломки, поддержка отвечает неделями, а запчасти дорогие. Не советую.',
  ],
  [
    'uk',
    'positive',
    'Nordvik — надійний і зручний пилосос. Працює тихо, акумулятор тримає довго, а підтримка відповідає швидко. Рекомендую всім, хто має велику квартиру.',
  ],
  [
    'uk',
    'negative',
    'Nordvik, на жаль, розчарував. За кілька місяців почалися поломки, підтримка відповідає тижнями, а запчастини дорогі. Не раджу.',
  ],
  [
    'el',
    'positive',
    'Η Nordvik είναι μια εξαιρετική και αξιόπιστη επιλογή. Η μπαταρία κρατάει πολύ και η υποστήριξη απαντά γρήγορα. Τη συνιστώ ανεπιφύλακτα.',
  ],
  [
    'el',
    'negative',
    'Δυστυχώς η Nordvik είναι απογοητευτική. Μετά από λίγους μήνες εμφανίστηκαν προβλήματα και η υποστήριξη είναι αργή. Αποφύγετε την.',
  ],
  [
    'ro',
    'positive',
    'Nordvik este un aspirator fiabil și de calitate. Funcționează silențios, bateria ține mult, iar suportul răspunde rapid. Îl recomand cu căldură.',
  ],
  [
    'ro',
    'negative',
    'Din păcate, Nordvik a fost o dezamăgire. După câteva luni au apărut defecte, suportul răspunde greu, iar piesele sunt prea scumpe. Nu recomand.',
  ],
  [
    'hu',
    'positive',
    'A Nordvik megbízható és kényelmes porszívó. Csendesen működik, az akkumulátor sokáig bírja, az ügyfélszolgálat pedig gyorsan válaszol. Bátran ajánlom.',
  ],
  [
    'hu',
    'negative',
    'A Nordvik sajnos csalódás volt. Néhány hónap után elromlott, az ügyfélszolgálat lassú, az alkatrészek pedig túl drágák. Nem ajánlom.',
  ],
];

describe('sentiment in the languages read from their review lexicon alone', () => {
  test.each(ANSWERS)('%s, %s', (language, expected, text) => {
    expect(detectLanguage(text)).toBe('other');
    expect(reviewLanguageOf(text)).toBe(language);
    expect(label(text)).toBe(expected);
  });

  test('Norwegian is told from Danish by the words they spell apart; a language with no lexicon reads as English', () => {
    expect(
      reviewLanguageOf(
        'Jeg anbefaler ikke dette selskapet. Appen er treg, kundeservice er vanskelig å nå og prisene er for høye.',
      ),
    ).toBe('nb');
    expect(
      reviewLanguageOf(
        'Jeg anbefaler ikke dette selskab. Appen er langsom, kundeservice er svær at få fat i, og priserne er for høje.',
      ),
    ).toBe('da');
    expect(
      label(
        'Nordvik er dessverre en skuffelse. Appen er treg og ustabil, og kundeservice er vanskelig å nå. Jeg ville ikke valgt Nordvik.',
      ),
    ).toBe('negative');
    // "Not worth the money" is advice against, not turned by its own "ikke".
    expect(
      label(
        'Nordvik lager god mat, men for de fleste er den ikke verdt pengene. Maten er fin, men leveringen er for sjelden.',
      ),
    ).toBe('negative');
    expect(
      reviewLanguageOf(
        'Nordvik adalah perusahaan yang menjual penyedot debu dalam tiga ukuran di Indonesia.',
      ),
    ).toBe('en');
  });

  test('Danish that shares its short words with Dutch is not read as Dutch', () => {
    expect(
      detectLanguage(
        'Der er mange udbydere, men de fleste er dyre. Nordvik er en af de bedste, og den er ikke dyr. Hvis du vil have en god pris, er det et godt valg, og de har en app der er nem at bruge.',
      ),
    ).toBe('other');
    expect(
      detectLanguage(
        'Er zijn veel aanbieders, maar de meeste zijn duur. Nordvik is een van de beste en het is niet duur.',
      ),
    ).toBe('nl');
  });

  test('a stem stands for its endings, and the longest stem decides', () => {
    // "polec*" reads "polecany", "nedoporuč*" outweighs "doporuč*" in "nedoporučuji".
    expect(scoreText('Ten model jest często polecany.', 'pl').sum).toBeGreaterThan(0);
    expect(scoreText('Ten vysavač nedoporučuji.', 'cs').sum).toBeLessThan(0);
    expect(scoreText('Tento vysavač doporučuji.', 'cs').sum).toBeGreaterThan(0);
  });

  test('a negator before a word flips it, and a negated verdict speaks against what follows', () => {
    expect(scoreText('Aplikacja nie jest stabilna.', 'pl').sum).toBeLessThan(0);
    expect(
      label(
        'Nordvik ma ładny design i niską cenę na start. Mimo to nie polecam Nordvik nikomu, kto potrzebuje sprzętu na lata.',
      ),
    ).toBe('negative');
  });

  test('Chinese, Japanese and Korean are told apart by their scripts, whatever script a name is written in', () => {
    expect(reviewLanguageOf('Hinata（ひなた）是日本的狗粮品牌，原料透明，适口性好，很多饲主都很满意。')).toBe(
      'zh',
    );
    expect(
      reviewLanguageOf('칭산(青山)은 항저우의 차 브랜드로, 향이 또렷하고 떫은맛이 적어 만족스럽습니다.'),
    ).toBe('ko');
    expect(reviewLanguageOf('Nordvik は信頼性が高く、使いやすい掃除機です。サポートも丁寧です。')).toBe('ja');
    expect(detectLanguage('青山茶叶的龙井价格在同档次品牌里属于中等偏上，这个品牌创立于2012年。')).toBe(
      'other',
    );
  });

  test('Chinese is split into words, its negations read before what they turn', () => {
    expect(scoreText('质量很稳定', 'zh').sum).toBeGreaterThan(0);
    expect(scoreText('质量不稳定', 'zh').sum).toBeLessThan(0);
    // ICU keeps "我不" together: it negates as "不" does.
    expect(scoreText('我不推荐', 'zh').sum).toBeLessThan(0);
    expect(scoreText('仍不夠透明', 'zh').sum).toBeLessThan(0);
  });

  test('Korean reads stems with their endings, a "-지" form before a negation, and "-지만" as but', () => {
    expect(scoreText('만족스러운 제품입니다', 'ko').sum).toBeGreaterThan(0);
    expect(scoreText('품질이 좋지 않습니다', 'ko').sum).toBeLessThan(0);
    expect(scoreText('추천하기 어렵습니다', 'ko').sum).toBeLessThan(0);
    // The praise after "-지만" outweighs the regret before it.
    expect(scoreText('가격이 오른 건 아쉽지만 품질은 훌륭합니다', 'ko').sum).toBeGreaterThan(0);
    // The object stands before the verb: advice for a rival named there is not the brand's.
    expect(label('Nordvik 청소기는 조용합니다. 하지만 저는 Sorbo 제품을 더 추천합니다.', ['Sorbo'])).not.toBe(
      'positive',
    );
  });

  test('Japanese is split into words and at its full stops, so praise of a rival stays with the rival', () => {
    expect(scoreText('使いやすい', 'ja').sum).toBeGreaterThan(0);
    expect(scoreText('使いにくい', 'ja').sum).toBeLessThan(0);
    expect(
      label(
        'Nordvik は故障が多く、サポートも遅いです。Sorbo は信頼性が高く、使いやすいです。Sorbo をおすすめします。',
        ['Sorbo'],
      ),
    ).toBe('negative');
  });
});
