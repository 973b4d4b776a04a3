import { useTranslation } from 'react-i18next';
import { Badge } from '@/components/ui/badge';
import { usePortalTeachers } from '../api/get-portal-teachers';
import type { PortalScope } from '../portal-scope';

/** The teachers who teach the child (or the student): the class teacher marked, each one's subjects. */
export function TeacherList({ scope }: { scope: PortalScope }) {
  const { t } = useTranslation('portal');
  const teachers = usePortalTeachers(scope);
  return (
    <section
      aria-labelledby="portal-teachers-title"
      className="space-y-3 rounded-lg border border-slate-200 bg-white p-4 shadow-sm sm:p-5"
    >
      <h2 id="portal-teachers-title" className="text-lg font-semibold text-slate-900">
        {t('teachers.title')}
      </h2>
      {teachers.isPending ? (
        <p aria-busy="true" className="text-sm text-slate-600">
          {t('teachers.loading')}
        </p>
      ) : teachers.isError ? (
        <p className="text-sm text-slate-600">{t('teachers.load_failed')}</p>
      ) : teachers.data.length === 0 ? (
        <p className="text-sm text-slate-600">{t('teachers.none')}</p>
      ) : (
        <ul className="divide-y divide-slate-200">
          {teachers.data.map((teacher) => (
            <li key={teacher.id} className="space-y-1 py-3">
              <p className="flex flex-wrap items-center gap-2 font-medium text-slate-900 [overflow-wrap:anywhere]">
                {teacher.name}
                {teacher.is_class_teacher && <Badge tone="info">{t('teachers.class_teacher')}</Badge>}
              </p>
              {teacher.subjects.length > 0 && (
                <p className="text-sm text-slate-700 [overflow-wrap:anywhere]">
                  {teacher.subjects.map((subject) => subject.name).join(', ')}
                </p>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
