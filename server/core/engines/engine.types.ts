import type { FactSheetEntry } from '../../../graphql/shared/brand-facts';
import type { PlatformId } from '../../../graphql/shared/platforms';

/** An AI platform Sightline asks (the list, with display names, is graphql/shared/platforms.ts). */
export type Platform = PlatformId;

/** The tracked brand as an engine (and the analysis) sees it. */
export interface BrandInfo {
  name: string;
  aliases: string[];
  website: string | null;
}

/** A tracked competitor; id is present when it comes from the database. */
export interface CompetitorInfo {
  id?: string;
  name: string;
  aliases: string[];
  website: string | null;
}

export interface Citation {
  url: string;
  title?: string;
}

export interface AskInput {
  prompt: string;
  /** The name of the topic the prompt belongs to, when it has one (what the answer is about). */
  topic?: string | null;
  brand: BrandInfo;
  competitors: CompetitorInfo[];
  /** Collection day, YYYY-MM-DD (UTC). */
  day: string;
  /** 1-based sample number when a prompt is asked several times a day. */
  sample: number;
  /**
   * Where and in which language the brand's answers are asked: an ISO 3166-1 alpha-2 country and an ISO
   * 639-1 language (CollectionSettings). Engines whose API takes a location or language pass them on.
   */
  market?: { country: string; language: string };
  /**
   * The brand's confirmed facts for that market, one entry per fact (its country's, else everywhere's): the
   * simulated engine states some of them, right or wrong; real engines ignore them.
   */
  facts?: readonly FactSheetEntry[];
}

export interface EngineAnswer {
  /** The answer as the platform returned it (markdown). */
  text: string;
  citations: Citation[];
  /** The model that actually answered (may differ from the engine's default). */
  model: string;
  /** The web searches the engine reports having run before answering, when it reports them. */
  searchQueries?: string[];
  /** The engine declined to answer (a vendor's refusal field, or the simulated engine's refusals). */
  refused?: boolean;
  /**
   * The platform showed no answer at all for the query (Google shows an AI Overview for some searches only):
   * stored as NO_ANSWER, neither a refusal nor a failure; `text` is empty.
   */
  noAnswer?: boolean;
  /**
   * Product cards the page showed beside the answer (a consumer app's shopping carousel), in their order;
   * absent or empty when it showed none. APIs give none.
   */
  products?: ProductItem[];
  /**
   * What the vendor sent (issue 61, evidence kept): its response body as parsed JSON, and the page's HTML
   * when the provider gives one. Kept with the answer (compressed) for EVIDENCE_RETENTION_DAYS; an engine
   * that gives none has its reply kept as its payload.
   */
  evidence?: EngineEvidence;
}

/** A vendor's raw payload and the page's HTML for one answer (each optional). */
export interface EngineEvidence {
  raw?: unknown;
  html?: string;
}

/** One product card as a provider (or the simulated app) gives it; what it does not give is null. */
export interface ProductItem {
  /** 1-based place in the carousel. */
  position: number;
  title: string;
  /** The maker's name as the card shows it; read against the brand and competitors when figures are made. */
  brand: string | null;
  /** The shops the card offers it from, in the card's order. */
  merchants: string[];
  price: number | null;
  /** ISO 4217, e.g. USD. */
  currency: string | null;
  /** The card's star rating, 0–5. */
  rating: number | null;
  url: string | null;
}

/** One AI platform behind one interface: real vendor adapters and the simulated engine implement it. */
export interface AnswerEngine {
  platform: Platform;
  /** Adapter name stored with each answer, e.g. 'simulated' or 'openai-responses'. */
  engine: string;
  model: string;
  simulated: boolean;
  /**
   * APP when this engine reads the platform's consumer app rather than its API (issue 61); absent means the
   * platform's usual surface (defaultSurface: the page for Google's, the API for the others).
   */
  surface?: 'APP';
  ask(input: AskInput): Promise<EngineAnswer>;
}
