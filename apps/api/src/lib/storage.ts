import fs from 'node:fs/promises';
import path from 'node:path';
import { randomSecret } from './secrets';

/**
 * Files live under the storage folder with random names, so that a name reveals nothing and
 * cannot be guessed; the database keeps the path relative to that folder.
 */
export async function storeFile(
  storageDir: string,
  folder: string,
  ext: string,
  data: Buffer,
): Promise<string> {
  const relative = `${folder}/${randomSecret()}.${ext}`;
  const target = path.join(storageDir, relative);
  await fs.mkdir(path.dirname(target), { recursive: true });
  try {
    await fs.writeFile(target, data, { flag: 'wx' });
  } catch (error) {
    // A write cut short (disk full, I/O error) leaves part of a file the caller never learns of.
    await fs.rm(target, { force: true });
    throw error;
  }
  return relative;
}

/** The size of a stored file in bytes; none, or one already gone, takes no room. */
export async function storedFileSize(storageDir: string, relative: string | null): Promise<number> {
  if (!relative) return 0;
  const stat = await fs.stat(path.resolve(storageDir, relative)).catch(() => null);
  return stat?.size ?? 0;
}

/** Removing a file that is already gone is fine: the goal is that it is gone. */
export async function removeStoredFile(storageDir: string, relative: string | null): Promise<void> {
  if (!relative) return;
  const target = path.resolve(storageDir, relative);
  if (!target.startsWith(path.resolve(storageDir) + path.sep)) return;
  await fs.rm(target, { force: true });
}
