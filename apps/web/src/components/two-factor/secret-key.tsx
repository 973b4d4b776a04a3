import { Copy } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { copyText } from './copy-text';

/** The Base32 key in groups of four, for reading it out or typing it into an app. */
export function groupKey(secret: string): string {
  return (secret.replace(/\s+/g, '').match(/.{1,4}/g) ?? []).join(' ');
}

/** The key as text beside the QR code, for an app on the same device or typed by hand. */
export function SecretKey({ secret }: { secret: string }) {
  const { t } = useTranslation('two-factor');
  const labelId = useId();
  return (
    <div className="space-y-2">
      <p id={labelId} className="text-sm font-medium text-slate-700">
        {t('setup.key_label')}
      </p>
      <div className="flex flex-wrap items-center gap-2">
        <code
          aria-labelledby={labelId}
          className="rounded-md bg-slate-100 px-3 py-2 font-mono text-sm tracking-wide break-all text-slate-900 select-all"
        >
          {groupKey(secret)}
        </code>
        <Button variant="secondary" size="sm" onClick={() => void copyText(secret, t('setup.key_copied'))}>
          <Copy aria-hidden="true" className="size-4" />
          {t('setup.copy_key')}
        </Button>
      </div>
    </div>
  );
}
