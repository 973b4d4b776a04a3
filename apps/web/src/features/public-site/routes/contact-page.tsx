import { CONTACT_SUBJECTS, type ContactSubject } from '@school/contract';
import { Clock, Headset, Mail, MapPin, Phone, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { ContactForm, CONTACT_FORM_START_ID } from '../components/contact-form';
import { PageHero } from '../components/page-hero';
import { Section } from '../components/section';
import { DEMO_PATH, subjectSlug } from '../content/contact-links';
import { FAQ } from '../content/contact';
import { BUSINESS_HOURS, FIGURES, RESPONSE_PROMISE } from '../content/figures';
import { SUPPORT_CONTACT } from '../content/support-contact';
import { usePlatformName } from '@/lib/platform-preferences';

function subjectOf(slug: string | null): ContactSubject | null {
  return CONTACT_SUBJECTS.find((subject) => subjectSlug(subject) === slug) ?? null;
}

/** /contact-us (spec 01 section 2.8); ?subject=<slug> chooses the form's subject. */
export function ContactPage() {
  const { t } = useTranslation('public-site');
  const { name } = usePlatformName();
  const [params] = useSearchParams();

  return (
    <>
      <PageHero
        title={t('contact.title')}
        eyebrow={t('contact.eyebrow')}
        lead={t('contact.lead', { name })}
      />

      <section aria-labelledby="contact-info" className="bg-white">
        <h2 id="contact-info" className="sr-only">
          {t('contact.info.title')}
        </h2>
        <div className="mx-auto grid max-w-7xl gap-6 px-4 sm:grid-cols-2 sm:px-6 lg:grid-cols-4 lg:px-8">
          <InfoCard icon={Phone} title={t('contact.info.phone')}>
            <a href={SUPPORT_CONTACT.phoneHref} className="font-medium text-brand-700 hover:underline">
              {SUPPORT_CONTACT.phone}
            </a>
          </InfoCard>
          <InfoCard icon={Mail} title={t('contact.info.email')}>
            <a
              href={`mailto:${SUPPORT_CONTACT.email}`}
              className="font-medium break-all text-brand-700 hover:underline"
            >
              {SUPPORT_CONTACT.email}
            </a>
          </InfoCard>
          <InfoCard icon={MapPin} title={t('contact.info.address')}>
            <address className="not-italic">
              {SUPPORT_CONTACT.address.map((line) => (
                <span key={line} className="block">
                  {line}
                </span>
              ))}
            </address>
          </InfoCard>
          <InfoCard icon={Clock} title={t('contact.info.hours')}>
            <dl>
              {BUSINESS_HOURS.map((days) => (
                <div key={days} className="flex justify-between gap-3">
                  <dt>{t(`hours.${days}`)}</dt>
                  <dd className="font-medium text-slate-900">{t(`hours.${days}_hours`)}</dd>
                </div>
              ))}
            </dl>
          </InfoCard>
        </div>
      </section>

      <Section
        id="contact-form-title"
        title={t('contact.form_section.title')}
        intro={t('contact.form_section.intro')}
      >
        <div className="mx-auto grid max-w-6xl gap-10 lg:grid-cols-3">
          <div className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8 lg:col-span-2">
            <ContactForm presetSubject={subjectOf(params.get('subject'))} />
          </div>
          <aside
            aria-labelledby="contact-promise"
            className="h-fit rounded-2xl bg-brand-50 p-6 ring-1 ring-brand-100 sm:p-8"
          >
            <Headset aria-hidden="true" className="size-8 text-brand-700" />
            <h3 id="contact-promise" className="mt-4 text-lg font-semibold text-slate-900">
              {t('contact.promise.title')}
            </h3>
            <p className="mt-2 text-slate-700">
              {t('contact.promise.text', {
                reply: t('figures.reply'),
                name,
                support: RESPONSE_PROMISE.support,
              })}
            </p>
            <p className="mt-4 text-slate-700">{t('contact.promise.demo_text')}</p>
            <Link
              to={DEMO_PATH}
              onClick={() => document.getElementById(CONTACT_FORM_START_ID)?.focus()}
              className="mt-4 inline-flex items-center justify-center rounded-lg bg-brand-600 px-5 py-2.5 font-semibold text-white hover:bg-brand-700"
            >
              {t('contact.promise.demo_link')}
            </Link>
          </aside>
        </div>
      </Section>

      <Section
        id="contact-faq"
        eyebrow={t('contact.faq.eyebrow')}
        title={t('contact.faq.title')}
        tone="muted"
      >
        <div className="mx-auto max-w-3xl space-y-4">
          {FAQ.map((key) => (
            <details key={key} className="group rounded-xl bg-white p-5 shadow-sm ring-1 ring-slate-200">
              <summary className="cursor-pointer list-none font-semibold text-slate-900 marker:hidden">
                <span className="flex items-center justify-between gap-4">
                  {t(`contact.faq.${key}.question`)}
                  <span aria-hidden="true" className="text-xl text-brand-700 group-open:rotate-45">
                    +
                  </span>
                </span>
              </summary>
              <p className="mt-3 text-slate-600">
                {t(`contact.faq.${key}.answer`, {
                  implementation: t('figures.implementation'),
                  days: FIGURES.trialDays,
                  encryption: FIGURES.encryption,
                  dataCenters: FIGURES.dataCenters,
                  support: RESPONSE_PROMISE.support,
                })}
              </p>
            </details>
          ))}
        </div>
      </Section>
    </>
  );
}

function InfoCard({ icon: Icon, title, children }: { icon: LucideIcon; title: string; children: ReactNode }) {
  return (
    <article className="rounded-2xl border border-slate-200 bg-white p-6 text-sm text-slate-600 shadow-sm">
      <span className="inline-flex size-11 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
        <Icon aria-hidden="true" className="size-6" />
      </span>
      <h3 className="mt-4 text-base font-semibold text-slate-900">{title}</h3>
      <div className="mt-2">{children}</div>
    </article>
  );
}
