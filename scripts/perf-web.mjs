// `npm run perf:web`: builds the web app and prints, for each public page, the gzipped JavaScript
// and CSS that a first visit downloads: the scripts, module preloads and stylesheets of
// index.html, plus the page's own lazy chunk and everything it imports statically (from Vite's
// manifest). It fails when / exceeds its JavaScript budget, or when a public page would load
// console code, a chart library, react-query or zod.
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

const PAGES = [
  ['/', 'home-page'],
  ['/features', 'features-page'],
  ['/about-us', 'about-page'],
  ['/contact-us', 'contact-page'],
  ['/download-app', 'download-app-page'],
].map(([url, file]) => ({ url, source: `src/features/public-site/routes/${file}.tsx` }));

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

  let ok = true;
  const rows = [];
  for (const page of PAGES) {
    if (!manifest[page.source]) throw new Error(`${page.source} is not in the build manifest`);
    const files = new Set(initial);
    const visit = (key) => {
      const chunk = manifest[key];
      if (!chunk || files.has(`${key}:visited`)) return;
      files.add(`${key}:visited`);
      files.add(chunk.file);
      for (const css of chunk.css ?? []) files.add(css);
      for (const imported of chunk.imports ?? []) visit(imported);
    };
    visit(page.source);
    const downloaded = [...files].filter((f) => !f.endsWith(':visited'));
    const js = downloaded.filter((f) => f.endsWith('.js'));
    const css = downloaded.filter((f) => f.endsWith('.css'));
    const kb = (list) => list.reduce((sum, f) => sum + size(f), 0) / 1000;
    const row = { page: page.url, js: kb(js), css: kb(css), files: downloaded.length, problems: [] };

    const modules = js.flatMap(modulesOf);
    for (const [pattern, what] of FORBIDDEN) {
      const culprit = modules.find((m) => pattern.test(m));
      if (culprit) row.problems.push(`loads ${what} (${culprit.replace(/^(\.\.\/)+/, '')})`);
    }
    const budget = JS_BUDGET_KB[page.url];
    if (budget !== undefined && row.js > budget) {
      row.problems.push(`${row.js.toFixed(1)} KB of JavaScript is over its budget of ${budget} KB`);
    }
    if (row.problems.length > 0) ok = false;
    rows.push(row);
  }

  console.log('\nFirst visit to each public page, gzipped (level 6), KB = 1000 bytes:\n');
  console.log(
    `${'page'.padEnd(16)}${'JS KB'.padStart(9)}${'CSS KB'.padStart(9)}${'files'.padStart(7)}  budget`,
  );
  for (const row of rows) {
    const budget = JS_BUDGET_KB[row.page];
    console.log(
      `${row.page.padEnd(16)}${row.js.toFixed(1).padStart(9)}${row.css.toFixed(1).padStart(9)}${String(row.files).padStart(7)}  ${budget ? `JS <= ${budget} KB` : ''}`,
    );
  }
  console.log('');
  for (const row of rows) for (const problem of row.problems) console.log(`FAIL ${row.page}: ${problem}`);
  if (ok)
    console.log('OK: within budget, and no public page loads console code, charts, react-query or zod.');
  return ok;
}
