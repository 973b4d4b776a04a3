// `npm run perf:web`: builds the web app and prints, for each public page and each language, the
// gzipped JavaScript and CSS that a first visit downloads: the scripts, module preloads and
// stylesheets of index.html, plus the page's own lazy chunk and everything it imports statically
// (from Vite's manifest), plus the message catalogues of the visitor's language that the page
// reads (the first namespaces of i18n/i18n.ts and the page's feature namespace). It fails when /
// exceeds its JavaScript budget in any language, when a public page would load console code, a
// chart library, react-query or zod, or when any language's catalogue is downloaded by every
// visitor (preloaded by index.html or imported statically by a page) instead of on demand.
//
// The build goes to a temporary folder with hidden source maps, which tell the modules inside
// each chunk; apps/web/dist is left as it is.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import zlib from 'node:zlib';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const web = path.join(root, 'apps/web');

/** The languages a visitor may read in (packages/contract/src/platform-constants.ts). */
const LANGUAGES = ['en', 'hi', 'es', 'fr'];

/** The namespaces every screen loads before it is drawn: FIRST_NAMESPACES of i18n/i18n.ts. */
const FIRST_NAMESPACES = (() => {
  const source = fs.readFileSync(path.join(web, 'src/i18n/i18n.ts'), 'utf8');
  const list = /FIRST_NAMESPACES\s*=\s*\[([^\]]*)\]/.exec(source);
  if (!list) throw new Error('FIRST_NAMESPACES not found in apps/web/src/i18n/i18n.ts');
  return [...list[1].matchAll(/'([^']+)'/g)].map((match) => match[1]);
})();

const PAGES = [
  ['/', 'home-page'],
  ['/features', 'features-page'],
  ['/about-us', 'about-page'],
  ['/contact-us', 'contact-page'],
  ['/download-app', 'download-app-page'],
].map(([url, file]) => ({
  url,
  source: `src/features/public-site/routes/${file}.tsx`,
  // A feature's screens read its own namespace (i18n/resources.ts).
  namespaces: [...FIRST_NAMESPACES, 'public-site'],
}));

/** Gzipped JavaScript a first visit to the page may download, in KB (1 KB = 1000 bytes). */
const JS_BUDGET_KB = { '/': 120 };

/**
 * Modules no public page may load: they belong to the consoles. The route table and the public
 * header need the consoles' paths and permissions, which are plain data in lib/console-areas.ts.
 */
const FORBIDDEN = [
  [/\/apps\/web\/src\/app\/console\//, 'console code'],
  [/\/node_modules\/(chart\.js|react-chartjs-2)\//, 'a chart library'],
  [/\/node_modules\/@tanstack\//, 'react-query'],
  [/\/node_modules\/zod\//, 'zod'],
];

const outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'schoolwise-perf-'));
try {
  console.log('Building the web app...');
  const build = spawnSync(
    'npx',
    ['vite', 'build', '--outDir', outDir, '--emptyOutDir', '--sourcemap', 'hidden'],
    {
      cwd: web,
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  );
  if (build.status !== 0) process.exit(build.status ?? 1);
  process.exitCode = report(outDir) ? 0 : 1;
} finally {
  fs.rmSync(outDir, { recursive: true, force: true });
}

function report(dist) {
  const manifest = JSON.parse(fs.readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8'));
  const html = fs.readFileSync(path.join(dist, 'index.html'), 'utf8');
  // What index.html makes the browser fetch before anything runs.
  const initial = [...html.matchAll(/<(?:script[^>]*\ssrc|link[^>]*\shref)="\/([^"]+\.(?:js|css))"/g)].map(
    (match) => match[1],
  );

  const gzipped = new Map();
  const size = (file) => {
    if (!gzipped.has(file)) gzipped.set(file, zlib.gzipSync(fs.readFileSync(path.join(dist, file))).length);
    return gzipped.get(file);
  };
  const modulesOf = (file) => {
    const map = path.join(dist, `${file}.map`);
    return fs.existsSync(map) ? JSON.parse(fs.readFileSync(map, 'utf8')).sources : [];
  };

  // Catalogue chunks by "namespace/language", from the manifest keys of the locale files (the
  // same paths i18n/resources.ts globs: features/<ns>/locales, i18n/locales/<ns>, the contract's).
  const catalogues = new Map();
  for (const key of Object.keys(manifest)) {
    const match = /(?:^|\/)(?:features\/([^/]+)\/locales|locales\/([^/]+))\/([a-z]{2})\.json$/.exec(key);
    if (match) catalogues.set(`${match[1] ?? match[2]}/${match[3]}`, key);
  }
  // A catalogue's chunk is named after its language ("hi-<hash>.js"), also when Rollup shares it.
  const catalogueFiles = new Set([...catalogues.values()].map((key) => manifest[key].file));
  const isCatalogue = (file) =>
    catalogueFiles.has(file) || new RegExp(`(^|/)(${LANGUAGES.join('|')})-[\\w-]+\\.js$`).test(file);

  /** The files of the given manifest chunks and of everything they import statically. */
  const closure = (keys) => {
    const files = new Set();
    const seen = new Set();
    const visit = (key) => {
      const chunk = manifest[key];
      if (!chunk || seen.has(key)) return;
      seen.add(key);
      files.add(chunk.file);
      for (const css of chunk.css ?? []) files.add(css);
      for (const imported of chunk.imports ?? []) visit(imported);
    };
    keys.forEach(visit);
    return files;
  };

  let ok = true;
  const rows = [];
  for (const page of PAGES) {
    if (!manifest[page.source]) throw new Error(`${page.source} is not in the build manifest`);
    const files = new Set([...initial, ...closure([page.source])]);
    const forEveryone = [...files];
    const kb = (list) => list.reduce((sum, f) => sum + size(f), 0) / 1000;
    const problems = [];

    const everyonesCatalogues = forEveryone.filter(isCatalogue);
    if (everyonesCatalogues.length > 0) {
      problems.push(`every visitor downloads message catalogues: ${everyonesCatalogues.join(', ')}`);
    }
    const modules = forEveryone.filter((f) => f.endsWith('.js')).flatMap(modulesOf);
    for (const [pattern, what] of FORBIDDEN) {
      const culprit = modules.find((m) => pattern.test(m));
      if (culprit) problems.push(`loads ${what} (${culprit.replace(/^(\.\.\/)+/, '')})`);
    }

    const byLanguage = {};
    for (const lng of LANGUAGES) {
      const keys = page.namespaces.flatMap((ns) => {
        const key = catalogues.get(`${ns}/${lng}`);
        // Not a chunk of its own: bundled with code that every visitor downloads (flagged above).
        if (!key) problems.push(`the ${lng} catalogue of ${ns} is not loaded on demand`);
        return key ? [key] : [];
      });
      const downloaded = [...new Set([...files, ...closure(keys)])];
      byLanguage[lng] = {
        js: kb(downloaded.filter((f) => f.endsWith('.js'))),
        css: kb(downloaded.filter((f) => f.endsWith('.css'))),
        files: downloaded.length,
      };
    }
    const budget = JS_BUDGET_KB[page.url];
    for (const lng of LANGUAGES) {
      const { js } = byLanguage[lng];
      if (budget !== undefined && js > budget) {
        problems.push(`${js.toFixed(1)} KB of JavaScript in ${lng} is over its budget of ${budget} KB`);
      }
    }
    if (problems.length > 0) ok = false;
    rows.push({ page: page.url, byLanguage, problems });
  }

  console.log('\nFirst visit to each public page in each language, gzipped (level 6), KB = 1000 bytes:\n');
  console.log(
    `${'page'.padEnd(16)}${LANGUAGES.map((lng) => `JS ${lng}`.padStart(9)).join('')}${'CSS KB'.padStart(9)}${'files'.padStart(7)}  budget`,
  );
  for (const row of rows) {
    const budget = JS_BUDGET_KB[row.page];
    const cells = LANGUAGES.map((lng) => row.byLanguage[lng].js.toFixed(1).padStart(9)).join('');
    const { css, files } = row.byLanguage[LANGUAGES[0]];
    console.log(
      `${row.page.padEnd(16)}${cells}${css.toFixed(1).padStart(9)}${String(files).padStart(7)}  ${budget ? `JS <= ${budget} KB` : ''}`,
    );
  }
  console.log('');
  for (const row of rows) for (const problem of row.problems) console.log(`FAIL ${row.page}: ${problem}`);
  if (ok)
    console.log(
      'OK: within budget in every language, no catalogue downloaded by every visitor, and no public page loads console code, charts, react-query or zod.',
    );
  return ok;
}
