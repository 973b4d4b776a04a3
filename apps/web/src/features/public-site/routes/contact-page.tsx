import { PageIntro } from '../components/page-intro';

export function ContactPage() {
  return (
    <PageIntro title="Contact Us">
      <p>
        We would like to hear from your school. The contact form is not ready yet; it will be available on
        this page in an upcoming release.
      </p>
    </PageIntro>
  );
}
