import { Check } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { CallToAction } from '../components/call-to-action';
import { IconCard } from '../components/icon-card';
import { LinkButton } from '../components/link-button';
import { PageHero } from '../components/page-hero';
import { Section } from '../components/section';
import { DEMO_PATH, TRIAL_PATH } from '../content/contact-links';
import { BENEFITS, FEATURE_BLOCKS, INTEGRATIONS } from '../content/features';
import { FIGURES } from '../content/figures';
import { usePlatformName } from '@/lib/platform-preferences';

/** /features (spec 01 section 2.6). */
export function FeaturesPage() {
  const { t, i18n } = useTranslation('public-site');
  const { name } = usePlatformName();
  return (
    <>
      <PageHero
        title={t('features_page.title')}
        eyebrow={t('features_page.eyebrow')}
        lead={t('features_page.lead')}
      />

      <Section
        id="features-modules"
        eyebrow={t('features_page.modules.eyebrow')}
        title={t('features_page.modules.title')}
        intro={t('features_page.modules.intro')}
      >
        <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {FEATURE_BLOCKS.map(({ icon, key }) => {
            const title = t(`feature_blocks.${key}.title`);
            return (
              <IconCard key={key} icon={icon} title={title} text={t(`feature_blocks.${key}.text`)}>
                <ul
                  aria-label={t('features_page.modules.benefits_label', {
                    feature: title.toLocaleLowerCase(i18n.language),
                  })}
                  className="mt-4 space-y-2 text-sm"
                >
                  {BENEFITS.map((benefit) => (
                    <li key={benefit} className="flex gap-2 text-slate-700">
                      <Check aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-green-700" />
                      {t(`feature_blocks.${key}.${benefit}`, { encryption: FIGURES.encryption })}
                    </li>
                  ))}
                </ul>
              </IconCard>
            );
          })}
        </div>
      </Section>

      <Section
        id="features-integrations"
        eyebrow={t('features_page.integrations.eyebrow')}
        title={t('features_page.integrations.title')}
        intro={t('features_page.integrations.intro', { name })}
        tone="muted"
      >
        <div className="grid gap-6 md:grid-cols-3">
          {INTEGRATIONS.map(({ icon, key }) => (
            <IconCard
              key={key}
              icon={icon}
              title={t(`features_page.integrations.${key}.title`)}
              text={t(`features_page.integrations.${key}.text`)}
            >
              <p className="mt-4 text-sm font-medium text-slate-700">
                {t(`features_page.integrations.${key}.examples`)}
              </p>
            </IconCard>
          ))}
        </div>
      </Section>

      <CallToAction
        id="features-cta"
        title={t('features_page.cta.title')}
        text={t('features_page.cta.text', { name, days: FIGURES.trialDays })}
      >
        <LinkButton to={TRIAL_PATH} look="light">
          {t('cta.start_free_trial')}
        </LinkButton>
        <LinkButton to={DEMO_PATH} look="outline-light">
          {t('cta.schedule_demo')}
        </LinkButton>
      </CallToAction>
    </>
  );
}
