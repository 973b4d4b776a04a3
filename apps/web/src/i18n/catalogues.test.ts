import { readFileSync, readdirSync, existsSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { LANGUAGES, LOCALE_OF, type Language } from '@school/contract';
import { describe, expect, it } from 'vitest';
import { namespaceAndLanguage } from './resources';

/**
 * Every catalogue of the product (the web's features and shared namespaces, the contract's
 * validation texts and labels, the API's errors and e-mails) in every language: the same keys,
 * each plural category the language has, the same placeholders and tags, nothing left in English,
 * and the glossary's word wherever the English text uses a school word.
 */
// Vitest runs in apps/web.
const ROOT = resolve(process.cwd(), '../..');
const SOURCES = ['apps/web/src', 'apps/api/src', 'packages/contract/src'];
const GLOSSARY_DIR = join(ROOT, 'packages/contract/src/glossary');
const PLURAL = /_(zero|one|two|few|many|other)$/;

type Messages = Record<string, string>;

function englishFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : englishFiles(path);
    return entry.name === 'en.json' && path.includes('/locales/') ? [path] : [];
  });
}

function flatten(value: unknown, prefix = '', into: Messages = {}): Messages {
  if (typeof value === 'string') into[prefix] = value;
  else if (value && typeof value === 'object')
    for (const [key, inner] of Object.entries(value)) flatten(inner, prefix ? `${prefix}.${key}` : key, into);
  else into[prefix] = String(value);
  return into;
}

const readJson = (path: string): unknown => JSON.parse(readFileSync(path, 'utf8'));

/** `{{name}}` (formats aside), `$t(...)` nestings and `<tag>`s of a text, sorted. */
function placeholders(text: string): string[] {
  const found = [
    ...[...text.matchAll(/\{\{\s*([\w.]+)[^}]*\}\}/g)].map((m) => `{{${m[1]}}}`),
    ...[...text.matchAll(/\$t\(([^)]*)\)/g)].map((m) => `$t(${m[1]})`),
    ...[...text.matchAll(/<\/?([\w-]+)\s*\/?>/g)].map((m) => m[0].replace(/\s/g, '')),
  ];
  return [...new Set(found)].sort();
}

/** What a text says once placeholders, tags and symbols are taken out. */
const words = (text: string) =>
  text
    .replace(/\{\{[^}]*\}\}|\$t\([^)]*\)|<[^>]+>/g, ' ')
    .replace(/[^\p{L}]+/gu, ' ')
    .trim();

const catalogues = SOURCES.flatMap((source) => englishFiles(join(ROOT, source))).map((path) => ({
  path,
  dir: join(path, '..'),
  ns: namespaceAndLanguage(relative(ROOT, path)).ns,
}));

const base = (key: string) => key.replace(PLURAL, '');
const categories = (lng: Language) => new Intl.PluralRules(LOCALE_OF[lng]).resolvedOptions().pluralCategories;

/** Texts that are rightly the same as the English in a language ("Total" in French). */
const SAME = readJson(join(ROOT, 'apps/web/src/i18n/same-as-english.json')) as Record<string, string[]>;

const glossary = Object.fromEntries(
  LANGUAGES.map((lng) => [lng, readJson(join(GLOSSARY_DIR, `${lng}.json`)) as Record<string, string[]>]),
) as Record<Language, Record<string, string[]>>;
const exceptions = (readJson(join(GLOSSARY_DIR, 'exceptions.json')) as { keys: Record<string, string[]> })
  .keys;

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const englishTerm = Object.fromEntries(
  Object.entries(glossary.en).map(([term, forms]) => [
    term,
    new RegExp(`\\b(${forms.map(escape).join('|')})\\b`, 'i'),
  ]),
);

describe('the catalogues', () => {
  it('are found in each place the product keeps them', () => {
    const namespaces = catalogues.map((c) => c.ns);
    expect(namespaces).toEqual(expect.arrayContaining(['common']));
    expect(new Set(namespaces).size).toBe(namespaces.length);
  });

  describe.each(catalogues)('$ns', ({ dir, ns }) => {
    const english = flatten(readJson(join(dir, 'en.json')));
    const bases = new Set(Object.keys(english).map(base));

    it('has one and other for each English plural, and no empty text', () => {
      for (const key of Object.keys(english)) {
        expect(english[key], key).not.toBe('');
        if (PLURAL.test(key)) {
          expect(english, key).toHaveProperty([`${base(key)}_one`]);
          expect(english, key).toHaveProperty([`${base(key)}_other`]);
        }
      }
    });

    describe.each(LANGUAGES.filter((lng) => lng !== 'en'))('in %s', (lng) => {
      const file = join(dir, `${lng}.json`);
      const messages = existsSync(file) ? flatten(readJson(file)) : {};
      const pluralBases = new Set(
        Object.keys(english)
          .filter((k) => PLURAL.test(k))
          .map(base),
      );
      const expected = [...bases]
        .flatMap((b) => (pluralBases.has(b) ? categories(lng).map((c) => `${b}_${c}`) : [b]))
        .sort();

      it('has every key, each plural category of the language, and nothing more', () => {
        expect(existsSync(file), `${relative(ROOT, file)} is missing`).toBe(true);
        expect(Object.keys(messages).sort()).toEqual(expected);
      });

      it('keeps the placeholders and tags of the English', () => {
        for (const key of Object.keys(messages)) {
          const source = english[key] ?? english[`${base(key)}_other`];
          if (source === undefined) continue;
          const wanted = placeholders(source);
          // A singular may say "one student" without the number.
          const got = placeholders(messages[key] ?? '');
          const lenient = PLURAL.test(key)
            ? wanted.filter((p) => got.includes(p) || p !== '{{count}}')
            : wanted;
          expect(got, `${ns}:${key}`).toEqual(lenient);
        }
      });

      it('is not left in English', () => {
        const same = new Set(SAME[lng] ?? []);
        for (const [key, text] of Object.entries(messages)) {
          const source = english[key] ?? english[`${base(key)}_other`] ?? '';
          // Acronyms and names alone (CSV, SMTP) read the same everywhere.
          if (text !== source || !/\p{Ll}/u.test(words(text)) || same.has(text)) continue;
          expect.fail(
            `${ns}:${key} in ${lng} is the English "${text}" (list it in same-as-english.json if right)`,
          );
        }
      });

      it('uses the glossary word for each school word of the English', () => {
        for (const [key, text] of Object.entries(messages)) {
          const source = english[key] ?? english[`${base(key)}_other`] ?? '';
          // Placeholder and tag names ({{school}}) are not words of the text.
          const said = source.replace(/\{\{[^}]*\}\}|\$t\([^)]*\)|<[^>]+>/g, ' ');
          for (const [term, pattern] of Object.entries(englishTerm)) {
            if (!pattern.test(said) || exceptions[`${ns}:${key}`]?.includes(term)) continue;
            const forms = glossary[lng][term] ?? [];
            const lower = text.toLocaleLowerCase(LOCALE_OF[lng]);
            expect(
              forms.some((form) => lower.includes(form.toLocaleLowerCase(LOCALE_OF[lng]))),
              `${ns}:${key} in ${lng} says "${text}" without the glossary's "${forms.join('" / "')}" for "${term}"`,
            ).toBe(true);
          }
        }
      });
    });
  });

  it('every glossary has every term', () => {
    for (const lng of LANGUAGES)
      expect(Object.keys(glossary[lng]).sort()).toEqual(Object.keys(glossary.en).sort());
  });
});
