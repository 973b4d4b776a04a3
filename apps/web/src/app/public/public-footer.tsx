import { Link } from 'react-router';
import { PUBLIC_LINKS } from './public-links';

/** Support pages are not written yet, so they are listed without links rather than as dead ones. */
const SUPPORT_TOPICS = ['Help Center', 'Documentation', 'Privacy Policy', 'Terms of Service'];

/** Placeholder support address; the .example domain cannot receive mail. */
const SUPPORT_EMAIL = 'support@schoolwise.example';

export function PublicFooter() {
  return (
    <footer className="bg-slate-900 text-slate-300">
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-12 sm:grid-cols-2 sm:px-6 lg:grid-cols-4">
        <div>
          <p className="text-lg font-bold text-white">Schoolwise</p>
          <p className="mt-2 text-sm">School management for administrators, in one place.</p>
        </div>
        <nav aria-labelledby="footer-quick-links">
          <h2 id="footer-quick-links" className="text-sm font-semibold text-white">
            Quick Links
          </h2>
          <ul className="mt-3 space-y-2 text-sm">
            {PUBLIC_LINKS.map((link) => (
              <li key={link.to}>
                <Link to={link.to} className="hover:text-white">
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <div>
          <h2 className="text-sm font-semibold text-white">Support</h2>
          <ul className="mt-3 space-y-2 text-sm">
            {SUPPORT_TOPICS.map((topic) => (
              <li key={topic}>
                {topic} <span className="text-slate-400">(coming soon)</span>
              </li>
            ))}
          </ul>
        </div>
        <div>
          <h2 className="text-sm font-semibold text-white">Contact</h2>
          <p className="mt-3 text-sm">{SUPPORT_EMAIL}</p>
        </div>
      </div>
      <p className="border-t border-slate-800 py-6 text-center text-xs text-slate-400">
        © {new Date().getFullYear()} Schoolwise
      </p>
    </footer>
  );
}
