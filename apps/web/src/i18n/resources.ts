import type { ResourceKey } from 'i18next';

/**
 * Where each namespace's messages are, one file per language, each its own chunk: a reader
 * downloads the namespaces of the screens they open, in their language only.
 *  - a feature's screens: `features/<feature>/locales/<lng>.json`, namespace `<feature>`;
 *  - what every screen shares (shell, buttons, states): `i18n/locales/<namespace>/<lng>.json`;
 *  - what the API says too (validation messages, field labels): the contract's
 *    `locales/<namespace>/<lng>.json`.
 */
const FILES: Record<string, () => Promise<ResourceKey>> = {
  ...import.meta.glob<ResourceKey>('../features/*/locales/*.json', { import: 'default' }),
  ...import.meta.glob<ResourceKey>('./locales/*/*.json', { import: 'default' }),
  ...import.meta.glob<ResourceKey>('../../../../packages/contract/src/locales/*/*.json', {
    import: 'default',
  }),
};

/** "../features/students/locales/fr.json" -> namespace "students", language "fr". */
export function namespaceAndLanguage(path: string): { ns: string; lng: string } {
  const parts = path.split('/');
  const lng = (parts.at(-1) ?? '').replace(/\.json$/, '');
  const folder = parts.at(-2) ?? '';
  return { ns: folder === 'locales' ? (parts.at(-3) ?? '') : folder, lng };
}

const LOADERS = new Map(
  Object.entries(FILES).map(([path, load]) => {
    const { ns, lng } = namespaceAndLanguage(path);
    return [`${ns}/${lng}`, load] as const;
  }),
);

export function loadMessages(lng: string, ns: string): Promise<ResourceKey> {
  const load = LOADERS.get(`${ns}/${lng}`);
  return load ? load() : Promise.reject(new Error(`No messages for namespace ${ns} in ${lng}`));
}
