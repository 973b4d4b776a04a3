import type { Import, ImportKind } from '@school/contract';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import { Spinner } from '@/components/ui/spinner';
import { messageOf } from '@/lib/api-error';
import { toast } from '@/lib/toast';
import { useDiscardImport } from './api/discard-import';
import { useLatestImport } from './api/get-latest-import';
import { ImportAlert } from './import-alert';
import { ImportDoneStep } from './import-done-step';
import { ImportMatchStep } from './import-match-step';
import { ImportReviewStep } from './import-review-step';
import { NUMBERED_STEPS, stepNumber, stepOf } from './import-steps';
import { ImportUploadStep } from './import-upload-step';

interface ImportWizardProps {
  kind: ImportKind;
  onClose: () => void;
  onCloseAutoFocus: (event: Event) => void;
}

/**
 * Bringing students (with their parents) or teachers in from a spreadsheet: upload, match the
 * columns, see the dry run, import. It opens where the school's latest import of the kind stands.
 */
export function ImportWizard({ kind, onClose, onCloseAutoFocus }: ImportWizardProps) {
  const { t } = useTranslation('imports');
  const latest = useLatestImport(kind);
  return (
    <Modal
      open
      onOpenChange={(open) => !open && onClose()}
      onCloseAutoFocus={onCloseAutoFocus}
      title={t(`title.${kind}`)}
      size="lg"
    >
      {latest.isPending ? (
        <Spinner label={t('loading')} />
      ) : latest.isError ? (
        <ImportAlert messages={[messageOf(latest.error, t('errors.fetch'))]} />
      ) : (
        <ImportSteps kind={kind} current={latest.data} onClose={onClose} />
      )}
    </Modal>
  );
}

interface ImportStepsProps {
  kind: ImportKind;
  current: Import | null;
  onClose: () => void;
}

function ImportSteps({ kind, current, onClose }: ImportStepsProps) {
  const { t } = useTranslation('imports');
  // The admin asked for another file: the upload shows until the server has taken one.
  const [newFile, setNewFile] = useState(false);
  const discard = useDiscardImport();
  const step = stepOf(current, newFile);
  const newFileStep = () => setNewFile(true);
  const discardCurrent = () => {
    if (!current) return;
    discard.mutate(
      { kind, id: current.id },
      { onError: (error) => toast.error(messageOf(error, t('errors.discard'))) },
    );
  };
  const underWay = current !== null && (current.status === 'uploaded' || current.status === 'checked');
  // Each new step is announced and taken from its top: the button that led there is gone. The
  // first step is not: the dialog puts the focus on its first field.
  const heading = useRef<HTMLHeadingElement>(null);
  const shown = useRef(step);
  useEffect(() => {
    if (shown.current === step) return;
    shown.current = step;
    heading.current?.focus();
  }, [step]);

  return (
    <div className="space-y-4">
      <h3 ref={heading} tabIndex={-1} className="text-sm font-medium text-brand-700 outline-none">
        {t('step', {
          number: stepNumber(step),
          total: NUMBERED_STEPS.length,
          name: t(`steps.${NUMBERED_STEPS[stepNumber(step) - 1]!}`),
        })}
      </h3>
      {step === 'upload' && (
        <ImportUploadStep
          kind={kind}
          onUploaded={() => setNewFile(false)}
          onBack={underWay && newFile ? () => setNewFile(false) : undefined}
        />
      )}
      {step === 'match' && current && (
        <ImportMatchStep
          // A new file is matched afresh from the server's proposal.
          key={current.id}
          current={current}
          onNewFile={newFileStep}
          onDiscard={discardCurrent}
          discarding={discard.isPending}
        />
      )}
      {step === 'review' && current && (
        <ImportReviewStep
          key={current.id}
          current={current}
          onNewFile={newFileStep}
          onDiscard={discardCurrent}
          discarding={discard.isPending}
        />
      )}
      {step === 'running' && (
        <div className="flex items-center gap-3 text-sm text-slate-600">
          <Spinner label={t('running')} className="size-6" />
          <p aria-hidden="true">{t('running')}</p>
        </div>
      )}
      {step === 'done' && current && (
        <ImportDoneStep current={current} onNewImport={newFileStep} onClose={onClose} />
      )}
      {step === 'failed' && current && (
        <>
          <ImportAlert messages={[current.failure ?? t('errors.run')]} />
          <div className="flex justify-end">
            <Button onClick={newFileStep}>{t('done.new_import')}</Button>
          </div>
        </>
      )}
    </div>
  );
}
