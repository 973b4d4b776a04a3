import type { SectionPupil } from '@school/contract';
import { Phone } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Avatar } from '@/components/ui/avatar';
import { ApiError } from '@/lib/api-error';
import { useSectionPupils } from '../api/get-section-pupils';

/** A section's students with how to reach their parents: photo, numbers, names and phones. */
export function SectionPupils({ sectionId, place }: { sectionId: number; place: string }) {
  const { t } = useTranslation('teacher-console');
  const pupils = useSectionPupils(sectionId);
  return (
    <section aria-labelledby="section-pupils-title" className="space-y-3">
      <h2 id="section-pupils-title" className="text-lg font-semibold text-slate-900 [overflow-wrap:anywhere]">
        {t('classes.students_title', { place })}
      </h2>
      {pupils.isPending ? (
        <p aria-busy="true" className="text-sm text-slate-600">
          {t('classes.students_loading')}
        </p>
      ) : pupils.isError ? (
        <p role="alert" className="text-sm text-red-700">
          {pupils.error instanceof ApiError && pupils.error.status === 404
            ? t('classes.not_found')
            : t('classes.students_load_failed')}
        </p>
      ) : pupils.data.length === 0 ? (
        <p className="text-sm text-slate-600">{t('classes.no_students')}</p>
      ) : (
        <ul className="divide-y divide-slate-200 rounded-lg border border-slate-200 bg-white shadow-sm">
          {pupils.data.map((pupil) => (
            <PupilItem key={pupil.student_id} pupil={pupil} />
          ))}
        </ul>
      )}
    </section>
  );
}

function PupilItem({ pupil }: { pupil: SectionPupil }) {
  const { t } = useTranslation('teacher-console');
  return (
    <li className="flex gap-3 p-4">
      <Avatar name={pupil.name} pictureUrl={pupil.photo_url} className="size-12 shrink-0 text-base" />
      <div className="min-w-0 flex-1 space-y-2">
        <div>
          <h3 className="font-medium text-slate-900 [overflow-wrap:anywhere]">{pupil.name}</h3>
          <p className="text-sm text-slate-600">
            {t('classes.admission_no', { value: pupil.admission_no })}
            {pupil.roll_no !== null && <> · {t('classes.roll_no', { value: pupil.roll_no })}</>}
          </p>
        </div>
        {pupil.parents.length === 0 ? (
          <p className="text-sm text-slate-500">{t('classes.no_parents')}</p>
        ) : (
          <ul aria-label={t('classes.parents')} className="space-y-1">
            {pupil.parents.map((parent) => (
              <li key={parent.id} className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
                <span className="text-slate-800 [overflow-wrap:anywhere]">
                  {t('classes.parent', {
                    name: parent.name,
                    relationship: t(`classes.relationship.${parent.relationship_type}`),
                  })}
                </span>
                {parent.phone ? (
                  <a
                    href={`tel:${parent.phone.replace(/[^\d+]/g, '')}`}
                    aria-label={t('classes.call', { name: parent.name, phone: parent.phone })}
                    className="inline-flex min-h-11 items-center gap-1 font-medium text-brand-700 underline-offset-2 hover:underline"
                  >
                    <Phone aria-hidden="true" className="size-4" />
                    {parent.phone}
                  </a>
                ) : (
                  <span className="text-slate-500">{t('classes.no_phone')}</span>
                )}
              </li>
            ))}
          </ul>
        )}
      </div>
    </li>
  );
}
