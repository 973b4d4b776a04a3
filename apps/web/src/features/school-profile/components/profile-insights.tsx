import type { SchoolProfileAnalytics } from '@school/contract';
import { ClipboardCheck, TrendingUp, UserCheck, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '@/lib/format-number';

function Insight({ title, icon: Icon, children }: { title: string; icon: LucideIcon; children: ReactNode }) {
  return (
    <div className="rounded-lg border border-slate-200 bg-white p-5 shadow-sm">
      <h2 className="flex items-center gap-2 font-medium text-slate-900">
        <Icon aria-hidden="true" className="size-5 text-brand-600" />
        {title}
      </h2>
      <div className="mt-2 text-slate-700">{children}</div>
    </div>
  );
}

const Figure = ({ children }: { children: ReactNode }) => (
  <p className="text-2xl font-semibold text-slate-900">{children}</p>
);

/**
 * Growth this academic year, assignment completion and active accounts, each only as far as the
 * records go: no assignments (or no attendance) is said in words, never shown as a number.
 */
export function ProfileInsights({ analytics }: { analytics: SchoolProfileAnalytics | null | undefined }) {
  const { t } = useTranslation('school-profile');
  if (!analytics) return null;
  const growth = analytics.growth.students_growth;
  const completion = analytics.performance.assignment_completion_rate;
  const { active_students, active_teachers } = analytics.engagement;
  return (
    <div className="grid gap-4 md:grid-cols-3">
      <Insight title={t('insights.growth_title')} icon={TrendingUp}>
        <Figure>{t('insights.growth_figure', { value: growth })}</Figure>
        <p>{t('insights.new_students', { count: growth })}</p>
      </Insight>
      <Insight title={t('insights.assignments_title')} icon={ClipboardCheck}>
        {completion === null ? (
          <p>{t('insights.no_assignments')}</p>
        ) : (
          <>
            <Figure>{t('stats.percent', { value: completion })}</Figure>
            <p>{t('insights.assignments_completed')}</p>
          </>
        )}
      </Insight>
      <Insight title={t('insights.active_title')} icon={UserCheck}>
        <Figure>{formatNumber(active_students + active_teachers)}</Figure>
        <p>
          {t('insights.active_accounts', {
            studentCount: t('insights.active_students', { count: active_students }),
            teacherCount: t('insights.active_teachers', { count: active_teachers }),
          })}
        </p>
      </Insight>
    </div>
  );
}
