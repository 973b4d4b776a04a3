import { CONTACT_LIMITS, CONTACT_SUBJECTS, type ContactSubject } from '@school/contract';
import { useState, type ChangeEvent, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { SelectField } from '@/components/ui/select-field';
import { TextAreaField } from '@/components/ui/textarea-field';
import { TextField } from '@/components/ui/text-field';
import { ApiError, messageOf } from '@/lib/api-error';
import { loadToasts, toast } from '@/lib/toast';
import { sendContactMessage } from '../api/send-contact-message';
import {
  CONTACT_FIELDS,
  EMPTY_CONTACT,
  validateContact,
  type ContactErrors,
  type ContactField,
  type ContactValues,
} from './contact-validation';

/** Id of the first field, for links on the page that bring the visitor to the form. */
export const CONTACT_FORM_START_ID = 'contact-name';

/** "Product Demo Request" -> its label's key, `contact.subjects.product_demo_request`. */
const subjectKey = (subject: ContactSubject) => subject.toLowerCase().replaceAll(' ', '_');

/** The first message of each field the API refused. */
function serverErrors(error: unknown): ContactErrors {
  if (!(error instanceof ApiError)) return {};
  const errors: ContactErrors = {};
  for (const field of CONTACT_FIELDS) {
    const message = error.fieldErrors[field]?.[0];
    if (message) errors[field] = message;
  }
  return errors;
}

const focusFirstError = (errors: ContactErrors) => {
  const field = CONTACT_FIELDS.find((name) => errors[name]);
  if (field) document.getElementById(`contact-${field}`)?.focus();
};

/**
 * The contact form (spec 01 sections 3, 5 and 8). It is really sent: on success the spec's toast
 * shows and every field clears; on failure an error toast shows and what the visitor typed stays.
 */
export function ContactForm({ presetSubject }: { presetSubject: ContactSubject | null }) {
  const { t } = useTranslation('public-site');
  const [values, setValues] = useState<ContactValues>(() => ({
    ...EMPTY_CONTACT,
    subject: presetSubject ?? '',
  }));
  const [errors, setErrors] = useState<ContactErrors>({});
  const [sending, setSending] = useState(false);

  // A link on the page (e.g. Book a Demo Call) may choose another subject while the form is open.
  const [appliedPreset, setAppliedPreset] = useState(presetSubject);
  if (presetSubject !== appliedPreset) {
    setAppliedPreset(presetSubject);
    if (presetSubject) setValues((current) => ({ ...current, subject: presetSubject }));
  }

  const change =
    (field: ContactField) =>
    (event: ChangeEvent<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>) => {
      setValues((current) => ({ ...current, [field]: event.target.value }));
      if (errors[field]) setErrors(({ [field]: _fixed, ...rest }) => rest);
    };
  const field = (name: ContactField) => ({
    id: `contact-${name}`,
    name,
    value: values[name],
    onChange: change(name),
    error: errors[name],
  });

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = validateContact(values);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      focusFirstError(found);
      return;
    }
    setSending(true);
    try {
      const { message } = await sendContactMessage({
        ...values,
        subject: values.subject as ContactSubject,
      });
      toast.success(message ?? t('contact.form.sent'));
      setValues(EMPTY_CONTACT);
    } catch (error) {
      const refused = serverErrors(error);
      setErrors(refused);
      focusFirstError(refused);
      toast.error(messageOf(error, t('contact.form.send_failed')));
    } finally {
      setSending(false);
    }
  };

  return (
    <form
      aria-label={t('contact.form.label')}
      noValidate
      onSubmit={(event) => void submit(event)}
      // The answer is announced by a toast: have the toast library ready before it is needed.
      onFocus={() => void loadToasts().catch(() => undefined)}
      className="grid gap-5 sm:grid-cols-2"
    >
      <TextField
        label={t('contact.form.name')}
        autoComplete="name"
        required
        maxLength={CONTACT_LIMITS.name}
        {...field('name')}
      />
      <TextField
        label={t('contact.form.email')}
        type="email"
        autoComplete="email"
        required
        maxLength={CONTACT_LIMITS.email}
        {...field('email')}
      />
      <TextField
        label={t('contact.form.school')}
        autoComplete="organization"
        maxLength={CONTACT_LIMITS.school}
        {...field('school')}
      />
      <TextField
        label={t('contact.form.phone')}
        type="tel"
        autoComplete="tel"
        maxLength={CONTACT_LIMITS.phone}
        {...field('phone')}
      />
      <SelectField
        label={t('contact.form.subject')}
        required
        placeholder={t('contact.form.subject_placeholder')}
        options={CONTACT_SUBJECTS.map((subject) => ({
          value: subject,
          label: t(`contact.subjects.${subjectKey(subject)}`),
        }))}
        className="sm:col-span-2"
        {...field('subject')}
      />
      <TextAreaField
        label={t('contact.form.message')}
        required
        rows={6}
        maxLength={CONTACT_LIMITS.message}
        className="sm:col-span-2"
        {...field('message')}
      />
      <div className="sm:col-span-2">
        <Button type="submit" busy={sending} className="w-full sm:w-auto">
          {sending ? t('contact.form.sending') : t('contact.form.send')}
        </Button>
      </div>
    </form>
  );
}
