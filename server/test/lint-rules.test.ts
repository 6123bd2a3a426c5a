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
    // action imports accounts (requireActionCenter), so accounts importing action closes a loop.
    const messages = await ruleMessages(
      'server/modules/accounts/accounts.service.ts',
      "import { actionChecklist } from '../action/action.service';\nexport const checklist = actionChecklist;\n",
      'sightline/module-cycles',
    );
    expect(messages).toHaveLength(1);
    expect(messages[0]).toMatch(/Module cycle: accounts imports action, and action -> .*accounts/);
  });

  test('an import down the module graph passes', async () => {
    const messages = await ruleMessages(
      'server/modules/action/action.extra.ts',
      "import { requireActionCenter } from '../accounts/accounts.service';\nexport const check = requireActionCenter;\n",
      'sightline/module-cycles',
    );
    expect(messages).toEqual([]);
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
