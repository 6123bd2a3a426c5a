/** The parts of nlp.js's language packs the sentiment scorer reads: a stemmer and a sentiment lexicon. */
interface NlpjsStemmer {
  stemWord(word: string): string;
}

interface NlpjsSentimentLexicon {
  /** Stemmed word -> valence in [-1, 1] (SentiCon). */
  senticon?: Record<string, number>;
  /** Stemmed word -> valence in [-1, 1] (Pattern). */
  pattern?: Record<string, number>;
  /** Stemmed word -> valence in [-5, 5] (AFINN). */
  afinn?: Record<string, number>;
  negations: { words: string[] };
  stemmed?: boolean;
}

declare module '@nlpjs/lang-de' {
  export const StemmerDe: new () => NlpjsStemmer;
  export const SentimentDe: NlpjsSentimentLexicon;
}

declare module '@nlpjs/lang-fr' {
  export const StemmerFr: new () => NlpjsStemmer;
  export const SentimentFr: NlpjsSentimentLexicon;
}

declare module '@nlpjs/lang-es' {
  export const StemmerEs: new () => NlpjsStemmer;
  export const SentimentEs: NlpjsSentimentLexicon;
}

declare module '@nlpjs/lang-it' {
  export const StemmerIt: new () => NlpjsStemmer;
  export const SentimentIt: NlpjsSentimentLexicon;
}

declare module '@nlpjs/lang-pt' {
  export const StemmerPt: new () => NlpjsStemmer;
  export const SentimentPt: NlpjsSentimentLexicon;
}

declare module '@nlpjs/lang-nl' {
  export const StemmerNl: new () => NlpjsStemmer;
  export const SentimentNl: NlpjsSentimentLexicon;
}
