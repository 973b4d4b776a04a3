import type { ConsoleUser, FieldErrors, School } from '@school/contract';
import { useState, type FormEvent } from 'react';
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

const MISSING_FIELDS_MESSAGE = 'Please fill in all required fields';

interface AssignAdminModalProps {
  school: School;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onCloseAutoFocus?: (event: Event) => void;
}

/** Spec 01 section 4, assign-admin flow: search (2+ characters), pick, designation, joining date. */
export function AssignAdminModal({ school, open, onOpenChange, onCloseAutoFocus }: AssignAdminModalProps) {
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
      toast.error(MISSING_FIELDS_MESSAGE);
      return;
    }
    assign.mutate(
      {
        schoolId: school.id,
        input: { user_id: picked.id, designation: designation.trim(), joining_date: joiningDate },
      },
      {
        onSuccess: ({ message }) => {
          toast.success(message ?? 'School admin assigned successfully!');
          onOpenChange(false);
        },
        onError: (error) => {
          setFieldErrors(error instanceof ApiError ? error.fieldErrors : {});
          toast.error(messageOf(error, 'Failed to assign school admin'));
        },
      },
    );
  };

  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      onCloseAutoFocus={onCloseAutoFocus}
      title="Assign School Admin"
      description={`Choose the user who will run ${school.name}. Only users with the School Administrator role are listed.`}
      size="lg"
    >
      <form onSubmit={submit} noValidate className="space-y-5">
        <TextField
          label="Search users"
          type="search"
          placeholder="Name, e-mail or phone"
          hint={`Type at least ${MIN_ADMIN_SEARCH} characters`}
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          error={fieldErrors.user_id?.[0]}
          autoComplete="off"
        />
        {searching &&
          (candidates.isPending || candidates.isFetching ? (
            <Spinner label="Searching users" />
          ) : candidates.isError ? (
            <p className="text-sm text-red-600">{messageOf(candidates.error, 'Failed to search users')}</p>
          ) : (
            <AdminCandidateList
              schoolId={school.id}
              users={candidates.data ?? []}
              selectedId={picked?.id ?? null}
              onSelect={setPicked}
            />
          ))}
        <p aria-live="polite" className="text-sm text-slate-700">
          {picked ? `Selected: ${picked.name} (${picked.email})` : 'No user selected yet.'}
        </p>
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label="Designation"
            required
            placeholder="Principal"
            value={designation}
            onChange={(event) => setDesignation(event.target.value)}
            error={fieldErrors.designation?.[0]}
          />
          <TextField
            label="Joining date"
            type="date"
            required
            value={joiningDate}
            onChange={(event) => setJoiningDate(event.target.value)}
            error={fieldErrors.joining_date?.[0]}
          />
        </div>
        <div className="flex justify-end gap-3">
          <Button variant="secondary" onClick={() => onOpenChange(false)} disabled={assign.isPending}>
            Cancel
          </Button>
          <Button type="submit" disabled={!complete} busy={assign.isPending}>
            Assign admin
          </Button>
        </div>
      </form>
    </Modal>
  );
}
