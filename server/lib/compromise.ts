/**
 * compromise (an English tagger with its lexicon), loaded on first use rather than with the server:
 * evaluating it builds its lexicon, about 0.3 s of a restart's CPU, and only the analyzer and the report
 * wizard's keywords use it. Loaded as the package's one-file CommonJS build (one file to read, not 300).
 */
import { createRequire } from 'node:module';
import type Compromise from 'compromise/two';

let loaded: typeof Compromise | undefined;

export const compromise = (): typeof Compromise =>
  (loaded ??= createRequire(import.meta.url)('compromise/two') as typeof Compromise);
