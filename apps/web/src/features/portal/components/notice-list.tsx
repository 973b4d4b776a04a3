import type { PortalNotice } from '@school/contract';
import { useTranslation } from 'react-i18next';
import type { PortalScope } from '../portal-scope';
import { NoticeItem } from './notice-item';

interface NoticeListProps {
  notices: readonly PortalNotice[];
  kind: PortalScope['kind'];
  headingLevel: 2 | 3;
}

/** Notices newest first, or a line saying there are none. */
export function NoticeList({ notices, kind, headingLevel }: NoticeListProps) {
  const { t } = useTranslation('portal');
  if (notices.length === 0) return <p className="text-sm text-slate-600">{t('notices.none')}</p>;
  return (
    <ul className="divide-y divide-slate-200">
      {notices.map((notice) => (
        <li key={notice.id}>
          <NoticeItem notice={notice} kind={kind} headingLevel={headingLevel} />
        </li>
      ))}
    </ul>
  );
}
