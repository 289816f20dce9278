/**
 * Reads the route table out of app/routes.tsx (its syntax tree, as the build's parser gives it), for
 * the boot script's route table (scripts/vite/boot.ts): the one source of the routes stays
 * routes.tsx, and nothing here is a second list to keep in sync.
 *
 * What it expects of routes.tsx: `appRoutes` is an array literal of object literals with literal
 * `path`, `access` and `layout`, a `page` whose only dynamic import is the page module, and a
 * `prefetch` built from `fromArea(loader, name)` calls (directly, through a top-level constant, or
 * through a top-level function). Anything else fails the build with a message, rather than give the
 * boot script a wrong table.
 */

/** A node of the ESTree-shaped tree Rolldown's parser returns (only what is read here). */
export interface AstNode {
  type: string;
  [key: string]: unknown;
}

/** One route as routes.tsx declares it. */
export interface RouteDeclaration {
  path: string;
  access: string;
  layout: string;
  /** The page module's import specifier. */
  page: string;
  /**
   * The import specifiers of the route data modules its `prefetch` loads on every run (those
   * reached only inside a callback, such as the dashboard's case management body, are left out:
   * they load only for some answers).
   */
  routeData: string[];
}

const isNode = (value: unknown): value is AstNode => !!value && typeof value === 'object' && typeof (value as AstNode).type === 'string';
const child = (node: AstNode, key: string): AstNode | null => (isNode(node[key]) ? (node[key] as AstNode) : null);
const children = (node: AstNode, key: string): AstNode[] => (Array.isArray(node[key]) ? (node[key] as unknown[]).filter(isNode) : []);

/** The expression inside TypeScript's `as`, `satisfies`, `!` and parentheses. */
function unwrap(node: AstNode | null): AstNode | null {
  while (node && ['TSAsExpression', 'TSSatisfiesExpression', 'TSNonNullExpression', 'ParenthesizedExpression'].includes(node.type))
    node = child(node, 'expression');
  return node;
}

const stringOf = (node: AstNode | null): string | null =>
  node && node.type === 'Literal' && typeof node.value === 'string'
    ? node.value
    : node?.type === 'TemplateLiteral' && children(node, 'expressions').length === 0
      ? templateText(node)
      : null;
const templateText = (node: AstNode) =>
  children(node, 'quasis')
    .map((quasi) => (quasi.value as { cooked: string }).cooked)
    .join('');

/** Top-level `const x = …` and `function x() {}` of the module, by name. */
function topLevel(program: AstNode): Map<string, AstNode> {
  const found = new Map<string, AstNode>();
  for (const statement of children(program, 'body')) {
    const declaration = statement.type === 'ExportNamedDeclaration' ? child(statement, 'declaration') : statement;
    if (!declaration) continue;
    if (declaration.type === 'VariableDeclaration') {
      for (const declarator of children(declaration, 'declarations')) {
        const id = child(declarator, 'id');
        const init = child(declarator, 'init');
        if (id?.type === 'Identifier' && init) found.set(id.name as string, init);
      }
    } else if (declaration.type === 'FunctionDeclaration') {
      const id = child(declaration, 'id');
      if (id) found.set(id.name as string, declaration);
    }
  }
  return found;
}

/** Every `import('…')` in `node`, following identifiers to the module's top-level declarations. */
function importsIn(node: AstNode | null, top: Map<string, AstNode>, seen = new Set<string>()): string[] {
  const found: string[] = [];
  const visit = (current: AstNode | null) => {
    if (!current) return;
    if (current.type === 'ImportExpression') {
      const source = stringOf(child(current, 'source'));
      if (source === null) throw new Error('routes.tsx: a dynamic import with a computed specifier');
      found.push(source);
      return;
    }
    if (current.type === 'Identifier') {
      const name = current.name as string;
      const declaration = top.get(name);
      if (declaration && !seen.has(name)) {
        seen.add(name);
        visit(declaration);
      }
      return;
    }
    for (const [key, value] of Object.entries(current)) {
      // Property keys and member names are not references.
      if (
        (key === 'key' && current.type === 'Property' && !current.computed) ||
        (key === 'property' && current.type === 'MemberExpression' && !current.computed)
      )
        continue;
      if (Array.isArray(value)) value.filter(isNode).forEach(visit);
      else if (isNode(value)) visit(value);
    }
  };
  visit(node);
  return found;
}

/**
 * The route data modules a `prefetch` loads on every run: the loaders of the `fromArea(…)` calls it
 * reaches without entering a callback or a branch.
 */
function routeDataOf(node: AstNode | null, top: Map<string, AstNode>, seen = new Set<string>()): string[] {
  node = unwrap(node);
  if (!node) return [];
  switch (node.type) {
    case 'Identifier': {
      const name = node.name as string;
      const declaration = top.get(name);
      if (!declaration || seen.has(name)) return [];
      seen.add(name);
      return routeDataOf(declaration, top, seen);
    }
    case 'CallExpression': {
      const callee = unwrap(child(node, 'callee'));
      if (callee?.type === 'Identifier' && callee.name === 'fromArea') return importsIn(children(node, 'arguments')[0] ?? null, top);
      // `declaration(args).then(…)`: what runs first is the call the member hangs on.
      if (callee?.type === 'MemberExpression') return routeDataOf(child(callee, 'object'), top, seen);
      return routeDataOf(callee, top, seen);
    }
    case 'ArrowFunctionExpression':
    case 'FunctionExpression':
    case 'FunctionDeclaration': {
      const body = child(node, 'body');
      if (!body) return [];
      if (body.type !== 'BlockStatement') return routeDataOf(body, top, seen);
      return children(body, 'body').flatMap((statement) => {
        if (statement.type === 'ReturnStatement') return routeDataOf(child(statement, 'argument'), top, seen);
        if (statement.type === 'ExpressionStatement') return routeDataOf(child(statement, 'expression'), top, seen);
        return [];
      });
    }
    default:
      return [];
  }
}

function propertyOf(route: AstNode, name: string): AstNode | null {
  for (const property of children(route, 'properties')) {
    const key = child(property, 'key');
    if (property.type === 'Property' && !property.computed && key && (key.name === name || key.value === name)) return child(property, 'value');
  }
  return null;
}

/** The routes `appRoutes` declares in routes.tsx, in its order. */
export function routeDeclarations(program: AstNode): RouteDeclaration[] {
  const top = topLevel(program);
  const table = unwrap(top.get('appRoutes') ?? null);
  if (table?.type !== 'ArrayExpression') throw new Error('routes.tsx: `appRoutes` must be an array literal');
  return children(table, 'elements').map((element, index) => {
    const route = unwrap(element);
    if (route?.type !== 'ObjectExpression') throw new Error(`routes.tsx: appRoutes[${index}] must be an object literal`);
    const text = (name: string) => {
      const value = stringOf(unwrap(propertyOf(route, name)));
      if (value === null) throw new Error(`routes.tsx: appRoutes[${index}].${name} must be a string literal`);
      return value;
    };
    const path = text('path');
    const pages = importsIn(propertyOf(route, 'page'), top);
    if (pages.length !== 1) throw new Error(`routes.tsx: the page of ${path} must import exactly one module (found ${pages.length})`);
    const prefetch = propertyOf(route, 'prefetch');
    const routeData = prefetch ? [...new Set(routeDataOf(prefetch, top))] : [];
    if (prefetch && routeData.length === 0) throw new Error(`routes.tsx: the prefetch of ${path} loads no route data module through fromArea()`);
    return { path, access: text('access'), layout: text('layout'), page: pages[0] as string, routeData };
  });
}
