import type { Import, ImportResult } from '@school/contract';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { ImportCounts } from './import-counts';

interface ImportDoneStepProps {
  current: Import;
  onNewImport: () => void;
  onClose: () => void;
}

function resultCounts(t: TFunction, result: ImportResult, withParents: boolean) {
  return [
    { label: t('done.created'), value: result.created },
    { label: t('done.updated'), value: result.updated },
    { label: t('done.skipped'), value: result.skipped },
    ...(withParents
      ? [
          { label: t('done.parents_created'), value: result.parents_created },
          { label: t('done.parents_linked'), value: result.parents_linked },
        ]
      : []),
    { label: t('done.invited'), value: result.invited },
  ];
}

/** Step 4: what the import did; the lists behind the wizard were refreshed when it ended. */
export function ImportDoneStep({ current, onNewImport, onClose }: ImportDoneStepProps) {
  const { t } = useTranslation('imports');
  return (
    <div className="space-y-4">
      <p role="status" className="text-sm text-slate-700 [overflow-wrap:anywhere]">
        {t('done.intro', { file: current.file_name })}
      </p>
      {current.result && (
        <ImportCounts counts={resultCounts(t, current.result, current.kind === 'students')} />
      )}
      <div className="flex flex-wrap justify-end gap-3">
        <Button variant="secondary" onClick={onNewImport}>
          {t('done.new_import')}
        </Button>
        <Button onClick={onClose}>{t('common:actions.close')}</Button>
      </div>
    </div>
  );
}
