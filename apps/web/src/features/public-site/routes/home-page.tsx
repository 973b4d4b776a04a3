import { ArrowRight, Play } from 'lucide-react';
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
import { AUDIENCES, HOME_FEATURES, IMPACT_STATS, SECURITY_POINTS } from '../content/home';
import { APP_SCREENS } from '../content/screens';
import { PageTitle } from '@/components/ui/page-title';
import { usePlatformName } from '@/lib/platform-preferences';

/** / (spec 01 section 2.5). */
export function HomePage() {
  const { name } = usePlatformName();
  return (
    <>
      <PageTitle />
      <Hero />

      <Section
        id="home-app"
        eyebrow="Mobile app"
        title="Your school in every pocket"
        intro="Teachers, students and parents get their own app: attendance, homework, marks, fees and messages, with a notification the moment something changes."
        tone="muted"
      >
        <div className="flex flex-col items-center gap-8 sm:flex-row sm:justify-center">
          <PhoneScreen screen={APP_SCREENS[5]!} className="w-44 sm:w-52" />
          <div className="max-w-sm text-center sm:text-left">
            <StoreBadges className="justify-center sm:justify-start" />
            <p className="mt-4 text-slate-600">
              The apps are on their way to the stores. Until then, {name} works in the browser of any phone.
            </p>
            <Link
              to="/download-app"
              className="mt-4 inline-flex items-center gap-1 font-semibold text-brand-700 hover:underline"
            >
              More about the app <ArrowRight aria-hidden="true" className="size-4" />
            </Link>
          </div>
        </div>
      </Section>

      <Section
        id="home-features"
        eyebrow="Features"
        title="Everything your office does, done once"
        intro={`${name} replaces the registers, spreadsheets and messaging groups with one system that every part of the school shares.`}
      >
        <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {HOME_FEATURES.map((feature) => (
            <IconCard key={feature.title} {...feature} />
          ))}
        </div>
        <p className="mt-10 text-center">
          <Link
            to="/features"
            className="inline-flex items-center gap-1 font-semibold text-brand-700 hover:underline"
          >
            See all twelve features <ArrowRight aria-hidden="true" className="size-4" />
          </Link>
        </p>
      </Section>

      <Section
        id="home-how"
        eyebrow="How it works"
        title="Simple for everyone at school"
        intro={`Choose who you are to see what a day with ${name} looks like.`}
        tone="muted"
      >
        <HowItWorksTabs audiences={AUDIENCES} />
      </Section>

      <Section
        id="home-impact"
        eyebrow="Impact"
        title="Schools get their time back"
        intro={`What schools tell us after their first year on ${name}.`}
      >
        <StatList stats={IMPACT_STATS} />
      </Section>

      <Section
        id="home-preview"
        eyebrow="App preview"
        title="See it on a phone"
        intro="Six screens that parents, students and teachers open every day."
        tone="muted"
      >
        <AppPreviewCarousel screens={APP_SCREENS} />
      </Section>

      <Section
        id="home-security"
        eyebrow="Security"
        title="Children’s data, protected like it should be"
        intro={`${name} is built for records that belong to children and their families, and runs at ${FIGURES.uptime} uptime.`}
        tone="dark"
      >
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-5">
          {SECURITY_POINTS.map(({ icon: Icon, title, text }) => (
            <li key={title} className="rounded-2xl bg-white/10 p-6">
              <Icon aria-hidden="true" className="size-7 text-brand-100" />
              <h3 className="mt-4 font-semibold text-white">{title}</h3>
              <p className="mt-2 text-sm text-brand-50">{text}</p>
            </li>
          ))}
        </ul>
      </Section>

      <CallToAction
        id="home-cta"
        title={`Ready to see ${name} at your school?`}
        text={`Start a ${FIGURES.trialDays}-day free trial with your own classes and students. No payment details needed.`}
      >
        <LinkButton to={TRIAL_PATH} look="light">
          Start Free Trial
        </LinkButton>
        <LinkButton to="/features" look="outline-light">
          <Play aria-hidden="true" className="size-5" />
          Watch Demo
        </LinkButton>
      </CallToAction>
    </>
  );
}

function Hero() {
  const { name } = usePlatformName();
  return (
    <section aria-labelledby="page-title" className="overflow-hidden bg-linear-to-b from-brand-50 to-white">
      <div className="mx-auto grid max-w-7xl items-center gap-12 px-4 pt-12 pb-16 sm:px-6 sm:pt-20 lg:grid-cols-2 lg:px-8 lg:pb-24">
        <div className="text-center lg:text-left">
          <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">
            School management platform
          </p>
          <h1
            id="page-title"
            className="mt-3 text-4xl font-bold tracking-tight text-balance text-slate-900 sm:text-5xl lg:text-6xl"
          >
            Run your whole school from one place
          </h1>
          <p className="mx-auto mt-6 max-w-xl text-lg text-pretty text-slate-600 lg:mx-0">
            Admissions, attendance, exams, fees and parent communication in a single platform, for one campus
            or fifty. Most schools are up and running within {FIGURES.implementation}.
          </p>
          <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row lg:justify-start">
            <LinkButton to={TRIAL_PATH}>Get Started Free</LinkButton>
            <LinkButton to="/features" look="secondary">
              <Play aria-hidden="true" className="size-5" />
              Watch Demo
            </LinkButton>
          </div>
          <p className="mt-6 text-sm text-slate-600">
            {FIGURES.trialDays}-day free trial · Trusted by {FIGURES.schools} schools in {FIGURES.countries}{' '}
            countries
          </p>
        </div>
        <img
          src={heroDashboard}
          alt={`The ${name} dashboard of Greenfield Public School: 1,248 students, 96.4% attendance, fees collected and an attendance chart.`}
          width={640}
          height={420}
          fetchPriority="high"
          className="h-auto w-full rounded-2xl shadow-2xl ring-1 ring-slate-900/5"
        />
      </div>
    </section>
  );
}
