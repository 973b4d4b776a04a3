import { apiFetch } from './api-client';

interface DownloadOptions {
  /** Used when the server names no file in its Content-Disposition header. */
  fallbackName: string;
  fallbackMessage: string;
}

/**
 * Fetches a file the API streams (a CSV export, say) with the stored token and hands it to the
 * browser as a download. A plain link cannot carry the bearer token, hence the blob.
 */
export async function downloadFile(path: string, options: DownloadOptions): Promise<string> {
  const response = await apiFetch(path, { fallbackMessage: options.fallbackMessage });
  const name = fileNameOf(response.headers.get('content-disposition')) ?? options.fallbackName;
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  // The browser has taken the file once the click's task is over.
  setTimeout(() => URL.revokeObjectURL(url), 0);
  return name;
}

/** The file name of a Content-Disposition header: filename*=UTF-8''… first, then filename="…". */
export function fileNameOf(header: string | null): string | null {
  if (!header) return null;
  const encoded = /filename\*\s*=\s*UTF-8''([^;]+)/i.exec(header)?.[1];
  if (encoded) {
    try {
      return decodeURIComponent(encoded.trim());
    } catch {
      // A malformed encoding falls through to the plain name.
    }
  }
  const plain = /filename\s*=\s*(?:"([^"]*)"|([^;]+))/i.exec(header);
  const name = (plain?.[1] ?? plain?.[2])?.trim();
  return name || null;
}

/** Hands text the page already holds to the browser as a file download (UTF-8 plain text). */
export function saveText(name: string, text: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/plain;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  // The browser has taken the file once the click's task is over.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
