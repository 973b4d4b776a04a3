import { PageIntro } from '../components/page-intro';

export function FeaturesPage() {
  return (
    <PageIntro title="Features">
      <p>
        Schoolwise covers school administration: schools and their administrators, academic years, classes,
        sections, students, parents and teachers. A detailed tour of each feature is being written and will
        appear on this page.
      </p>
    </PageIntro>
  );
}
