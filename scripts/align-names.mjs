// Imports and exports without aliases. After minification a chunk says `import{a as e,b as t}from"./x.js"`
// and `export{ue as C}`: the chunk that exports has its short names (rollup's), the importer its own
// (the mangler's), so each binding is written twice. This pass renames the chunk's own variables so
// that each imported or exported binding bears the name it has on the other side (`import{a,b}`,
// `export{C}`), about 5 characters less per binding, some 1,400 bindings over the script-tag build.
//
// The rename is a relabelling of the chunk's variable names: every variable named `x` (in any scope)
// becomes `y`, and a variable that had a name another one now takes gets a free one. A consistent
// relabelling of all bound names keeps every reference pointing at the same binding, as long as no
// free name (a global such as `document`) is touched or given; names come from a scope analysis
// (eslint-scope), not from the text. A chunk with `with` or a direct `eval` is left alone.
import { analyze } from 'eslint-scope';
import MagicString from 'magic-string';
import { gzipSync } from 'node:zlib';

// strict-mode reserved words a generated name must not be (module code is strict)
const RESERVED = new Set(['do', 'if', 'in', 'for', 'let', 'new', 'try', 'var', 'case', 'else', 'enum', 'eval', 'null', 'this', 'true', 'void', 'with',
  'await', 'break', 'catch', 'class', 'const', 'false', 'super', 'throw', 'while', 'yield', 'delete', 'export', 'import', 'public', 'return',
  'static', 'switch', 'typeof', 'default', 'extends', 'finally', 'package', 'private', 'continue', 'debugger', 'function', 'arguments',
  'interface', 'protected', 'implements', 'instanceof', 'undefined', 'NaN', 'Infinity']);
const FIRST = 'etnrsoaiclud$pmhfgybvwkjNCIxFASEPTMOLDRBzqUHVGKWJYXZQ_';
const NEXT = FIRST + '0123456789';

/** Short identifiers in order: `e`, `t`, ..., then two characters, and so on. */
function* shortNames() {
  for (const c of FIRST) yield c;
  for (let n = 1; ; n++) {
    const rec = function* (prefix, left) {
      if (!left) return yield prefix;
      for (const c of NEXT) yield* rec(prefix + c, left - 1);
    };
    for (const c of FIRST) yield* rec(c, n);
  }
}

/** Visits every node of an ESTree tree. */
function walk(node, visit) {
  if (!node || typeof node.type !== 'string') return;
  visit(node);
  for (const key in node) {
    if (key === 'parent') continue;
    const v = node[key];
    if (Array.isArray(v)) for (const n of v) walk(n, visit);
    else if (v && typeof v === 'object') walk(v, visit);
  }
}

/**
 * The smallest of a chunk as it is, with its imports aligned, and with its imports and exports
 * aligned, by gzip -9 (what a browser downloads): the mangler gave the most frequent variables the
 * letters it uses most, and taking the other side's names moves those, which in a few chunks costs
 * more than the aliases did. Returns `{ code, map }` or null (as it is).
 */
export function alignNamesIfSmaller(code, parse, options = {}) {
  const size = (text) => gzipSync(text, { level: 9 }).length;
  let best = null;
  let bestSize = size(code);
  for (const exports of [false, true]) {
    const out = alignNames(code, parse, { ...options, exports });
    if (out && size(out.code) < bestSize) [best, bestSize] = [out, size(out.code)];
  }
  return best;
}

/**
 * Renames a module's variables so that its imports and exports need no `as`. `parse` turns code
 * into an ESTree program (rollup's `this.parse`). Returns `{ code, map }`, or null when nothing changes.
 */
export function alignNames(code, parse, { fileName = 'chunk.js', exports = true } = {}) {
  if (!/\bas\b/.test(code)) return null;
  const ast = parse(code);
  walk(ast, (node) => (node.range ??= [node.start, node.end])); // the scope analysis reads ranges
  const manager = analyze(ast, { ecmaVersion: 2022, sourceType: 'module' });
  if (manager.scopes.some((s) => s.type === 'with' || s.dynamic && s.type !== 'global' && s.type !== 'module')) return null;
  const free = new Set(manager.globalScope.through.map((r) => r.identifier.name));
  for (const v of manager.globalScope.variables) free.add(v.name); // implicit globals and script-level names
  if (free.has('eval')) return null;

  // every bound name and the identifier nodes that spell it (declarations and references)
  const spelled = new Map();
  for (const scope of manager.scopes) {
    for (const v of scope.variables) {
      if (!v.defs.length) continue; // `arguments`
      const nodes = spelled.get(v.name) ?? spelled.set(v.name, new Map()).get(v.name);
      for (const id of v.identifiers) nodes.set(id.start, id);
      for (const r of v.references) nodes.set(r.identifier.start, r.identifier);
    }
  }

  // what each binding should be called: its name on the other side of the import or export
  const wanted = new Map();
  const taken = new Set();
  const want = (local, name) => {
    if (local === name || wanted.has(local) || taken.has(name) || free.has(name) || RESERVED.has(name) || !spelled.has(local)) return;
    wanted.set(local, name);
    taken.add(name);
  };
  for (const node of ast.body) {
    if (node.type === 'ImportDeclaration') {
      for (const s of node.specifiers) if (s.type === 'ImportSpecifier' && s.imported.type === 'Identifier') want(s.local.name, s.imported.name);
    } else if (exports && node.type === 'ExportNamedDeclaration' && !node.source) {
      for (const s of node.specifiers) if (s.exported.type === 'Identifier' && s.exported.name !== 'default') want(s.local.name, s.exported.name);
    }
  }
  if (!wanted.size) return null;

  // every other bound name keeps its own unless a wanted name took it; those get a free name
  const rename = new Map(wanted);
  const used = new Set([...taken, ...free]);
  for (const name of spelled.keys()) if (!wanted.has(name) && !taken.has(name)) used.add(name);
  const fresh = shortNames();
  const nextFree = () => {
    for (;;) {
      const n = fresh.next().value;
      if (used.has(n) || RESERVED.has(n)) continue;
      used.add(n);
      return n;
    }
  };
  for (const name of spelled.keys()) if (!wanted.has(name) && taken.has(name)) rename.set(name, nextFree());

  // spell the new names; where one identifier also stands for a property key or an imported or
  // exported name (shorthand `{e}`, `import{e}`, `export{e}`), that other name is kept
  const newName = new Map();
  const nodeAt = new Map();
  for (const [name, nodes] of spelled) {
    const to = rename.get(name);
    if (!to) continue;
    for (const [start, node] of nodes) {
      newName.set(start, to);
      nodeAt.set(start, node);
    }
  }
  const s = new MagicString(code);
  const done = new Set();
  // `within`: identifiers inside the overwritten range, spelled by this overwrite
  const put = (node, text, within = []) => {
    if (done.has(node.start)) return;
    for (const n of [node, ...within]) done.add(n.start);
    s.overwrite(node.start, node.end, text);
  };
  walk(ast, (node) => {
    if (node.type === 'Property' && node.shorthand) {
      const id = node.value.type === 'AssignmentPattern' ? node.value.left : node.value;
      const to = newName.get(id.start);
      if (to && id.type === 'Identifier') put(id, `${node.key.name}:${to}`);
    } else if (node.type === 'ImportSpecifier' && node.imported.start === node.local.start) {
      const to = newName.get(node.local.start);
      if (to) put(node.local, `${node.imported.name} as ${to}`);
    } else if (node.type === 'ImportSpecifier') {
      // `import{a as e}` becoming `import{a}`: the local name drops
      if (newName.get(node.local.start) === node.imported.name) put({ start: node.start, end: node.end }, node.imported.name, [node.local]);
      else if (newName.has(node.local.start)) put(node.local, newName.get(node.local.start));
    } else if (node.type === 'ExportSpecifier' && node.exported.type === 'Identifier') {
      const to = newName.get(node.local.start) ?? node.local.name;
      if (node.exported.start === node.local.start) {
        if (to !== node.local.name) put(node.local, `${to} as ${node.exported.name}`);
      } else if (to === node.exported.name) put({ start: node.start, end: node.end }, to, [node.local]);
      else if (to !== node.local.name) put(node.local, to);
    }
  });
  for (const [start, to] of newName) put(nodeAt.get(start), to);
  return { code: s.toString(), map: s.generateMap({ hires: true, source: fileName }) };
}
