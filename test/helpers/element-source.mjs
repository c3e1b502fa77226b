// What each element's source renders and dispatches, read statically with the TypeScript compiler:
// the `part` names, the `data-state` values and the `paywall-*` events of every file its component
// reaches through imports under src/components (static and lazy). A `data-state={expr}` takes its
// values from the expression's type (a union of string literals); a part built from a template
// (`tab-${name}`) counts as the prefix `tab-`.
import { readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';

/**
 * @typedef {{ file: string, line: number }} Where
 * @typedef {{ parts: Map<string, Where>, prefixes: Map<string, Where>, states: Map<string, Where>, events: Map<string, Where>, unresolvedStates: Where[] }} Found
 */

/** The element's component module, from its registration (`load: () => import('../src/…')`). */
export function componentOf(root, tag) {
  const text = readFileSync(join(root, 'elements', `${tag}.ts`), 'utf8');
  const spec = text.match(/load:\s*\(\)\s*=>\s*import\(\s*'([^']+)'\s*\)/)?.[1];
  return spec ? join(root, 'elements', spec) : null;
}

/** A program over the given component modules (and what they import), with the project's options. */
export function createSourceProgram(root, entries) {
  const config = ts.getParsedCommandLineOfConfigFile(join(root, 'tsconfig.json'), {}, { ...ts.sys, onUnRecoverableConfigFileDiagnostic: () => {} });
  const files = entries.map((e) => ts.resolveModuleName(e, join(root, 'elements/x.ts'), config.options, ts.sys).resolvedModule?.resolvedFileName ?? e);
  const program = ts.createProgram(files, { ...config.options, noEmit: true });
  return { program, checker: program.getTypeChecker(), options: config.options };
}

/**
 * The files under src/components a module reaches through runtime imports (type-only imports left
 * out), each with the ways it is reached: `''` directly from the element's own files, or the tag of
 * another element (`ownerOf(file)`) whose component folder the path went through first.
 * @returns {Map<string, Set<string>>}
 */
export function closureOf({ program, options }, root, entry, ownerOf = () => null) {
  const components = join(root, 'src/components') + '/';
  const first = ts.resolveModuleName(entry, join(root, 'elements/x.ts'), options, ts.sys).resolvedModule?.resolvedFileName;
  const self = first ? ownerOf(first) : null;
  const reached = new Map();
  const visit = (file, via) => {
    if (!file || !file.startsWith(components)) return;
    const owner = ownerOf(file);
    const label = via || (owner && owner !== self ? owner : '');
    const ways = reached.get(file) ?? new Set();
    if (ways.has(label)) return;
    reached.set(file, ways.add(label));
    const source = program.getSourceFile(file);
    if (!source) return;
    const walk = (node) => {
      let spec = null;
      if (ts.isImportDeclaration(node) && !node.importClause?.isTypeOnly) spec = node.moduleSpecifier;
      else if (ts.isExportDeclaration(node) && node.moduleSpecifier && !node.isTypeOnly) spec = node.moduleSpecifier;
      else if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword) spec = node.arguments[0];
      if (spec && ts.isStringLiteralLike(spec)) visit(ts.resolveModuleName(spec.text, file, options, ts.sys).resolvedModule?.resolvedFileName, label);
      ts.forEachChild(node, walk);
    };
    walk(source);
  };
  visit(first, '');
  return new Map([...reached].sort(([a], [b]) => a.localeCompare(b)));
}

/** Stands for a piece of text the source does not fix (a prop, a name from the platform). */
export const ANY = '\u0000';
const LIMIT = 64;

/** String literal values of a type (a union of literals), or null when it is wider. */
function literalValues(type) {
  const parts = type.isUnion() ? type.types : [type];
  const values = [];
  for (const t of parts) {
    if (t.isStringLiteral()) values.push(t.value);
    else if (t.flags & (ts.TypeFlags.Undefined | ts.TypeFlags.Null | ts.TypeFlags.BooleanLiteral | ts.TypeFlags.Never)) continue;
    else return null;
  }
  return values;
}

const product = (a, b) => {
  const out = new Set();
  for (const x of a) for (const y of b) if (out.size < LIMIT) out.add(x + y);
  return out;
};
const union = (...sets) => new Set(sets.flatMap((x) => [...x]));

/**
 * The texts an expression can have: literals, templates, conditionals and concatenations are
 * followed; a local variable by its initializer and assignments, a state by its initial value and
 * setter calls, a component's prop by what its callers pass, a call by its function's returns; what
 * stays open is `ANY`. Its type, when a union of string literals, is the answer before all that.
 */
function valuesOf(ctx, node, depth = 0) {
  const { checker } = ctx;
  if (depth > 8) return new Set([ANY]);
  if (ts.isStringLiteralLike(node)) return new Set([node.text]);
  if (ts.isParenthesizedExpression(node) || ts.isAsExpression(node) || ts.isNonNullExpression(node) || ts.isSatisfiesExpression(node)) return valuesOf(ctx, node.expression, depth);
  if (ts.isTemplateExpression(node)) {
    let out = new Set([node.head.text]);
    for (const span of node.templateSpans) out = product(product(out, valuesOf(ctx, span.expression, depth + 1)), new Set([span.literal.text]));
    return out;
  }
  if (ts.isConditionalExpression(node)) return union(valuesOf(ctx, node.whenTrue, depth + 1), valuesOf(ctx, node.whenFalse, depth + 1));
  if (ts.isBinaryExpression(node)) {
    const op = node.operatorToken.kind;
    if (op === ts.SyntaxKind.PlusToken) return product(valuesOf(ctx, node.left, depth + 1), valuesOf(ctx, node.right, depth + 1));
    if (op === ts.SyntaxKind.BarBarToken || op === ts.SyntaxKind.QuestionQuestionToken) return union(valuesOf(ctx, node.left, depth + 1), valuesOf(ctx, node.right, depth + 1));
  }
  const literal = literalValues(checker.getTypeAtLocation(node));
  if (literal) return new Set(literal);
  if (ts.isIdentifier(node)) return identifierValues(ctx, node, depth);
  if (ts.isCallExpression(node)) return returnValues(ctx, node, depth);
  return new Set([ANY]);
}

const declarationOf = (checker, node) => {
  let symbol = checker.getSymbolAtLocation(node);
  if (symbol && symbol.flags & ts.SymbolFlags.Alias) symbol = checker.getAliasedSymbol(symbol);
  return { symbol, declaration: symbol?.declarations?.[0] };
};

function identifierValues(ctx, node, depth) {
  const { checker, program, files } = ctx;
  const { symbol, declaration } = declarationOf(checker, node);
  if (!declaration) return new Set([ANY]);
  const source = declaration.getSourceFile();
  const sameSymbol = (n) => ts.isIdentifier(n) && declarationOf(checker, n).symbol === symbol;
  // let x = …; x = …
  if (ts.isVariableDeclaration(declaration) && ts.isIdentifier(declaration.name)) {
    let out = declaration.initializer ? valuesOf(ctx, declaration.initializer, depth + 1) : new Set();
    const walk = (n) => {
      if (ts.isBinaryExpression(n) && n.operatorToken.kind === ts.SyntaxKind.EqualsToken && sameSymbol(n.left)) out = union(out, valuesOf(ctx, n.right, depth + 1));
      ts.forEachChild(n, walk);
    };
    walk(source);
    return out;
  }
  if (ts.isBindingElement(declaration)) {
    const pattern = declaration.parent;
    // const [value, setValue] = useState(initial): the initial value and every setValue(…) call
    if (ts.isArrayBindingPattern(pattern) && ts.isVariableDeclaration(pattern.parent) && pattern.parent.initializer && ts.isCallExpression(pattern.parent.initializer)
      && /useState$/.test(pattern.parent.initializer.expression.getText(source)) && pattern.elements.indexOf(declaration) === 0) {
      const call = pattern.parent.initializer;
      let out = call.arguments[0] ? valuesOf(ctx, call.arguments[0], depth + 1) : new Set();
      const setter = pattern.elements[1];
      if (!setter || !ts.isBindingElement(setter)) return out;
      const setterSymbol = checker.getSymbolAtLocation(setter.name);
      const walk = (n) => {
        if (ts.isIdentifier(n) && n !== setter.name && checker.getSymbolAtLocation(n) === setterSymbol) {
          const call = n.parent;
          if (ts.isCallExpression(call) && call.expression === n && call.arguments[0] && !ts.isFunctionLike(call.arguments[0])) out = union(out, valuesOf(ctx, call.arguments[0], depth + 1));
          else out.add(ANY); // handed on (a callback prop): its calls are elsewhere
        }
        ts.forEachChild(n, walk);
      };
      walk(source);
      return out;
    }
    // function Component({ prop }): what the component's callers pass as `prop`
    if (ts.isObjectBindingPattern(pattern) && ts.isParameter(pattern.parent) && ts.isFunctionDeclaration(pattern.parent.parent) && pattern.parent.parent.name) {
      const component = checker.getSymbolAtLocation(pattern.parent.parent.name);
      const prop = (declaration.propertyName ?? declaration.name).getText(source);
      let out = new Set();
      let callers = 0;
      for (const file of files) {
        const walk = (n) => {
          if ((ts.isJsxOpeningElement(n) || ts.isJsxSelfClosingElement(n)) && declarationOf(checker, n.tagName).symbol === component) {
            callers++;
            const attribute = n.attributes.properties.find((a) => ts.isJsxAttribute(a) && a.name.getText() === prop);
            const value = attribute?.initializer;
            if (!attribute) out.add(ANY);
            else if (value && ts.isJsxExpression(value) && value.expression) out = union(out, valuesOf(ctx, value.expression, depth + 1));
            else if (value && ts.isStringLiteral(value)) out.add(value.text);
          }
          ts.forEachChild(n, walk);
        };
        walk(program.getSourceFile(file));
      }
      return callers ? out : new Set([ANY]);
    }
  }
  return new Set([ANY]);
}

function returnValues(ctx, call, depth) {
  const { declaration } = declarationOf(ctx.checker, call.expression);
  const fn = declaration && (ts.isFunctionDeclaration(declaration) ? declaration
    : ts.isVariableDeclaration(declaration) && declaration.initializer && ts.isArrowFunction(declaration.initializer) ? declaration.initializer : null);
  if (!fn?.body) return new Set([ANY]);
  if (!ts.isBlock(fn.body)) return valuesOf(ctx, fn.body, depth + 1);
  let out = new Set();
  const walk = (n) => {
    if (ts.isReturnStatement(n) && n.expression) out = union(out, valuesOf(ctx, n.expression, depth + 1));
    else if (!ts.isFunctionLike(n)) ts.forEachChild(n, walk);
  };
  ts.forEachChild(fn.body, walk);
  return out;
}

/**
 * Parts, data-state values and dispatched events of the given files; `within` is where a component's
 * callers are looked for (the element's whole closure). @returns {Found}
 */
export function extract({ program, checker }, root, files, within = files) {
  const ctx = { program, checker, files: within };
  /** @type {Found} */
  const found = { parts: new Map(), prefixes: new Map(), states: new Map(), events: new Map(), unresolvedStates: [] };
  const add = (map, key, where) => { if (key && !map.has(key)) map.set(key, where); };
  for (const file of files) {
    const source = program.getSourceFile(file);
    const at = (node) => ({ file: relative(root, file), line: source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1 });
    const walk = (node) => {
      // part="a b" / part={…} on an element or a component that passes it on; { part: '…' } in createElement props
      const attribute = ts.isJsxAttribute(node) ? node.name.getText(source) : ts.isPropertyAssignment(node) ? node.name.getText(source).replace(/^['"]|['"]$/g, '') : null;
      const value = ts.isJsxAttribute(node) ? node.initializer : ts.isPropertyAssignment(node) ? node.initializer : null;
      const expr = value && ts.isJsxExpression(value) ? value.expression : value;
      if (attribute === 'part' && expr) {
        for (const text of valuesOf(ctx, expr)) {
          for (const name of text.split(/\s+/).filter(Boolean)) {
            if (!name.includes(ANY)) add(found.parts, name, at(node));
            else if (!name.startsWith(ANY)) add(found.prefixes, name.slice(0, name.indexOf(ANY)), at(node));
            // a name that is all ANY comes from a prop: its callers' values are found where they pass it
          }
        }
      }
      if (attribute === 'data-state' && expr) {
        const values = [...valuesOf(ctx, expr)];
        for (const v of values.filter((x) => !x.includes(ANY))) add(found.states, v, at(node));
        if (values.some((x) => x.includes(ANY))) found.unresolvedStates.push(at(node));
      }
      // emit(host, 'paywall-…', detail) and new CustomEvent('paywall-…', …)
      if ((ts.isCallExpression(node) && /(^|\.)emit$/.test(node.expression.getText(source))) || (ts.isNewExpression(node) && node.expression.getText(source) === 'CustomEvent')) {
        for (const arg of node.arguments ?? []) {
          if (ts.isStringLiteralLike(arg) && arg.text.startsWith('paywall-')) add(found.events, arg.text, at(node));
        }
      }
      ts.forEachChild(node, walk);
    };
    walk(source);
  }
  return found;
}
