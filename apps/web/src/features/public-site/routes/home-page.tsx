import { ArrowRight, Play } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import heroDashboard from '../assets/hero-dashboard.svg?no-inline';
import { AppPreviewCarousel } from '../components/app-preview-carousel';
import { CallToAction } from '../components/call-to-action';
import { HowItWorksTabs } from '../components/how-it-works-tabs';
import { IconCard } from '../components/icon-card';
import { LinkButton } from '../components/link-button';
import { PhoneScreen } from '../components/phone-screen';
import { Section } from '../components/section';
import { StatList } from '../components/stat-list';
import { StoreBadges } from '../components/store-badges';
import { TRIAL_PATH } from '../content/contact-links';
import { FIGURES } from '../content/figures';
import { HOME_FEATURES, IMPACT_STATS, SECURITY_POINTS } from '../content/home';
import { APP_SCREENS } from '../content/screens';
import { PageTitle } from '@/components/ui/page-title';
import { usePlatformName } from '@/lib/platform-preferences';

/** / (spec 01 section 2.5). */
export function HomePage() {
  const { t } = useTranslation('public-site');
  const { name } = usePlatformName();
  return (
    <>
      <PageTitle />
      <Hero />

      <Section
        id="home-app"
        eyebrow={t('home.app.eyebrow')}
        title={t('home.app.title')}
        intro={t('home.app.intro')}
        tone="muted"
      >
        <div className="flex flex-col items-center gap-8 sm:flex-row sm:justify-center">
          <PhoneScreen screen={APP_SCREENS[5]!} className="w-44 sm:w-52" />
          <div className="max-w-sm text-center sm:text-left">
            <StoreBadges className="justify-center sm:justify-start" />
            <p className="mt-4 text-slate-600">{t('home.app.stores_note', { name })}</p>
            <Link
              to="/download-app"
              className="mt-4 inline-flex items-center gap-1 font-semibold text-brand-700 hover:underline"
            >
              {t('home.app.more')} <ArrowRight aria-hidden="true" className="size-4" />
            </Link>
          </div>
        </div>
      </Section>

      <Section
        id="home-features"
        eyebrow={t('home.features.eyebrow')}
        title={t('home.features.title')}
        intro={t('home.features.intro', { name })}
      >
        <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {HOME_FEATURES.map(({ icon, key }) => (
            <IconCard
              key={key}
              icon={icon}
              title={t(`home.features.${key}.title`)}
              text={t(`home.features.${key}.text`)}
            />
          ))}
        </div>
        <p className="mt-10 text-center">
          <Link
            to="/features"
            className="inline-flex items-center gap-1 font-semibold text-brand-700 hover:underline"
          >
            {t('home.features.see_all')} <ArrowRight aria-hidden="true" className="size-4" />
          </Link>
        </p>
      </Section>

      <Section
        id="home-how"
        eyebrow={t('home.how.eyebrow')}
        title={t('home.how.title')}
        intro={t('home.how.intro', { name })}
        tone="muted"
      >
        <HowItWorksTabs />
      </Section>

      <Section
        id="home-impact"
        eyebrow={t('home.impact.eyebrow')}
        title={t('home.impact.title')}
        intro={t('home.impact.intro', { name })}
      >
        <StatList stats={IMPACT_STATS.map(({ value, key }) => ({ value, label: t(`home.impact.${key}`) }))} />
      </Section>

      <Section
        id="home-preview"
        eyebrow={t('home.preview.eyebrow')}
        title={t('home.preview.title')}
        intro={t('home.preview.intro')}
        tone="muted"
      >
        <AppPreviewCarousel screens={APP_SCREENS} />
      </Section>

      <Section
        id="home-security"
        eyebrow={t('home.security.eyebrow')}
        title={t('home.security.title')}
        intro={t('home.security.intro', { name, uptime: FIGURES.uptime })}
        tone="dark"
      >
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-5">
          {SECURITY_POINTS.map(({ icon: Icon, key }) => (
            <li key={key} className="rounded-2xl bg-white/10 p-6">
              <Icon aria-hidden="true" className="size-7 text-brand-100" />
              <h3 className="mt-4 font-semibold text-white">
                {t(`home.security.${key}.title`, {
                  encryption: FIGURES.encryption,
                  centers: FIGURES.dataCenters,
                })}
              </h3>
              <p className="mt-2 text-sm text-brand-50">{t(`home.security.${key}.text`)}</p>
            </li>
          ))}
        </ul>
      </Section>

      <CallToAction
        id="home-cta"
        title={t('home.cta.title', { name })}
        text={t('home.cta.text', { days: FIGURES.trialDays })}
      >
        <LinkButton to={TRIAL_PATH} look="light">
          {t('cta.start_free_trial')}
        </LinkButton>
        <LinkButton to="/features" look="outline-light">
          <Play aria-hidden="true" className="size-5" />
          {t('cta.watch_demo')}
        </LinkButton>
      </CallToAction>
    </>
  );
}

function Hero() {
  const { t } = useTranslation('public-site');
  const { name } = usePlatformName();
  return (
    <section aria-labelledby="page-title" className="overflow-hidden bg-linear-to-b from-brand-50 to-white">
      <div className="mx-auto grid max-w-7xl items-center gap-12 px-4 pt-12 pb-16 sm:px-6 sm:pt-20 lg:grid-cols-2 lg:px-8 lg:pb-24">
        <div className="text-center lg:text-left">
          <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">
            {t('home.hero.eyebrow')}
          </p>
          <h1
            id="page-title"
            className="mt-3 text-4xl font-bold tracking-tight text-balance text-slate-900 sm:text-5xl lg:text-6xl"
          >
            {t('home.hero.title')}
          </h1>
          <p className="mx-auto mt-6 max-w-xl text-lg text-pretty text-slate-600 lg:mx-0">
            {t('home.hero.lead', { implementation: t('figures.implementation') })}
          </p>
          <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row lg:justify-start">
            <LinkButton to={TRIAL_PATH}>{t('cta.get_started_free')}</LinkButton>
            <LinkButton to="/features" look="secondary">
              <Play aria-hidden="true" className="size-5" />
              {t('cta.watch_demo')}
            </LinkButton>
          </div>
          <p className="mt-6 text-sm text-slate-600">
            {t('home.hero.trial_note', {
              days: FIGURES.trialDays,
              schools: FIGURES.schools,
              countries: FIGURES.countries,
            })}
          </p>
        </div>
        <img
          src={heroDashboard}
          alt={t('home.hero.image_alt', { name })}
          width={640}
          height={420}
          fetchPriority="high"
          className="h-auto w-full rounded-2xl shadow-2xl ring-1 ring-slate-900/5"
        />
      </div>
    </section>
  );
}
