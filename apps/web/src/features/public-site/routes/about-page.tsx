import { useTranslation } from 'react-i18next';
import { CallToAction } from '../components/call-to-action';
import { IconCard } from '../components/icon-card';
import { LinkButton } from '../components/link-button';
import { PageHero } from '../components/page-hero';
import { Section } from '../components/section';
import { StatList } from '../components/stat-list';
import { ABOUT_FACTS, ABOUT_STATS, STORY, TEAM, VALUES } from '../content/about';
import { CAREERS_PATH } from '../content/contact-links';
import { FIGURES } from '../content/figures';
import { usePlatformName } from '@/lib/platform-preferences';

/** /about-us (spec 01 section 2.7). */
export function AboutPage() {
  const { t } = useTranslation('public-site');
  const { name } = usePlatformName();
  const storyValues = {
    founded: FIGURES.founded,
    schools: FIGURES.schools,
    countries: FIGURES.countries,
    team: FIGURES.teamMembers,
  };
  return (
    <>
      <PageHero title={t('about.title')} eyebrow={t('about.eyebrow')} lead={t('about.lead')}>
        <dl className="mx-auto mt-10 grid max-w-2xl gap-4 sm:grid-cols-3">
          {ABOUT_FACTS.map((fact) => (
            <div
              key={fact.key}
              className="flex flex-col-reverse rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200"
            >
              <dt className="text-sm text-slate-600">{t(`about.facts.${fact.key}`)}</dt>
              <dd className="text-2xl font-bold text-slate-900">{fact.value}</dd>
            </div>
          ))}
        </dl>
      </PageHero>

      <Section id="about-stats" eyebrow={t('about.stats.eyebrow')} title={t('about.stats.title', { name })}>
        <StatList stats={ABOUT_STATS.map(({ value, key }) => ({ value, label: t(`about.stats.${key}`) }))} />
      </Section>

      <Section
        id="about-values"
        eyebrow={t('about.values.eyebrow')}
        title={t('about.values.title')}
        intro={t('about.values.intro')}
        tone="muted"
      >
        <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {VALUES.map(({ icon, key }) => (
            <IconCard
              key={key}
              icon={icon}
              title={t(`about.values.${key}.title`)}
              text={t(`about.values.${key}.text`)}
            />
          ))}
        </div>
      </Section>

      <Section id="about-story" eyebrow={t('about.story.eyebrow')} title={t('about.story.title')}>
        <div className="mx-auto max-w-3xl space-y-6 text-lg text-slate-700">
          {STORY.map((paragraph) => (
            <p key={paragraph}>{t(`about.story.${paragraph}`, storyValues)}</p>
          ))}
        </div>
      </Section>

      <Section
        id="about-team"
        eyebrow={t('about.team.eyebrow')}
        title={t('about.team.title', { name })}
        intro={t('about.team.intro')}
        tone="muted"
      >
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {TEAM.map((member) => (
            <li
              key={member.key}
              className="rounded-2xl bg-white p-6 text-center shadow-sm ring-1 ring-slate-200"
            >
              <img
                src={member.image}
                alt={t('about.team.portrait_alt', { name: member.name })}
                width={160}
                height={160}
                loading="lazy"
                decoding="async"
                className="mx-auto size-28"
              />
              <h3 className="mt-4 text-lg font-semibold text-slate-900">{member.name}</h3>
              <p className="text-sm font-medium text-brand-700">{t(`about.team.${member.key}.role`)}</p>
              <p className="mt-3 text-sm text-slate-600">{t(`about.team.${member.key}.bio`)}</p>
            </li>
          ))}
        </ul>
      </Section>

      <CallToAction id="about-cta" title={t('about.cta.title')} text={t('about.cta.text', { name })}>
        <LinkButton to="/contact-us" look="light">
          {t('cta.contact_us')}
        </LinkButton>
        <LinkButton to={CAREERS_PATH} look="outline-light">
          {t('cta.careers')}
        </LinkButton>
      </CallToAction>
    </>
  );
}
