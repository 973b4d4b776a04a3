import type { ImportKind } from '@school/contract';
import { Upload } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { useDialogState } from '@/lib/use-dialog-state';
import { ImportWizard } from './import-wizard';

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
        <ImportWizard kind={kind} onClose={wizard.close} onCloseAutoFocus={wizard.restoreFocus} />
      )}
    </>
  );
}
