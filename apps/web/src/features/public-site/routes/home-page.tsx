import { Link } from 'react-router';
import { buttonClasses } from '@/components/ui/button';
import { PageIntro } from '../components/page-intro';

export function HomePage() {
  return (
    <PageIntro title="Schoolwise">
      <p>
        One place for schools to run their day: academic years, classes and sections, students, parents and
        teachers, with a console for each school and one for the platform.
      </p>
      <p>
        <Link to="/contact-us" className={buttonClasses('primary')}>
          Get Started Free
        </Link>
      </p>
    </PageIntro>
  );
}
