import { Bell } from 'lucide-react';
import { useCallback, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDismiss } from '@/lib/use-dismiss';

/** The bell of the top bar. Notifications are not part of the product yet, and the panel says so. */
export function NotificationsButton() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const container = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const close = useCallback(() => setOpen(false), []);
  useDismiss(open, close, container, button);

  return (
    <div ref={container} className="relative">
      <button
        ref={button}
        type="button"
        aria-label={t('notifications.label')}
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        onClick={() => setOpen((value) => !value)}
        className="rounded-full p-2 text-slate-600 hover:bg-slate-100 hover:text-slate-900"
      >
        <Bell aria-hidden="true" className="size-5" />
      </button>
      {open && (
        <div
          id={panelId}
          role="region"
          aria-labelledby={`${panelId}-title`}
          className="absolute right-0 z-30 mt-2 w-72 rounded-lg border border-slate-200 bg-white p-4 shadow-lg"
        >
          <h2 id={`${panelId}-title`} className="text-sm font-semibold text-slate-900">
            {t('notifications.label')}
          </h2>
          <p className="mt-2 text-sm text-slate-600">{t('notifications.empty')}</p>
        </div>
      )}
    </div>
  );
}
