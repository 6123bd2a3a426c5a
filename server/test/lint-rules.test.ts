/**
 * The architecture's two lint rules (eslint-rules/sightline.js) must fail the lint on a violation: a module
 * folder importing one that imports it back, and SQL written outside a store. Each case lints source text
 * under a real file name with the project's own ESLint configuration.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, test } from 'vitest';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const eslint = new ESLint({ cwd: root });

async function ruleMessages(file: string, text: string, ruleId: string): Promise<string[]> {
  const [result] = await eslint.lintText(text, { filePath: path.join(root, file) });
  return result!.messages.filter((message) => message.ruleId === ruleId).map((message) => message.message);
}

describe('module-cycles', () => {
  test('a module importing a module that imports it back fails the lint, naming the route', async () => {
    // action imports brands (requireActionCenter), so brands importing action closes a loop.
    const messages = await ruleMessages(
      'server/modules/brands/brands.service.ts',
      "import { actionChecklist } from '../action/action.service';\nexport const checklist = actionChecklist;\n",
      'sightline/module-cycles',
    );
    expect(messages).toHaveLength(1);
    expect(messages[0]).toMatch(
      /Module cycle: modules\/brands imports modules\/action, and modules\/action -> .*modules\/brands/,
    );
  });

  test('an import down the module graph passes', async () => {
    const messages = await ruleMessages(
      'server/modules/action/action.extra.ts',
      "import { requireActionCenter } from '../brands/brands.service';\nexport const check = requireActionCenter;\n",
      'sightline/module-cycles',
    );
    expect(messages).toEqual([]);
  });
});

describe('module-front-doors', () => {
  test('a file outside a module reaching into it fails the lint, type-only imports too, naming the door', async () => {
    const messages = await ruleMessages(
      'server/rest/extra.routes.ts',
      "import { listTopics } from '../modules/topics/topics.store';\nimport type { TopicRow } from '../modules/topics/topics.store';\nexport const read = listTopics;\nexport type Row = TopicRow;\n",
      'sightline/module-front-doors',
    );
    expect(messages).toEqual([
      "'../modules/topics/topics.store' reaches into modules/topics: import its front door, '../modules/topics' (its index.ts exports what others may use).",
      "'../modules/topics/topics.store' reaches into modules/topics: import its front door, '../modules/topics' (its index.ts exports what others may use).",
    ]);
  });

  test('another module, a test and a tool are outside too; the door itself passes', async () => {
    const deep =
      "import { createJobQueue } from '../../core/jobs/queue';\nexport const queue = createJobQueue;\n";
    expect(
      await ruleMessages('server/modules/topics/topics.service.ts', deep, 'sightline/module-front-doors'),
    ).toHaveLength(1);
    expect(
      await ruleMessages('server/modules/topics/topics.test.ts', deep, 'sightline/module-front-doors'),
    ).toHaveLength(1);
    expect(
      await ruleMessages(
        'tools/cli/extra.ts',
        "import { analyzeAnswer } from '../../server/core/analysis/pipeline';\nexport const read = analyzeAnswer;\n",
        'sightline/module-front-doors',
      ),
    ).toHaveLength(1);
    expect(
      await ruleMessages(
        'server/modules/topics/topics.service.ts',
        "import { createJobQueue } from '../../core/jobs';\nexport const queue = createJobQueue;\n",
        'sightline/module-front-doors',
      ),
    ).toEqual([]);
  });

  test("inside a module, files import each other directly and never the module's own door", async () => {
    expect(
      await ruleMessages(
        'server/modules/topics/topics.service.ts',
        "import { listTopics } from './topics.store';\nexport const read = listTopics;\n",
        'sightline/module-front-doors',
      ),
    ).toEqual([]);
    expect(
      await ruleMessages(
        'server/modules/topics/topics.service.ts',
        "import { listTopics } from '.';\nexport const read = listTopics;\n",
        'sightline/module-front-doors',
      ),
    ).toEqual(['Inside modules/topics, import the file itself: its index.ts is the door for other modules.']);
  });
});

describe('core-below-domains', () => {
  test('a core module importing a domain module fails the lint', async () => {
    const messages = await ruleMessages(
      'server/core/rollups/rollups.store.ts',
      "import { listTopics } from '../../modules/topics';\nexport const topics = listTopics;\n",
      'sightline/core-below-domains',
    );
    expect(messages).toEqual([
      'core/rollups is a core module: it may not import the product domain modules/topics. Pass what it needs in, or move the shared part down into core.',
    ]);
  });

  test('a core module importing another core module, and a domain module importing core, pass', async () => {
    expect(
      await ruleMessages(
        'server/core/rollups/rollups.store.ts',
        "import { createJobQueue } from '../jobs';\nexport const queue = createJobQueue;\n",
        'sightline/core-below-domains',
      ),
    ).toEqual([]);
    expect(
      await ruleMessages(
        'server/modules/topics/topics.service.ts',
        "import { createJobQueue } from '../../core/jobs';\nexport const queue = createJobQueue;\n",
        'sightline/core-below-domains',
      ),
    ).toEqual([]);
  });
});

describe('one vocabulary', () => {
  test('a new userId fails the lint, whether it holds a brand or a person', async () => {
    const messages = await ruleMessages(
      'server/modules/topics/topics.service.ts',
      "export const scopeOf = (userId: string) => ({ userId });\nexport type Owner = Pick<{ userId: string }, 'userId'>;\n",
      'no-restricted-syntax',
    );
    expect(messages.length).toBeGreaterThanOrEqual(4);
    expect(new Set(messages)).toEqual(
      new Set(["Say brandId for a brand's id or personId for a person's (userId meant both)."]),
    );
  });

  test("brandId, personId and the REST contract's user_id pass", async () => {
    const messages = await ruleMessages(
      'server/modules/topics/topics.service.ts',
      'export const scopeOf = (brandId: string, personId: string) => ({ brandId, personId, user_id: brandId });\n',
      'no-restricted-syntax',
    );
    expect(messages).toEqual([]);
  });
});

describe('one prompt kind', () => {
  test('a union of the stored words written again fails the lint; PromptKind passes', async () => {
    const messages = await ruleMessages(
      'server/modules/topics/topics.service.ts',
      "export type Kind = 'brand' | 'generic';\nexport type Both = 'BRANDED' | 'UNBRANDED';\n",
      'no-restricted-syntax',
    );
    expect(messages).toEqual([
      'A prompt kind is PromptKind (graphql/shared/prompt-kinds.ts); the stored words are StoredPromptKind (server/db/prompt-kinds.ts).',
    ]);
  });
});

describe('sql-in-stores', () => {
  const statement =
    'export const load = (db: { query(sql: string, values: unknown[]): unknown }, id: string) =>\n' +
    '  db.query(`/* loadTopic */ select id, name from public.topics where id = $1`, [id]);\n';

  test('SQL in a service fails the lint', async () => {
    const messages = await ruleMessages(
      'server/modules/topics/topics.service.ts',
      statement,
      'sightline/sql-in-stores',
    );
    expect(messages).toHaveLength(1);
    expect(messages[0]).toContain('SQL belongs in a *.store.ts file');
  });

  test('the same statement in a store passes, and prose that mentions "select" is not SQL', async () => {
    expect(
      await ruleMessages('server/modules/topics/topics.store.ts', statement, 'sightline/sql-in-stores'),
    ).toEqual([]);
    expect(
      await ruleMessages(
        'server/modules/topics/topics.service.ts',
        "export const hint = 'Select a topic from the list to see its prompts.';\n",
        'sightline/sql-in-stores',
      ),
    ).toEqual([]);
  });
});
