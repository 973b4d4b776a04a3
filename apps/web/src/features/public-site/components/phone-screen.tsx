import { useTranslation } from 'react-i18next';
import type { AppScreen } from '../content/screens';

interface PhoneScreenProps {
  screen: AppScreen;
  /** Pictures below the fold wait until they are about to be seen. */
  loading?: 'eager' | 'lazy';
  className?: string;
}

/** A screen of the app in a phone frame; width and height are set so the page never jumps. */
export function PhoneScreen({ screen, loading = 'lazy', className = '' }: PhoneScreenProps) {
  const { t } = useTranslation('public-site');
  return (
    <div className={`rounded-[2.25rem] bg-slate-900 p-2.5 shadow-xl ${className}`}>
      <img
        src={screen.image}
        alt={t(`screens.${screen.key}.alt`)}
        width={280}
        height={560}
        loading={loading}
        decoding="async"
        className="h-auto w-full rounded-[1.75rem]"
      />
    </div>
  );
}
