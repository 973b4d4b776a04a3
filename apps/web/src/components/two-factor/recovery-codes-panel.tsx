import { Copy, Download } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { CheckboxField } from '@/components/ui/checkbox-field';
import { saveText } from '@/lib/file-download';
import { copyText } from './copy-text';

interface RecoveryCodesPanelProps {
  codes: readonly string[];
  /** Whose codes these are, named in the downloaded file. */
  account: string;
  onDone: () => void;
  doneLabel: string;
}

/** The file a person keeps: what the codes are for, whose they are, one code a line. */
export function recoveryCodesText(heading: string, note: string, codes: readonly string[]): string {
  return [heading, note, '', ...codes, ''].join('\n');
}

/**
 * The recovery codes, shown once (only their hashes are kept): copied or downloaded, and a
 * promise that they are saved before going on.
 */
export function RecoveryCodesPanel({ codes, account, onDone, doneLabel }: RecoveryCodesPanelProps) {
  const { t } = useTranslation('two-factor');
  const [saved, setSaved] = useState(false);
  const headingId = useId();
  const text = () =>
    recoveryCodesText(t('recovery.file_heading', { account }), t('recovery.file_note'), codes);

  return (
    <section aria-labelledby={headingId} className="space-y-4">
      <h3 id={headingId} className="font-medium text-slate-900">
        {t('recovery.heading')}
      </h3>
      <p className="text-sm text-slate-700">{t('recovery.intro')}</p>
      <ul
        aria-label={t('recovery.list_label')}
        className="grid grid-cols-1 gap-2 rounded-md bg-slate-50 p-4 font-mono text-sm text-slate-900 sm:grid-cols-2"
      >
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ul>
      <div className="flex flex-wrap gap-2">
        <Button
          variant="secondary"
          size="sm"
          onClick={() => void copyText(codes.join('\n'), t('recovery.copied'))}
        >
          <Copy aria-hidden="true" className="size-4" />
          {t('recovery.copy')}
        </Button>
        <Button variant="secondary" size="sm" onClick={() => saveText(t('recovery.file_name'), text())}>
          <Download aria-hidden="true" className="size-4" />
          {t('recovery.download')}
        </Button>
      </div>
      <CheckboxField
        label={t('recovery.saved')}
        checked={saved}
        onChange={(event) => setSaved(event.currentTarget.checked)}
      />
      <div className="flex justify-end">
        <Button disabled={!saved} onClick={onDone}>
          {doneLabel}
        </Button>
      </div>
    </section>
  );
}
