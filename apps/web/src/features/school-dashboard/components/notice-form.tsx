import { fieldMessage, type Notice } from '@school/contract';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { TextAreaField } from '@/components/ui/textarea-field';
import { TextField } from '@/components/ui/text-field';
import { messageOf } from '@/lib/api-error';
import { showFieldErrors } from '@/lib/form-errors';
import { toast } from '@/lib/toast';
import { useCreateNotice } from '../api/create-notice';
import { useUpdateNotice } from '../api/update-notice';

interface Values {
  title: string;
  body: string;
  publish_date: string;
}

const FIELDS = ['title', 'body', 'publish_date'] as const;

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

/** Title, publish date (today unless changed) and the text of the notice. */
export function NoticeForm({ notice, onDone }: NoticeFormProps) {
  const { t } = useTranslation(['school-dashboard', 'common']);
  const create = useCreateNotice();
  const update = useUpdateNotice();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<Values>({
    defaultValues: {
      title: notice?.title ?? '',
      body: notice?.body ?? '',
      publish_date: notice?.publish_date ?? localToday(),
    },
  });
  const busy = create.isPending || update.isPending;

  const submit = handleSubmit((input) => {
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
