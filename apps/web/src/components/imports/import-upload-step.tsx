import { IMPORT_DATE_FORMAT, MAX_IMPORT_MB, type ImportKind } from '@school/contract';
import { Download, Upload } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { messageOf } from '@/lib/api-error';
import { toast } from '@/lib/toast';
import { useDownloadImportTemplate } from './api/download-import-template';
import { useUploadImport } from './api/upload-import';
import { ImportAlert } from './import-alert';
import { refusalMessages } from './import-errors';

interface ImportUploadStepProps {
  kind: ImportKind;
  /** After the server took the file: the wizard goes on to the matching. */
  onUploaded: () => void;
  /** Back to the import under way, when the admin came here to replace its file. */
  onBack?: (() => void) | undefined;
}

/** Step 1: the template to fill, and the file to send; the server's refusal is shown in full. */
export function ImportUploadStep({ kind, onUploaded, onBack }: ImportUploadStepProps) {
  const { t } = useTranslation('imports');
  const inputId = useId();
  const [file, setFile] = useState<File | null>(null);
  const [errors, setErrors] = useState<string[]>([]);
  const template = useDownloadImportTemplate();
  const upload = useUploadImport();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!file) {
      setErrors([t('upload.no_file')]);
      return;
    }
    setErrors([]);
    upload.mutate(
      { kind, file },
      {
        onSuccess: onUploaded,
        onError: (error) => setErrors(refusalMessages(error, 'file', t('errors.upload'))),
      },
    );
  };

  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <p className="text-sm text-slate-600">{t(`upload.intro.${kind}`, { format: IMPORT_DATE_FORMAT })}</p>
      <Button
        variant="secondary"
        busy={template.isPending}
        onClick={() =>
          template.mutate(kind, {
            onError: (error) => toast.error(messageOf(error, t('errors.template'))),
          })
        }
      >
        <Download aria-hidden="true" className="size-4" />
        {t('upload.template')}
      </Button>
      <div>
        <label htmlFor={inputId} className="mb-1 block text-sm font-medium text-slate-700">
          {t('upload.file')}
        </label>
        <input
          id={inputId}
          type="file"
          accept=".csv,text/csv"
          onChange={(event) => {
            setFile(event.target.files?.[0] ?? null);
            setErrors([]);
          }}
          disabled={upload.isPending}
          aria-describedby={`${inputId}-hint`}
          className="block w-full min-w-0 text-sm text-slate-600 file:mr-3 file:rounded-md file:border-0 file:bg-brand-50 file:px-3 file:py-1.5 file:font-medium file:text-brand-700 hover:file:bg-brand-100"
        />
        <p id={`${inputId}-hint`} className="mt-1 text-sm text-slate-500">
          {t('upload.hint', { max: MAX_IMPORT_MB })}
        </p>
      </div>
      <ImportAlert messages={errors} />
      <div className="flex flex-wrap justify-end gap-3">
        {onBack && (
          <Button variant="secondary" onClick={onBack} disabled={upload.isPending}>
            {t('upload.back')}
          </Button>
        )}
        <Button type="submit" busy={upload.isPending}>
          <Upload aria-hidden="true" className="size-4" />
          {t('upload.submit')}
        </Button>
      </div>
    </form>
  );
}
