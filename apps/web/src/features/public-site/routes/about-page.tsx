import { CallToAction } from '../components/call-to-action';
import { IconCard } from '../components/icon-card';
import { LinkButton } from '../components/link-button';
import { PageHero } from '../components/page-hero';
import { Section } from '../components/section';
import { StatList } from '../components/stat-list';
import { ABOUT_FACTS, ABOUT_STATS, STORY, TEAM, VALUES } from '../content/about';
import { CAREERS_PATH } from '../content/contact-links';
import { usePlatformName } from '@/lib/platform-preferences';

/** /about-us (spec 01 section 2.7). */
export function AboutPage() {
  const { name } = usePlatformName();
  return (
    <>
      <PageHero
        title="About Us"
        eyebrow="Our company"
        lead="We build the software we wanted for our own children’s schools: simple for teachers, clear for parents and dependable for the office."
      >
        <dl className="mx-auto mt-10 grid max-w-2xl gap-4 sm:grid-cols-3">
          {ABOUT_FACTS.map((fact) => (
            <div
              key={fact.label}
              className="flex flex-col-reverse rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200"
            >
              <dt className="text-sm text-slate-600">{fact.label}</dt>
              <dd className="text-2xl font-bold text-slate-900">{fact.value}</dd>
            </div>
          ))}
        </dl>
      </PageHero>

      <Section id="about-stats" eyebrow="In numbers" title={`${name} today`}>
        <StatList stats={ABOUT_STATS} />
      </Section>

      <Section
        id="about-values"
        eyebrow="Values"
        title="What we stand for"
        intro="Four ideas guide every decision we make."
        tone="muted"
      >
        <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {VALUES.map((value) => (
            <IconCard key={value.title} {...value} />
          ))}
        </div>
      </Section>

      <Section id="about-story" eyebrow="Our story" title="From one school office to schools worldwide">
        <div className="mx-auto max-w-3xl space-y-6 text-lg text-slate-700">
          {STORY.map((paragraph) => (
            <p key={paragraph.slice(0, 32)}>{paragraph}</p>
          ))}
        </div>
      </Section>

      <Section
        id="about-team"
        eyebrow="Leadership"
        title={`The team behind ${name}`}
        intro="Educators and engineers who have spent their careers close to schools."
        tone="muted"
      >
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {TEAM.map((member) => (
            <li
              key={member.name}
              className="rounded-2xl bg-white p-6 text-center shadow-sm ring-1 ring-slate-200"
            >
              <img
                src={member.image}
                alt={`Portrait of ${member.name}`}
                width={160}
                height={160}
                loading="lazy"
                decoding="async"
                className="mx-auto size-28"
              />
              <h3 className="mt-4 text-lg font-semibold text-slate-900">{member.name}</h3>
              <p className="text-sm font-medium text-brand-700">{member.role}</p>
              <p className="mt-3 text-sm text-slate-600">{member.bio}</p>
            </li>
          ))}
        </ul>
      </Section>

      <CallToAction
        id="about-cta"
        title="Let’s talk"
        text={`Questions about ${name}, or want to help us build it? We would love to hear from you.`}
      >
        <LinkButton to="/contact-us" look="light">
          Contact Us
        </LinkButton>
        <LinkButton to={CAREERS_PATH} look="outline-light">
          Career Opportunities
        </LinkButton>
      </CallToAction>
    </>
  );
}
