import type { ImportKind } from '@school/contract';
import { Upload } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { useDialogState } from '@/lib/use-dialog-state';

// A school imports once, when it moves in: the wizard's code loads when it is opened.
const ImportWizard = lazy(() => import('./import-wizard').then((m) => ({ default: m.ImportWizard })));

/** The list screen's Import button and the wizard it opens; the screen shows it to a holder. */
export function ImportButton({ kind }: { kind: ImportKind }) {
  const { t } = useTranslation();
  const wizard = useDialogState<'import'>();
  return (
    <>
      <Button variant="secondary" {...wizard.opener('import')}>
        <Upload aria-hidden="true" className="size-4" />
        {t('import_wizard.button')}
      </Button>
      {wizard.dialog && (
        <Suspense fallback={null}>
          <ImportWizard kind={kind} onClose={wizard.close} onCloseAutoFocus={wizard.restoreFocus} />
        </Suspense>
      )}
    </>
  );
}
