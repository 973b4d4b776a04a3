import type { SchoolProfileAnalytics } from '@school/contract';
import { ClipboardCheck, TrendingUp, UserCheck, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';

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
  if (!analytics) return null;
  const growth = analytics.growth.students_growth;
  const completion = analytics.performance.assignment_completion_rate;
  const { active_students, active_teachers } = analytics.engagement;
  return (
    <div className="grid gap-4 md:grid-cols-3">
      <Insight title="Growth Rate" icon={TrendingUp}>
        <Figure>+{growth.toLocaleString('en-IN')}</Figure>
        <p>
          +{growth.toLocaleString('en-IN')} new student{growth === 1 ? '' : 's'} this year
        </p>
      </Insight>
      <Insight title="Assignment Rate" icon={ClipboardCheck}>
        {completion === null ? (
          <p>No assignments yet.</p>
        ) : (
          <>
            <Figure>{completion.toFixed(1)}%</Figure>
            <p>Assignments completed</p>
          </>
        )}
      </Insight>
      <Insight title="Active Users" icon={UserCheck}>
        <Figure>{(active_students + active_teachers).toLocaleString('en-IN')}</Figure>
        <p>
          Active accounts: {active_students.toLocaleString('en-IN')} students and{' '}
          {active_teachers.toLocaleString('en-IN')} teachers
        </p>
      </Insight>
    </div>
  );
}
