import type { ConsoleUser, FieldErrors, School } from '@school/contract';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import { Spinner } from '@/components/ui/spinner';
import { TextField } from '@/components/ui/text-field';
import { ApiError, messageOf } from '@/lib/api-error';
import { toast } from '@/lib/toast';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { useAssignSchoolAdmin } from '../api/assign-school-admin';
import { MIN_ADMIN_SEARCH, useAdminCandidates } from '../api/search-admin-candidates';
import { AdminCandidateList } from './admin-candidate-list';

interface AssignAdminModalProps {
  school: School;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onCloseAutoFocus?: (event: Event) => void;
}

/** Spec 01 section 4, assign-admin flow: search (2+ characters), pick, designation, joining date. */
export function AssignAdminModal({ school, open, onOpenChange, onCloseAutoFocus }: AssignAdminModalProps) {
  const { t } = useTranslation('schools');
  const assign = useAssignSchoolAdmin();
  const [search, setSearch] = useState('');
  const [picked, setPicked] = useState<ConsoleUser | null>(null);
  const [designation, setDesignation] = useState('');
  const [joiningDate, setJoiningDate] = useState('');
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});

  // Fewer than 2 characters clears the results at once; longer terms wait for typing to pause.
  const searching = search.trim().length >= MIN_ADMIN_SEARCH;
  const term = useDebouncedValue(search.trim());
  const candidates = useAdminCandidates(searching ? term : '');
  const complete = picked !== null && designation.trim() !== '' && joiningDate !== '';

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!complete) {
      toast.error(t('assign_admin.missing_fields'));
      return;
    }
    assign.mutate(
      {
        schoolId: school.id,
        input: { user_id: picked.id, designation: designation.trim(), joining_date: joiningDate },
      },
      {
        onSuccess: ({ message }) => {
          toast.success(message ?? t('assign_admin.assigned'));
          onOpenChange(false);
        },
        onError: (error) => {
          setFieldErrors(error instanceof ApiError ? error.fieldErrors : {});
          toast.error(messageOf(error, t('assign_admin.assign_failed')));
        },
      },
    );
  };

  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      onCloseAutoFocus={onCloseAutoFocus}
      title={t('assign_admin.title')}
      description={t('assign_admin.description', { name: school.name })}
      size="lg"
    >
      <form onSubmit={submit} noValidate className="space-y-5">
        <TextField
          label={t('assign_admin.search_label')}
          type="search"
          placeholder={t('assign_admin.search_placeholder')}
          hint={t('assign_admin.search_hint', { count: MIN_ADMIN_SEARCH })}
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          error={fieldErrors.user_id?.[0]}
          autoComplete="off"
        />
        {searching &&
          (candidates.isPending || candidates.isFetching ? (
            <Spinner label={t('assign_admin.searching')} />
          ) : candidates.isError ? (
            <p className="text-sm text-red-600">
              {messageOf(candidates.error, t('assign_admin.search_failed'))}
            </p>
          ) : (
            <AdminCandidateList
              schoolId={school.id}
              users={candidates.data ?? []}
              selectedId={picked?.id ?? null}
              onSelect={setPicked}
            />
          ))}
        <p aria-live="polite" className="text-sm text-slate-700">
          {picked
            ? t('assign_admin.selected', { name: picked.name, email: picked.email })
            : t('assign_admin.none_selected')}
        </p>
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label={t('assign_admin.designation')}
            required
            placeholder={t('assign_admin.designation_placeholder')}
            value={designation}
            onChange={(event) => setDesignation(event.target.value)}
            error={fieldErrors.designation?.[0]}
          />
          <TextField
            label={t('assign_admin.joining_date')}
            type="date"
            required
            value={joiningDate}
            onChange={(event) => setJoiningDate(event.target.value)}
            error={fieldErrors.joining_date?.[0]}
          />
        </div>
        <div className="flex justify-end gap-3">
          <Button variant="secondary" onClick={() => onOpenChange(false)} disabled={assign.isPending}>
            {t('common:actions.cancel')}
          </Button>
          <Button type="submit" disabled={!complete} busy={assign.isPending}>
            {t('assign_admin.submit')}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
