/**
 * Languages read for sentiment from their review lexicon alone (the review-only packs of languages/): the
 * answer's language is told apart, its lexicon's words and stems read, its verdicts and negations weighed,
 * and Japanese split into words and sentences.
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

  test('Norwegian is read with the Danish lexicon, which carries its spellings; a language with none as English', () => {
    expect(
      reviewLanguageOf(
        'Jeg anbefaler ikke dette selskapet. Appen er treg, kundeservice er vanskelig å nå og prisene er for høye.',
      ),
    ).toBe('da');
    expect(
      label(
        'Nordvik er dessverre en skuffelse. Appen er treg og ustabil, og kundeservice er vanskelig å nå. Jeg ville ikke valgt Nordvik.',
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
