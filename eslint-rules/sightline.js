/**
 * Sightline's own lint rules for the server's architecture (see ARCHITECTURE.md):
 *
 * - module-front-doors: a module (a folder of server/modules/ or server/core/) is entered only through its
 *   index.ts: from outside, an import names the folder, never a file inside it (type-only imports too);
 *   inside, files import each other directly and never their own index (which would import them back).
 * - core-below-domains: the core modules (server/core/*: the analyzer, the answer engines, the job queue,
 *   mail, the rollups) know no product domain, so their production files never import server/modules/.
 * - module-cycles: a module must not import another module that imports it back, directly or through
 *   others. Module level, not file level: action.resolvers.ts -> crawlers.service.ts -> action.service.ts is
 *   a cycle between two folders though no file imports itself. Production files only: tests may reach
 *   across (they are not imported by anything).
 * - sql-in-stores: SQL is written only in *.store.ts files and under server/db/ (migrations, the adapters,
 *   the change notice, the seed's SQL-free wiring). Tests (*.test.ts, server/test/) and the tools
 *   (tools/, which build synthetic data sets and time raw statements) may hold SQL too.
 *
 * eslint-plugin-import-x's no-cycle works on files, so it misses folder cycles; dependency-cruiser's
 * `circular` is file-level too (the test in server/test/import-circles.test.ts uses it for file circles).
 * A small rule over the module graph says exactly what we mean.
 */
import fs from 'node:fs';
import path from 'node:path';

/** Where modules live: each folder under these is one module. */
const MODULE_ROOTS = [path.join('server', 'modules'), path.join('server', 'core')];
const IMPORT_PATTERN =
  /(?:^|[\s;])(?:import|export)\s[^'"`;]*?from\s*['"](\.[^'"]+)['"]|import\(\s*['"](\.[^'"]+)['"]\s*\)/g;

const isTest = (file) => /\.test\.tsx?$/.test(file);

/** The module a path belongs to ({ name: 'core/jobs', dir, root }), or null; `inside` when below its folder. */
function moduleAt(file, root) {
  for (const moduleRoot of MODULE_ROOTS) {
    const parts = path.relative(path.join(root, moduleRoot), file).split(path.sep);
    if (parts[0] === '..' || parts[0] === '' || path.isAbsolute(parts[0])) continue;
    return {
      name: `${path.basename(moduleRoot)}/${parts[0]}`,
      dir: path.join(root, moduleRoot, parts[0]),
      core: moduleRoot.endsWith('core'),
      inside: parts.length > 1,
    };
  }
  return null;
}

/** The module a file belongs to (its folder's name, e.g. 'modules/brands'), or null. */
function moduleOf(file, root) {
  const found = moduleAt(file, root);
  return found && found.inside ? found.name : null;
}

/** The modules a source text imports (relative imports only), other than its own. */
function importedModules(file, text, root) {
  const own = moduleOf(file, root);
  const found = new Map();
  for (const match of text.matchAll(IMPORT_PATTERN)) {
    const target = moduleAt(path.resolve(path.dirname(file), match[1] ?? match[2]), root)?.name ?? null;
    if (target && target !== own && !found.has(target)) found.set(target, match.index);
  }
  return found;
}

function listFiles(dir) {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return listFiles(full);
    return /\.tsx?$/.test(entry.name) && !isTest(entry.name) ? [full] : [];
  });
}

/** module -> modules it imports, from every production file under the module roots (read from disk). */
function moduleGraph(root) {
  const graph = new Map();
  for (const moduleRoot of MODULE_ROOTS)
    for (const file of listFiles(path.join(root, moduleRoot))) {
      const own = moduleOf(file, root);
      if (!graph.has(own)) graph.set(own, new Set());
      for (const target of importedModules(file, fs.readFileSync(file, 'utf8'), root).keys())
        graph.get(own).add(target);
    }
  return graph;
}

// One graph per lint run (rebuilt when older than a few seconds, for editors that keep ESLint running).
let cachedGraph = null;
let cachedAt = 0;
function currentGraph(root) {
  if (!cachedGraph || Date.now() - cachedAt > 5000) {
    cachedGraph = moduleGraph(root);
    cachedAt = Date.now();
  }
  return cachedGraph;
}

/** A path of modules from `from` to `to` in the graph, or null. */
function findPath(graph, from, to) {
  const previous = new Map([[from, null]]);
  const queue = [from];
  while (queue.length > 0) {
    const current = queue.shift();
    if (current === to) {
      const route = [];
      for (let step = to; step !== null; step = previous.get(step)) route.unshift(step);
      return route;
    }
    for (const next of graph.get(current) ?? [])
      if (!previous.has(next)) {
        previous.set(next, current);
        queue.push(next);
      }
  }
  return null;
}

const moduleCycles = {
  meta: {
    type: 'problem',
    docs: { description: 'Forbid import cycles between server module folders' },
    schema: [],
    messages: {
      cycle:
        'Module cycle: {{from}} imports {{to}}, and {{route}}. Move the shared part where both can import it.',
    },
  },
  create(context) {
    const file = context.filename;
    const root = context.cwd;
    const own = moduleOf(file, root);
    if (!own || isTest(file)) return {};
    return {
      Program(node) {
        const graph = currentGraph(root);
        // This file as the editor has it, not as it is on disk.
        const edges = importedModules(file, context.sourceCode.text, root);
        for (const [target, index] of edges) {
          const back = findPath(graph, target, own);
          if (!back) continue;
          context.report({
            node,
            loc: context.sourceCode.getLocFromIndex(index),
            messageId: 'cycle',
            data: { from: own, to: target, route: back.join(' -> ') },
          });
        }
      },
    };
  },
};

/** Every relative module specifier of a file, with the node that holds it. */
function eachSpecifier(report) {
  const check = (node) => {
    if (node?.type === 'Literal' && typeof node.value === 'string' && node.value.startsWith('.'))
      report(node);
  };
  return {
    ImportDeclaration: (node) => check(node.source),
    ExportNamedDeclaration: (node) => check(node.source),
    ExportAllDeclaration: (node) => check(node.source),
    ImportExpression: (node) => check(node.source),
    TSImportType: (node) => check(node.argument?.literal ?? node.argument),
  };
}

const moduleFrontDoors = {
  meta: {
    type: 'problem',
    docs: { description: 'Enter a server module only through its index.ts' },
    schema: [],
    messages: {
      deep: "'{{specifier}}' reaches into {{module}}: import its front door, '{{door}}' (its index.ts exports what others may use).",
      ownDoor: 'Inside {{module}}, import the file itself: its index.ts is the door for other modules.',
    },
  },
  create(context) {
    const file = context.filename;
    const root = context.cwd;
    const own = moduleAt(file, root);
    return eachSpecifier((node) => {
      const target = path.resolve(path.dirname(file), node.value);
      const module = moduleAt(target, root);
      if (!module) return;
      const isDoor = target === module.dir || target === path.join(module.dir, 'index');
      if (own?.inside && own.name === module.name) {
        if (isDoor) context.report({ node, messageId: 'ownDoor', data: { module: module.name } });
        return;
      }
      if (isDoor) return;
      let door = path.relative(path.dirname(file), module.dir);
      if (!door.startsWith('.')) door = `./${door}`;
      context.report({ node, messageId: 'deep', data: { specifier: node.value, module: module.name, door } });
    });
  },
};

const coreBelowDomains = {
  meta: {
    type: 'problem',
    docs: { description: 'Core modules (server/core) never import product domains (server/modules)' },
    schema: [],
    messages: {
      up: '{{module}} is a core module: it may not import the product domain {{target}}. Pass what it needs in, or move the shared part down into core.',
    },
  },
  create(context) {
    const file = context.filename;
    const root = context.cwd;
    const own = moduleAt(file, root);
    if (!own?.inside || !own.core || isTest(file)) return {};
    return eachSpecifier((node) => {
      const module = moduleAt(path.resolve(path.dirname(file), node.value), root);
      if (module && !module.core)
        context.report({ node, messageId: 'up', data: { module: own.name, target: module.name } });
    });
  },
};

// SQL as this code base writes it: lower-case statements, optionally after a /* name */ comment.
const SQL_PATTERN =
  /^\s*(?:\/\*[\s\S]*?\*\/\s*)?(?:select\s[\s\S]*?(?:\bfrom\s+[\w."]+|\bpg_\w+\s*\()|insert\s+into\s|update\s+[\w."]+\s+set\s|delete\s+from\s|with\s+\w+\s+as\s*\(|(?:create|alter|drop)\s+(?:table|index|schema)\s)/;

const sqlInStores = {
  meta: {
    type: 'problem',
    docs: { description: 'Keep SQL in *.store.ts files and server/db/' },
    schema: [],
    messages: {
      sql: 'SQL belongs in a *.store.ts file (or server/db/): move this statement into the store that owns its table.',
    },
  },
  create(context) {
    const check = (node, text) => {
      if (SQL_PATTERN.test(text)) context.report({ node, messageId: 'sql' });
    };
    return {
      Literal(node) {
        if (typeof node.value === 'string') check(node, node.value);
      },
      TemplateLiteral(node) {
        check(node, node.quasis.map((quasi) => quasi.value.cooked ?? quasi.value.raw).join('$1'));
      },
    };
  },
};

export default {
  meta: { name: 'sightline' },
  rules: {
    'module-front-doors': moduleFrontDoors,
    'core-below-domains': coreBelowDomains,
    'module-cycles': moduleCycles,
    'sql-in-stores': sqlInStores,
  },
};
