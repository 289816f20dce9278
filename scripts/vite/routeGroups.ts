/**
 * A page's whole first-load code in few files (issue 30): the modules the signed-in pages load
 * beyond the shared frame, grouped by who loads them, never by a lazy dialog's needs alone.
 *
 * Every module outside the frame's groups (framework, forms, shell, chart.js) that a page or a lazy
 * part reaches statically gets its "users": the route entries (a route's page with its route data:
 * what a first load of the address fetches together) and the other lazy entries (a dialog, a
 * dashboard body, a report's output) whose static closure holds it. Modules with the same users
 * start as one group; then the two groups whose merge saves the most route requests for the fewest
 * bytes loaded in vain are merged, again and again, while a merge saves more than it costs:
 *  - a request saved counts `requestBytes` for each route entry that loads both groups (a lazy
 *    entry's saved request counts half);
 *  - each entry that loads one group but not the other then loads the other's bytes in vain;
 *  - no entry may load more than `maxWaste` bytes in vain in all, and a group never takes a module
 *    of another route entry's own (a page never loads another page's code for a helper);
 *  - no merge may make two groups import each other (through a third): the groups keep the order
 *    their modules must run in.
 * Pure: vite.config.ts runs it once per build on the module graph (sizes: each module's code).
 */

export interface GraphModule {
  /** Static imports (resolved ids). */
  imports: readonly string[];
  /** Dynamic imports (resolved ids). */
  dynamicImports: readonly string[];
  /** Its code's size (any unit; the same as `requestBytes` and `maxWaste`). */
  size: number;
}

export interface GroupingInput {
  modules: ReadonlyMap<string, GraphModule>;
  /** Modules that belong to the frame's groups (never grouped here). */
  frame: ReadonlySet<string>;
  /** Route entries: each route's page and route data modules, loaded together. */
  routes: ReadonlyArray<{ name: string; roots: readonly string[] }>;
  /** What a route request is worth in bytes. */
  requestBytes: number;
  /** The most bytes any entry may load in vain. */
  maxWaste: number;
}

interface Group {
  name: string;
  modules: string[];
  /** Entry indexes that load it. */
  users: Set<number>;
  size: number;
}

/** What a byte loaded in vain counts for a part loaded later (on a click), and the share of `maxWaste` it may reach. */
const LATER_WEIGHT = 0.25;

/** The group name of every grouped module. */
export function routeGroups({ modules, frame, routes, requestBytes, maxWaste }: GroupingInput): Map<string, string> {
  const closure = (roots: readonly string[]) => {
    const seen = new Set<string>();
    const stack = [...roots];
    while (stack.length) {
      const id = stack.pop() as string;
      if (seen.has(id) || frame.has(id) || !modules.has(id)) continue;
      seen.add(id);
      stack.push(...modules.get(id)!.imports);
    }
    return seen;
  };
  // Entries: the routes; then the parts a route's data declaration starts with its first load (a
  // dashboard's body, a report's output: dynamic imports of its route data's static closure) and every other
  // dynamically imported module (a dialog, a panel: loaded later, on a click).
  const routeRoots = new Set(routes.flatMap((route) => route.roots));
  const routeReach = routes.map((route) => closure(route.roots));
  const firstParts = new Set<string>();
  const later = new Set<string>();
  for (const route of routes) for (const id of closure(route.roots.slice(1))) for (const imported of modules.get(id)!.dynamicImports) firstParts.add(imported);
  for (const [, module] of modules) for (const id of module.dynamicImports) later.add(id);
  const isPart = (id: string) => !routeRoots.has(id) && !frame.has(id) && modules.has(id);
  const entries = [
    ...routes.map((route, index) => ({ name: route.name, route: true, weight: 1, reach: routeReach[index]! })),
    ...[...firstParts]
      .filter(isPart)
      .sort()
      .map((id) => ({ name: id, route: false, weight: 1, reach: closure([id]) })),
    ...[...later]
      .filter((id) => isPart(id) && !firstParts.has(id))
      .sort()
      .map((id) => ({ name: id, route: false, weight: LATER_WEIGHT, reach: closure([id]) })),
  ];
  // A route's own modules: those no other entry reaches.
  const users = new Map<string, Set<number>>();
  entries.forEach((entry, index) => {
    for (const id of entry.reach) {
      let set = users.get(id);
      if (!set) users.set(id, (set = new Set()));
      set.add(index);
    }
  });
  const bySignature = new Map<string, Group>();
  for (const [id, set] of users) {
    const key = [...set].sort((a, b) => a - b).join(',');
    let group = bySignature.get(key);
    if (!group) bySignature.set(key, (group = { name: '', modules: [], users: new Set(set), size: 0 }));
    group.modules.push(id);
    group.size += modules.get(id)!.size;
  }
  let groups = [...bySignature.values()];
  // A group owned by one route (its page's own code) takes nothing that another entry needs.
  const owner = (group: Group) => (group.users.size === 1 && entries[[...group.users][0]!]!.route ? [...group.users][0]! : -1);
  const waste = new Array<number>(entries.length).fill(0);
  const groupOf = new Map<string, Group>();
  const reindex = () => {
    groupOf.clear();
    for (const group of groups) for (const id of group.modules) groupOf.set(id, group);
  };
  reindex();
  /** True when `to` can be reached from `from` through at least one other group. */
  const reachesThroughOther = (from: Group, to: Group) => {
    const seen = new Set<Group>([from]);
    const stack: Group[] = [];
    const next = (group: Group) => {
      for (const id of group.modules)
        for (const imported of modules.get(id)!.imports) {
          const target = groupOf.get(imported);
          if (target && !seen.has(target)) {
            seen.add(target);
            stack.push(target);
          }
        }
    };
    next(from);
    seen.delete(to);
    const firstHop = stack.filter((group) => group !== to);
    stack.length = 0;
    stack.push(...firstHop);
    while (stack.length) {
      const group = stack.pop() as Group;
      if (group === to) return true;
      next(group);
    }
    return false;
  };
  /** True when every module `group` imports is loaded by each of `users` anyway (or is in `group`/`other`). */
  const depsLoadedBy = (group: Group, other: Group, users: ReadonlySet<number>) => {
    for (const id of group.modules)
      for (const imported of modules.get(id)!.imports) {
        const target = groupOf.get(imported);
        if (!target || target === group || target === other) continue;
        for (const user of users) if (!target.users.has(user)) return false;
      }
    return true;
  };
  const why = new Map<string, number>();
  const no = (reason: string) => {
    why.set(reason, (why.get(reason) ?? 0) + 1);
    return -Infinity;
  };
  const value = (a: Group, b: Group) => {
    if (!(a.users.size > 0 && [...a.users].some((user) => b.users.has(user)))) return -Infinity;
    if (owner(a) >= 0 && b.users.size > 1 && !b.users.has(owner(a))) return -Infinity;
    if (owner(a) >= 0 && owner(b) >= 0 && owner(a) !== owner(b)) return -Infinity;
    if (owner(a) >= 0 && b.users.size > 1) return -Infinity;
    if (owner(b) >= 0 && a.users.size > 1) return -Infinity;
    let saved = 0;
    let cost = 0;
    const cap = (user: number) => maxWaste / entries[user]!.weight;
    for (const user of a.users) {
      if (b.users.has(user)) saved += requestBytes * (entries[user]!.weight === 1 ? 1 : 0);
      else if (waste[user]! + b.size > cap(user)) return no('waste');
      else cost += b.size * entries[user]!.weight;
    }
    for (const user of b.users) {
      if (a.users.has(user)) continue;
      if (waste[user]! + a.size > cap(user)) return no('waste');
      cost += a.size * entries[user]!.weight;
    }
    // A module merged in brings its imports with it: only merges whose imports every new user loads anyway.
    if (saved - cost <= 0) return no('cost');
    if (!depsLoadedBy(a, b, b.users) || !depsLoadedBy(b, a, a.users)) return no('deps');
    return saved - cost;
  };
  const refused = new Set<string>();
  const pairKey = (a: Group, b: Group) => `${a.modules[0]}|${b.modules[0]}`;
  for (;;) {
    let best: [Group, Group, number] | null = null;
    for (let i = 0; i < groups.length; i += 1)
      for (let j = i + 1; j < groups.length; j += 1) {
        const a = groups[i]!;
        const b = groups[j]!;
        if (refused.has(pairKey(a, b))) continue;
        const gain = value(a, b);
        if (gain > 0 && (!best || gain > best[2])) best = [a, b, gain];
      }
    if (!best) break;
    const [a, b] = best;
    if (reachesThroughOther(a, b) || reachesThroughOther(b, a)) {
      no('cycle');
      refused.add(pairKey(a, b));
      continue;
    }
    for (const user of a.users) if (!b.users.has(user)) waste[user]! += b.size;
    for (const user of b.users) if (!a.users.has(user)) waste[user]! += a.size;
    const merged: Group = { name: '', modules: [...a.modules, ...b.modules], users: new Set([...a.users, ...b.users]), size: a.size + b.size };
    groups = [...groups.filter((group) => group !== a && group !== b), merged];
    reindex();
  }
  if (process.env.ROUTE_GROUPS_DEBUG) {
    console.log('route groups:', groups.length, Object.fromEntries(why));
    entries.forEach((entry, index) => waste[index]! > 0 && console.log('  waste', Math.round(waste[index]!), entry.weight, entry.name.replace(/.*src./, '')));
  }
  // Names: a route's own group is the route's ('p' and its path); a shared one 's' and a number
  // (the groups most routes load first); one that only lazy parts load 'l' and a number.
  const names = new Map<string, string>();
  const routeName = (user: number) => `p${entries[user]!.name.replace(/[/:]+/g, '-').replace(/-$/, '') || '-home'}`;
  const routeCount = (group: Group) => [...group.users].filter((user) => entries[user]!.route).length;
  groups.sort((a, b) => routeCount(b) - routeCount(a) || b.size - a.size || (a.modules[0]! < b.modules[0]! ? -1 : 1));
  let shared = 0;
  let lazyOnly = 0;
  for (const group of groups) {
    const own = owner(group);
    const name = own >= 0 ? routeName(own) : routeCount(group) > 0 ? `s${(shared += 1)}` : `l${(lazyOnly += 1)}`;
    for (const id of group.modules) names.set(id, name);
  }
  return names;
}

/** What the grouping needs of the bundler's module graph (its `getModuleInfo`). */
export interface BundlerGraph {
  getModuleInfo(id: string): { code: string | null; importedIds: readonly string[]; dynamicallyImportedIds: readonly string[] } | null;
}

/** The module graph from `root` on (static and dynamic imports), each module sized by its code. */
export function moduleGraph(graph: BundlerGraph, root: string): Map<string, GraphModule> {
  const modules = new Map<string, GraphModule>();
  const stack = [root];
  while (stack.length) {
    const id = stack.pop() as string;
    if (modules.has(id)) continue;
    const info = graph.getModuleInfo(id);
    if (!info) continue;
    modules.set(id, { imports: info.importedIds, dynamicImports: info.dynamicallyImportedIds, size: info.code?.length ?? 0 });
    stack.push(...info.importedIds, ...info.dynamicallyImportedIds);
  }
  return modules;
}
