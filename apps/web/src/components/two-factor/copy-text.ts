import { i18next } from '@/i18n/i18n';
import { toast } from '@/lib/toast';

/**
 * Puts the text on the clipboard and says so; where the browser allows no clipboard (a page not
 * served over HTTPS), says to copy it by hand.
 */
export async function copyText(text: string, done: string): Promise<void> {
  try {
    await navigator.clipboard.writeText(text);
    toast.success(done);
  } catch {
    toast.error(i18next.t('two-factor:copy_failed'));
  }
}
