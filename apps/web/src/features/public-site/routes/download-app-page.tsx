import { Check } from 'lucide-react';
import { IconCard } from '../components/icon-card';
import { LinkButton } from '../components/link-button';
import { PageHero } from '../components/page-hero';
import { PhoneScreen } from '../components/phone-screen';
import { Section } from '../components/section';
import { StatList } from '../components/stat-list';
import { StoreBadges } from '../components/store-badges';
import { contactPath } from '../content/contact-links';
import { APP_BENEFITS, APP_ROLES, APP_STATS, SCREENSHOT_TITLES } from '../content/mobile-app';
import { APP_SCREENS } from '../content/screens';
import { usePlatformName } from '@/lib/platform-preferences';

const SCREENSHOTS = SCREENSHOT_TITLES.map((title) => APP_SCREENS.find((screen) => screen.title === title)!);

/** /download-app (spec 01 section 2.9). */
export function DownloadAppPage() {
  const { name } = usePlatformName();
  return (
    <>
      <PageHero
        title="Download App"
        eyebrow={`${name} for iOS and Android`}
        lead="Attendance, homework, marks, fees and messages for teachers, students and parents, always one tap away."
      >
        <StoreBadges className="mt-8 justify-center" />
        <p className="mt-4 text-sm text-slate-600">
          The apps are coming to the App Store and Google Play. Until then, {name} works in the browser of any
          phone.
        </p>
      </PageHero>

      <Section id="app-stats" eyebrow="Loved by families" title="The app in numbers">
        <StatList stats={APP_STATS} />
      </Section>

      <Section
        id="app-benefits"
        eyebrow="Why the app"
        title="Made for the school day"
        intro="Designed with teachers and parents for the moments between lessons and on the way home."
        tone="muted"
      >
        <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {APP_BENEFITS.map((benefit) => (
            <IconCard key={benefit.title} {...benefit} />
          ))}
        </div>
      </Section>

      <Section id="app-screenshots" eyebrow="Screenshots" title="A look inside">
        <ul className="grid justify-items-center gap-10 sm:grid-cols-3">
          {SCREENSHOTS.map((screen) => (
            <li key={screen.title} className="w-full max-w-60 text-center">
              <PhoneScreen screen={screen} />
              <h3 className="mt-4 font-semibold text-slate-900">{screen.title}</h3>
              <p className="mt-1 text-sm text-slate-600">{screen.caption}</p>
            </li>
          ))}
        </ul>
      </Section>

      <Section
        id="app-roles"
        eyebrow="For everyone"
        title="One app, the right view for each role"
        intro="Everyone signs in with the account their school gives them and sees what their role needs."
        tone="muted"
      >
        <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {APP_ROLES.map(({ points, ...role }) => (
            <IconCard key={role.title} {...role}>
              <ul className="mt-4 space-y-2 text-sm">
                {points.map((point) => (
                  <li key={point} className="flex gap-2 text-slate-700">
                    <Check aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-green-700" />
                    {point}
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
              Be the first to get the app
            </h2>
            <p className="mx-auto mt-4 max-w-2xl text-lg text-slate-300">
              Schools on {name} will be invited as soon as the apps are in the stores. Tell us about your
              school and we will add you to the early-access list.
            </p>
            <StoreBadges className="mt-8 justify-center [&>li]:bg-white/10" />
            <div className="mt-8">
              <LinkButton to={contactPath('General Inquiry')} look="light">
                Join the early-access list
              </LinkButton>
            </div>
          </div>
        </div>
      </section>
    </>
  );
}
