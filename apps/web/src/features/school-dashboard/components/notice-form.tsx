import { fieldMessage, type Notice, type NoticeAudience, type NoticeInput } from '@school/contract';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { TextAreaField } from '@/components/ui/textarea-field';
import { TextField } from '@/components/ui/text-field';
import { messageOf } from '@/lib/api-error';
import { showFieldErrors } from '@/lib/form-errors';
import { toast } from '@/lib/toast';
import { useCreateNotice } from '../api/create-notice';
import { useUpdateNotice } from '../api/update-notice';
import { NoticeAddressFields } from './notice-address-fields';

interface Values {
  title: string;
  body: string;
  publish_date: string;
  audience: NoticeAudience;
  /** The selects' values: an id, or '' for the whole school (class) or the whole class (section). */
  class_id: string;
  section_id: string;
}

const FIELDS = ['title', 'body', 'publish_date', 'audience', 'class_id', 'section_id'] as const;

/** What the form sends: ids as numbers, null for none; a section only with its class. */
function toInput({ class_id, section_id, ...values }: Values): NoticeInput {
  return {
    ...values,
    class_id: class_id ? Number(class_id) : null,
    section_id: class_id && section_id ? Number(section_id) : null,
  };
}

/** Today in the admin's own calendar, as a date input holds it. */
function localToday(): string {
  const now = new Date();
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

interface NoticeFormProps {
  /** The notice to edit; none to post one. */
  notice?: Notice | undefined;
  onDone: () => void;
}

/** Title, publish date (today unless changed), whom it is for, and the text of the notice. */
export function NoticeForm({ notice, onDone }: NoticeFormProps) {
  const { t } = useTranslation(['school-dashboard', 'common']);
  const create = useCreateNotice();
  const update = useUpdateNotice();
  const {
    register,
    handleSubmit,
    setError,
    setValue,
    control,
    formState: { errors },
  } = useForm<Values>({
    defaultValues: {
      title: notice?.title ?? '',
      body: notice?.body ?? '',
      publish_date: notice?.publish_date ?? localToday(),
      audience: notice?.audience ?? 'everyone',
      class_id: notice?.class ? String(notice.class.id) : '',
      section_id: notice?.section ? String(notice.section.id) : '',
    },
  });
  const classId = useWatch({ control, name: 'class_id' });
  const busy = create.isPending || update.isPending;

  const submit = handleSubmit((values) => {
    const input = toInput(values);
    const handlers = {
      onSuccess: ({ message }: { message: string | undefined }) => {
        toast.success(message ?? (notice ? t('notice_form.updated') : t('notice_form.created')));
        onDone();
      },
      onError: (error: unknown) => {
        showFieldErrors(error, FIELDS, setError);
        toast.error(
          messageOf(error, notice ? t('notice_form.update_failed') : t('notice_form.create_failed')),
        );
      },
    };
    if (notice) update.mutate({ id: notice.id, input }, handlers);
    else create.mutate(input, handlers);
  });

  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="space-y-5">
      <div className="grid gap-4 sm:grid-cols-3">
        <TextField
          label={t('notice_form.title_label')}
          required
          maxLength={200}
          className="sm:col-span-2"
          error={errors.title?.message}
          {...register('title', { required: fieldMessage('required', 'title') })}
        />
        <TextField
          label={t('notice_form.publish_date_label')}
          type="date"
          required
          error={errors.publish_date?.message}
          {...register('publish_date', { required: fieldMessage('required', 'publish_date') })}
        />
      </div>
      <NoticeAddressFields
        fields={{
          audience: register('audience'),
          // Another class has other sections: the one chosen before is dropped.
          class_id: register('class_id', { onChange: () => setValue('section_id', '') }),
          section_id: register('section_id'),
        }}
        classId={classId}
        notice={notice}
        errors={{
          audience: errors.audience?.message,
          class_id: errors.class_id?.message,
          section_id: errors.section_id?.message,
        }}
      />
      <TextAreaField
        label={t('notice_form.body_label')}
        required
        rows={6}
        maxLength={5000}
        error={errors.body?.message}
        {...register('body', { required: fieldMessage('required', 'body') })}
      />
      <div className="flex justify-end gap-3">
        <Button variant="secondary" onClick={onDone} disabled={busy}>
          {t('common:actions.cancel')}
        </Button>
        <Button type="submit" busy={busy}>
          {notice ? t('common:actions.save_changes') : t('notice_form.submit_post')}
        </Button>
      </div>
    </form>
  );
}
