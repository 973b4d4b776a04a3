import { Check } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { IconCard } from '../components/icon-card';
import { LinkButton } from '../components/link-button';
import { PageHero } from '../components/page-hero';
import { PhoneScreen } from '../components/phone-screen';
import { Section } from '../components/section';
import { StatList } from '../components/stat-list';
import { StoreBadges } from '../components/store-badges';
import { contactPath } from '../content/contact-links';
import {
  APP_BENEFITS,
  APP_ROLES,
  APP_STATS,
  ROLE_POINTS,
  SCREENSHOTS as SCREENSHOT_KEYS,
} from '../content/mobile-app';
import { APP_SCREENS } from '../content/screens';
import { usePlatformName } from '@/lib/platform-preferences';

const SCREENSHOTS = SCREENSHOT_KEYS.map((key) => APP_SCREENS.find((screen) => screen.key === key)!);

/** /download-app (spec 01 section 2.9). */
export function DownloadAppPage() {
  const { t } = useTranslation('public-site');
  const { name } = usePlatformName();
  return (
    <>
      <PageHero
        title={t('download.title')}
        eyebrow={t('download.eyebrow', { name })}
        lead={t('download.lead')}
      >
        <StoreBadges className="mt-8 justify-center" />
        <p className="mt-4 text-sm text-slate-600">{t('download.stores_note', { name })}</p>
      </PageHero>

      <Section id="app-stats" eyebrow={t('download.stats.eyebrow')} title={t('download.stats.title')}>
        <StatList stats={APP_STATS.map(({ value, key }) => ({ value, label: t(`download.stats.${key}`) }))} />
      </Section>

      <Section
        id="app-benefits"
        eyebrow={t('download.benefits.eyebrow')}
        title={t('download.benefits.title')}
        intro={t('download.benefits.intro')}
        tone="muted"
      >
        <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {APP_BENEFITS.map(({ icon, key }) => (
            <IconCard
              key={key}
              icon={icon}
              title={t(`download.benefits.${key}.title`)}
              text={t(`download.benefits.${key}.text`)}
            />
          ))}
        </div>
      </Section>

      <Section
        id="app-screenshots"
        eyebrow={t('download.screenshots.eyebrow')}
        title={t('download.screenshots.title')}
      >
        <ul className="grid justify-items-center gap-10 sm:grid-cols-3">
          {SCREENSHOTS.map((screen) => (
            <li key={screen.key} className="w-full max-w-60 text-center">
              <PhoneScreen screen={screen} />
              <h3 className="mt-4 font-semibold text-slate-900">{t(`screens.${screen.key}.title`)}</h3>
              <p className="mt-1 text-sm text-slate-600">{t(`screens.${screen.key}.caption`)}</p>
            </li>
          ))}
        </ul>
      </Section>

      <Section
        id="app-roles"
        eyebrow={t('download.roles.eyebrow')}
        title={t('download.roles.title')}
        intro={t('download.roles.intro')}
        tone="muted"
      >
        <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {APP_ROLES.map(({ icon, key }) => (
            <IconCard
              key={key}
              icon={icon}
              title={t(`download.roles.${key}.title`)}
              text={t(`download.roles.${key}.text`)}
            >
              <ul className="mt-4 space-y-2 text-sm">
                {ROLE_POINTS.map((point) => (
                  <li key={point} className="flex gap-2 text-slate-700">
                    <Check aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-green-700" />
                    {t(`download.roles.${key}.${point}`)}
                  </li>
                ))}
              </ul>
            </IconCard>
          ))}
        </div>
      </Section>

      <section aria-labelledby="app-download" className="bg-white">
        <div className="mx-auto max-w-7xl px-4 py-16 sm:px-6 sm:py-20 lg:px-8">
          <div className="rounded-3xl bg-slate-900 px-6 py-12 text-center sm:px-12 sm:py-16">
            <h2 id="app-download" className="text-3xl font-bold tracking-tight text-white sm:text-4xl">
              {t('download.early_access.title')}
            </h2>
            <p className="mx-auto mt-4 max-w-2xl text-lg text-slate-300">
              {t('download.early_access.text', { name })}
            </p>
            <StoreBadges className="mt-8 justify-center [&>li]:bg-white/10" />
            <div className="mt-8">
              <LinkButton to={contactPath('General Inquiry')} look="light">
                {t('download.early_access.join')}
              </LinkButton>
            </div>
          </div>
        </div>
      </section>
    </>
  );
}
