import { Check } from 'lucide-react';
import { CallToAction } from '../components/call-to-action';
import { IconCard } from '../components/icon-card';
import { LinkButton } from '../components/link-button';
import { PageHero } from '../components/page-hero';
import { Section } from '../components/section';
import { DEMO_PATH, TRIAL_PATH } from '../content/contact-links';
import { FEATURE_BLOCKS, INTEGRATIONS } from '../content/features';
import { FIGURES } from '../content/figures';
import { usePlatformName } from '@/lib/platform-preferences';

/** /features (spec 01 section 2.6). */
export function FeaturesPage() {
  const { name } = usePlatformName();
  return (
    <>
      <PageHero
        title="Features"
        eyebrow="Everything in one platform"
        lead="Twelve modules that share one set of records, so nothing is typed twice: from the admission form to the leaving certificate, and every register, mark and payment in between."
      />

      <Section
        id="features-modules"
        eyebrow="Modules"
        title="Built for the way schools work"
        intro="Switch on what you need today and add the rest when you are ready."
      >
        <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {FEATURE_BLOCKS.map(({ benefits, ...feature }) => (
            <IconCard key={feature.title} {...feature}>
              <ul
                aria-label={`Key benefits of ${feature.title.toLowerCase()}`}
                className="mt-4 space-y-2 text-sm"
              >
                {benefits.map((benefit) => (
                  <li key={benefit} className="flex gap-2 text-slate-700">
                    <Check aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-green-700" />
                    {benefit}
                  </li>
                ))}
              </ul>
            </IconCard>
          ))}
        </div>
      </Section>

      <Section
        id="features-integrations"
        eyebrow="Integrations"
        title="Works with the tools you already use"
        intro={`Connect ${name} to your payment gateway, messaging providers and learning platform.`}
        tone="muted"
      >
        <div className="grid gap-6 md:grid-cols-3">
          {INTEGRATIONS.map(({ examples, ...integration }) => (
            <IconCard key={integration.title} {...integration}>
              <p className="mt-4 text-sm font-medium text-slate-700">{examples}</p>
            </IconCard>
          ))}
        </div>
      </Section>

      <CallToAction
        id="features-cta"
        title="See every feature with your own data"
        text={`Try ${name} free for ${FIGURES.trialDays} days, or let us walk you through it on a call.`}
      >
        <LinkButton to={TRIAL_PATH} look="light">
          Start Free Trial
        </LinkButton>
        <LinkButton to={DEMO_PATH} look="outline-light">
          Schedule Demo
        </LinkButton>
      </CallToAction>
    </>
  );
}
