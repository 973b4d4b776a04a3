import type { SchoolProfile } from '@school/contract';
import { Camera, Mail, MapPin, Phone, School } from 'lucide-react';
import { useRef, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Spinner } from '@/components/ui/spinner';
import { messageOf } from '@/lib/api-error';
import { toast } from '@/lib/toast';
import { Can } from '@/lib/use-access';
import { useUploadSchoolLogo } from '../api/upload-school-logo';
import { imageFileProblem } from '../image-files';

/**
 * The school at a glance: logo (a click on the camera picks a new one, with
 * school_profile_update), name, code and contacts.
 */
export function ProfileBanner({ profile }: { profile: SchoolProfile }) {
  const { t } = useTranslation('school-profile');
  const input = useRef<HTMLInputElement>(null);
  const upload = useUploadSchoolLogo();
  const place = [profile.city, profile.state].filter(Boolean).join(', ');

  const pick = (event: ChangeEvent<HTMLInputElement>) => {
    const picker = event.currentTarget;
    const file = picker.files?.[0];
    if (!file) return;
    const problem = imageFileProblem(file);
    if (problem) {
      toast.error(problem);
      picker.value = '';
      return;
    }
    upload.mutate(file, {
      onSuccess: ({ message }) => toast.success(message ?? t('banner.logo_uploaded')),
      onError: (error) => toast.error(messageOf(error, t('banner.logo_failed'))),
      // Picking the same file again must fire another change.
      onSettled: () => {
        picker.value = '';
      },
    });
  };

  return (
    <section
      aria-label={t('banner.label')}
      className="flex flex-wrap items-center gap-6 rounded-lg bg-gradient-to-r from-brand-600 to-brand-800 p-6 text-white shadow-sm"
    >
      <div className="relative">
        <div className="flex size-24 items-center justify-center overflow-hidden rounded-full bg-white text-brand-700">
          {profile.logo_url ? (
            <img
              src={profile.logo_url}
              alt={t('banner.logo_alt', { name: profile.name })}
              className="size-full object-cover"
            />
          ) : (
            <School aria-hidden="true" className="size-12" />
          )}
        </div>
        <Can permission="school_profile_update">
          <button
            type="button"
            onClick={() => input.current?.click()}
            disabled={upload.isPending}
            aria-label={t('banner.upload_logo')}
            className="absolute -right-1 -bottom-1 rounded-full bg-white p-2 text-brand-700 shadow hover:bg-brand-50 disabled:opacity-60"
          >
            {upload.isPending ? (
              <Spinner label={t('banner.uploading_logo')} className="size-4" />
            ) : (
              <Camera aria-hidden="true" className="size-4" />
            )}
          </button>
          <input
            ref={input}
            type="file"
            accept="image/*"
            className="sr-only"
            tabIndex={-1}
            aria-label={t('banner.logo_file')}
            onChange={pick}
          />
        </Can>
      </div>
      <div className="min-w-0 flex-1 space-y-2 [overflow-wrap:anywhere]">
        <p className="text-2xl font-semibold">{profile.name}</p>
        <p className="text-brand-100">
          {t('banner.code')} <span className="font-medium text-white">{profile.code}</span>
          <span aria-hidden="true"> · </span>
          {t('banner.board')} <span className="font-medium text-white">{profile.board}</span>
        </p>
        <ul className="flex flex-wrap gap-x-6 gap-y-1 text-sm text-brand-50">
          {profile.email && (
            <li className="flex items-center gap-1.5">
              <Mail aria-hidden="true" className="size-4" />
              <span className="sr-only">{t('banner.email')} </span>
              {profile.email}
            </li>
          )}
          {profile.phone && (
            <li className="flex items-center gap-1.5">
              <Phone aria-hidden="true" className="size-4" />
              <span className="sr-only">{t('banner.phone')} </span>
              {profile.phone}
            </li>
          )}
          {place && (
            <li className="flex items-center gap-1.5">
              <MapPin aria-hidden="true" className="size-4" />
              <span className="sr-only">{t('banner.location')} </span>
              {place}
            </li>
          )}
        </ul>
      </div>
    </section>
  );
}
