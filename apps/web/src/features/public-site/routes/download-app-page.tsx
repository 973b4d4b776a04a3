import { PageIntro } from '../components/page-intro';

export function DownloadAppPage() {
  return (
    <PageIntro title="Download App">
      <p>
        The Schoolwise mobile app is in preparation. Store links will be listed here once the app is
        published; until then, school administrators use Schoolwise in the web browser.
      </p>
    </PageIntro>
  );
}
