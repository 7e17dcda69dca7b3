// Per-component Mantine styles (the first-load budget, decision 042). Every module of src/ that imports a
// component from @mantine/core, dates, notifications, modals or charts gets
// the stylesheets of that component and of every Mantine component it renders (Select brings
// Input, Combobox, Popover, ScrollArea...), found by following Mantine's own ESM import graph to
// its CSS modules (`Button.module.mjs` <-> `styles/Button.css`). The styles then travel with the
// chunk that renders them: a list page no longer loads the date picker's or the stepper's CSS.
//
// Each stylesheet sits in its own sublayer of the `mantine` cascade layer (`mantine.Button`),
// and the first stylesheet of the entry declares the order of all of them (Mantine's own order,
// dependencies first: UnstyledButton before Button). So the app's unlayered CSS still wins, and
// Button still beats UnstyledButton even when a page's chunk brings UnstyledButton's sheet after
// Button's.
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import type { Plugin } from 'vite';

type MantinePackage = 'core' | 'dates' | 'notifications' | 'modals' | 'charts';
const PACKAGES: MantinePackage[] = ['core', 'dates', 'notifications', 'modals', 'charts'];
/** The packages styled by one stylesheet of their own (core has one per component). */
const WHOLE_SHEET = new Set<MantinePackage>(['dates', 'notifications', 'charts']);
const QUERY = '?mantine-layer';

const require = createRequire(import.meta.url);

/** The root folder of a Mantine package as apps/web resolves it (`dedupe` keeps one core). */
function packageRoot(name: MantinePackage): string {
  // The packages export no package.json; their CommonJS entry is <root>/cjs/index.cjs.
  return resolve(dirname(require.resolve(`@mantine/${name}`)), '..');
}

/** A stylesheet of ours: its sublayer name and the plain (unlayered) file it wraps. */
interface Sheet {
  layer: string;
  file: string;
}

const IMPORT_RE = /(?:import|export)\s*(?:[\w$*{}\s,]+?\s*from\s*)?["']([^"']+)["']/g;
const NAMED_RE = /import\s*\{([^}]*)\}\s*from\s*["'](@mantine\/[\w-]+)["']/g;

/** `{ A, B as C, type D }` -> each specifier's exported name and local binding. */
function specifiersOf(list: string): Array<{ name: string; local: string; isType: boolean }> {
  return list
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)
    .map((part) => {
      const [name = '', local = name] = part.split(/\s+as\s+/).map((side) => side.trim());
      return { name, local, isType: name.startsWith('type ') };
    });
}

/** `{ A, B as C, type D }` -> [A, B] (the exported names, types left out). */
const namesOf = (list: string) =>
  specifiersOf(list)
    .filter((specifier) => !specifier.isType)
    .map((specifier) => specifier.name);

/** `{ A, B as C }` -> [A, C] (the local names). */
const bindingsOf = (list: string) => specifiersOf(list).map((specifier) => specifier.local);

/** The parts of a compound component `source` uses: `Menu.Item`, `Menu.Target` -> [Item, Target]. */
function partsOf(source: string, binding: string): string[] {
  const parts = new Set<string>();
  for (const [, part] of source.matchAll(new RegExp(`\\b${binding}\\.([A-Z]\\w*)`, 'g'))) {
    if (part) parts.add(part);
  }
  return [...parts];
}

export interface MantineCss {
  /** The sheets a module needs for the named exports it imports from a Mantine package. */
  sheetsFor(pkg: MantinePackage, names: string[], members?: Map<string, string[]>): Sheet[];
  /** Whether `name` is an export of the package. */
  exports(pkg: MantinePackage, name: string): boolean;
  /** Every sheet, in cascade order. */
  order: Sheet[];
  /**
   * The wrapped CSS of one sheet. The first one (baseline) also declares the order of the
   * sublayers `declared` (by default all of them; the build passes layersToOrder's).
   */
  css(layer: string, declared?: Set<string>): string;
  sheet(layer: string): Sheet | undefined;
}

export function createMantineCss(): MantineCss {
  const roots = Object.fromEntries(PACKAGES.map((pkg) => [pkg, packageRoot(pkg)])) as Record<
    MantinePackage,
    string
  >;
  const coreStyles = join(roots.core, 'styles');

  // Each package's exports: name -> the ESM file that defines it (from esm/index.mjs).
  const exportsOf = new Map<MantinePackage, Map<string, string>>();
  for (const pkg of PACKAGES) {
    const index = join(roots[pkg], 'esm/index.mjs');
    const map = new Map<string, string>();
    for (const [, list = '', from = ''] of readFileSync(index, 'utf8').matchAll(
      /import\s*\{([^}]*)\}\s*from\s*"([^"]+)"/g,
    )) {
      if (!from.startsWith('.')) continue;
      for (const local of bindingsOf(list)) map.set(local, resolve(dirname(index), from));
    }
    exportsOf.set(pkg, map);
  }

  // The sheets: core's per-component files (+ the three global ones MantineProvider needs),
  // then the single files of dates, notifications and charts.
  const sheets = new Map<string, Sheet>();
  const full = readFileSync(join(roots.core, 'styles.layer.css'), 'utf8');
  const position = (file: string) => {
    const firstClass = /\.m_[0-9a-f]+/.exec(readFileSync(file, 'utf8'))?.[0];
    const at = firstClass ? full.indexOf(`${firstClass} `) : -1;
    return at === -1 ? full.length : at;
  };
  const ranked: Array<[number, Sheet]> = [
    [0, { layer: 'baseline', file: join(coreStyles, 'baseline.css') }],
    [1, { layer: 'default-css-variables', file: join(coreStyles, 'default-css-variables.css') }],
    [2, { layer: 'global', file: join(coreStyles, 'global.css') }],
  ];
  for (const entry of readdirSync(coreStyles)) {
    const name = entry.replace(/\.css$/, '');
    if (!entry.endsWith('.css') || entry.endsWith('.layer.css')) continue;
    if (['baseline', 'default-css-variables', 'global'].includes(name)) continue;
    const file = join(coreStyles, entry);
    ranked.push([10 + position(file), { layer: name, file }]);
  }
  ranked.sort((a, b) => a[0] - b[0]);
  for (const [, sheet] of ranked) sheets.set(sheet.layer, sheet);
  for (const pkg of WHOLE_SHEET)
    sheets.set(pkg, { layer: pkg, file: join(roots[pkg], 'styles.css') });
  const order = [...sheets.values()];

  // Follows a Mantine ESM file's imports and collects the sheets of the CSS modules it reaches,
  // except a component's compound parts (`Checkbox.Card = CheckboxCard`, imported for that line
  // only): those count where they are used (`Checkbox.Card`), in the app or in Mantine itself.
  const cache = new Map<string, Set<string>>();
  const sheetsOf = (file: string, members: string[]): Set<string> => {
    const key = `${file}|${[...members].sort().join(',')}`;
    const cached = cache.get(key);
    if (cached) return cached;
    const found = new Set<string>();
    cache.set(key, found); // an import cycle ends here
    const pkg = PACKAGES.find((name) => file.startsWith(`${roots[name]}/`));
    const base = file.split('/').pop() ?? '';
    if (base.endsWith('.module.mjs')) {
      if (pkg === 'core') found.add(base.replace(/\.module\.mjs$/, ''));
      else if (pkg && WHOLE_SHEET.has(pkg)) found.add(pkg);
    }
    const source = readFileSync(file, 'utf8');
    const body = source.replace(/^import .*$/gm, '');
    const partsUsed = (binding: string) => partsOf(body, binding.replace('$', '\\$'));
    const staticParts = new Map<string, string>();
    for (const [, part = '', binding = ''] of body.matchAll(/^\w+\.(\w+) = (\w+);$/gm)) {
      const uses = body.match(new RegExp(`\\b${binding}\\b`, 'g'))?.length ?? 0;
      if (uses === 1) staticParts.set(binding, part);
    }
    const follow = (target: string, bindings: string[]) => {
      const parts = bindings.filter((binding) => staticParts.has(binding));
      const wanted = parts.some((binding) => members.includes(staticParts.get(binding) ?? ''));
      if (parts.length > 0 && parts.length === bindings.length && !wanted) return;
      for (const layer of sheetsOf(target, bindings.flatMap(partsUsed))) found.add(layer);
    };
    for (const [statement, from = ''] of source.matchAll(IMPORT_RE)) {
      if (!from.startsWith('.')) continue;
      const named = /\{([^}]*)\}/.exec(statement)?.[1];
      follow(resolve(dirname(file), from), named ? bindingsOf(named) : []);
    }
    for (const [, list = '', specifier = ''] of source.matchAll(NAMED_RE)) {
      const from = specifier.replace('@mantine/', '') as MantinePackage;
      if (!PACKAGES.includes(from)) continue;
      for (const name of namesOf(list)) {
        const target = exportsOf.get(from)?.get(name);
        if (target) for (const layer of sheetsOf(target, partsUsed(name))) found.add(layer);
      }
    }
    // The notifications' container is styled by the package's stylesheet.
    if (pkg === 'notifications' && /\buseStyles\b/.test(source)) found.add('notifications');
    return found;
  };

  return {
    order,
    exports: (pkg, name) => exportsOf.get(pkg)?.has(name) ?? false,
    sheet: (layer) => sheets.get(layer),
    sheetsFor(pkg, names, members = new Map()) {
      const layers = new Set<string>();
      for (const name of names) {
        // MantineProvider (and nothing else) needs the global sheets.
        if (pkg === 'core' && name === 'MantineProvider') {
          for (const layer of ['baseline', 'default-css-variables', 'global']) layers.add(layer);
        }
        const file = exportsOf.get(pkg)?.get(name);
        if (!file) continue;
        for (const layer of sheetsOf(file, members.get(name) ?? [])) layers.add(layer);
      }
      return order.filter((sheet) => layers.has(sheet.layer));
    },
    css(layer, declared) {
      const sheet = sheets.get(layer);
      if (!sheet) throw new Error(`no Mantine stylesheet ${layer}`);
      const body = readFileSync(sheet.file, 'utf8');
      // baseline comes first in the entry: it also fixes the order of the sublayers.
      const names = order
        .filter((each) => !declared || declared.has(each.layer))
        .map((each) => each.layer);
      const head =
        layer === 'baseline' ? `@layer mantine {\n  @layer ${names.join(', ')};\n}\n` : '';
      return `${head}@layer mantine.${layer} {\n${body}\n}\n`;
    },
  };
}

export interface MantineImport {
  pkg: MantinePackage;
  /** The exports used. */
  names: string[];
  /** The compound parts used, per export: `Menu.Item` -> Menu: [Item]. */
  members: Map<string, string[]>;
}

/** What a source file uses of Mantine: named imports, `Mantine.X` of a namespace import, parts. */
export function mantineImportsOf(source: string): MantineImport[] {
  const found: MantineImport[] = [];
  const addParts = (members: Map<string, string[]>, exported: string, local: string) => {
    const parts = partsOf(source, local);
    if (parts.length > 0) members.set(exported, parts);
  };
  for (const [, typeOnly, list = '', pkg] of source.matchAll(
    /import\s+(type\s+)?\{([^}]*)\}\s*from\s*'@mantine\/(core|dates|notifications|modals|charts)'/g,
  )) {
    if (typeOnly) continue;
    const members = new Map<string, string[]>();
    const names: string[] = [];
    for (const part of list.split(',')) {
      const trimmed = part.trim();
      if (!trimmed || trimmed.startsWith('type ')) continue;
      const [exported = '', local = exported] = trimmed
        .split(/\s+as\s+/)
        .map((name) => name.trim());
      names.push(exported);
      addParts(members, exported, local);
    }
    found.push({ pkg: pkg as MantinePackage, names, members });
  }
  for (const [, namespace = '', pkg] of source.matchAll(
    /import\s+\*\s+as\s+(\w+)\s+from\s*'@mantine\/(core|dates|notifications|modals|charts)'/g,
  )) {
    const members = new Map<string, string[]>();
    const names = partsOf(source, namespace);
    for (const name of names) addParts(members, name, `${namespace}\\.${name}`);
    found.push({ pkg: pkg as MantinePackage, names, members });
  }
  return found;
}

/**
 * The sheets whose place in the cascade matters: those a component renders under its own
 * (UnstyledButton under Button, Paper and ModalBase under Modal), for the modules under `dir`.
 * The order statement names them (dependencies first); a component's own sheet, which nothing
 * renders under, takes the next free place when it arrives: after all of them.
 */
export function layersToOrder(mantine: MantineCss, dir: string): Set<string> {
  const layers = new Set<string>();
  for (const entry of readdirSync(dir, { recursive: true, encoding: 'utf8' })) {
    if (!/\.[jt]sx?$/.test(entry) || /\.test\.[jt]sx?$/.test(entry)) continue;
    for (const { pkg, names, members } of mantineImportsOf(
      readFileSync(join(dir, entry), 'utf8'),
    )) {
      for (const name of names) {
        for (const sheet of mantine.sheetsFor(pkg, [name], members)) {
          if (sheet.layer !== name) layers.add(sheet.layer);
        }
      }
    }
  }
  return layers;
}

/** The Vite plugin: adds the stylesheet imports to each module of src/ that uses Mantine. */
export function mantineCss(): Plugin {
  let mantine: MantineCss | undefined;
  const get = () => {
    mantine ??= createMantineCss();
    return mantine;
  };
  let srcDir = '';
  let used: Set<string> | undefined;
  return {
    name: 'spotlane-mantine-css',
    enforce: 'pre',
    configResolved(config) {
      srcDir = join(config.root, 'src');
    },
    buildStart() {
      // The sublayers the order statement names (every one in dev: a component added while
      // the dev server runs still gets its place).
      used = this.meta.watchMode ? undefined : layersToOrder(get(), srcDir);
    },
    resolveId(id) {
      if (id.startsWith('virtual:mantine-css/')) {
        const layer = id.slice('virtual:mantine-css/'.length).replace(/\.css$/, '');
        const sheet = get().sheet(layer);
        // A real path (with a marker query) so Vite's CSS pipeline takes it as a stylesheet.
        if (sheet) return `${sheet.file}${QUERY}=${layer}`;
      }
      return null;
    },
    load(id) {
      const at = id.indexOf(`${QUERY}=`);
      if (at === -1) return null;
      return get().css(id.slice(at + QUERY.length + 1), used);
    },
    transform(code, id) {
      if (!/[\\/]src[\\/].*\.[jt]sx?$/.test(id)) return null;
      if (id.includes('node_modules') || !code.includes('@mantine/')) return null;
      const layers = new Set<string>();
      for (const { pkg, names, members } of mantineImportsOf(code)) {
        for (const sheet of get().sheetsFor(pkg, names, members)) layers.add(sheet.layer);
      }
      if (layers.size === 0) return null;
      const imports = get()
        .order.filter((sheet) => layers.has(sheet.layer))
        .map((sheet) => `import 'virtual:mantine-css/${sheet.layer}.css';`)
        .join('');
      // On the first line, so the source map's lines stay where they were.
      return { code: `${imports}${code}`, map: null };
    },
  };
}
