import type { ParentHome } from '@school/contract';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/ui/page-header';
import type { PortalScope } from '../portal-scope';
import { useChosenChild } from '../use-chosen-child';
import { ChildSwitcher } from './child-switcher';

interface ParentFrameProps {
  title: string;
  /** The page's own part, about the chosen child. */
  children: (home: ParentHome, scope: PortalScope) => ReactNode;
}

/**
 * What every page of the parent's console starts with: its title, the chosen child's name and
 * class, and the switcher between the parent's children; then the page, about that child.
 */
export function ParentFrame({ title, children }: ParentFrameProps) {
  const { t } = useTranslation('portal');
  const { home, choose, gone, noChildren } = useChosenChild();
  const data = home.data;
  return (
    <div className="space-y-4">
      <PageHeader title={title} description={data ? childLine(data, t('year.not_enrolled')) : undefined} />
      {home.isPending || gone ? (
        <p aria-busy="true" className="text-sm text-slate-600">
          {t('home.loading')}
        </p>
      ) : noChildren ? (
        <p className="text-sm text-slate-600">{t('home.no_children')}</p>
      ) : !data ? (
        <p className="text-sm text-slate-600">{t('home.load_failed')}</p>
      ) : (
        <>
          <ChildSwitcher options={data.children} chosenId={data.child.id} onChoose={choose} />
          {/* Keyed by child: a page's own state (its month, its page of notices) starts afresh. */}
          <div key={data.child.id}>{children(data, { kind: 'parent', childId: data.child.id })}</div>
        </>
      )}
    </div>
  );
}

/** "Meera Shah · Grade 5 A". */
function childLine({ child }: ParentHome, notEnrolled: string): string {
  const place = child.class ? [child.class.name, child.section?.name].filter(Boolean).join(' ') : notEnrolled;
  return `${child.name} · ${place}`;
}
