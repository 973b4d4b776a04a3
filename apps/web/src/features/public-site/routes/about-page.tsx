import { PageIntro } from '../components/page-intro';

export function AboutPage() {
  return (
    <PageIntro title="About Us">
      <p>
        Schoolwise is built for schools that want their records in one dependable place instead of spread over
        spreadsheets and paper. Our story and team will be introduced here soon.
      </p>
    </PageIntro>
  );
}
