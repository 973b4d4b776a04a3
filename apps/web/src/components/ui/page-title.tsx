import { useEffect } from 'react';
import { usePlatformName } from '@/lib/platform-preferences';

/**
 * The browser tab's title: the page, then the platform's name as saved in its settings. Written
 * to `document.title` (not a `<title>` element: React 19 hoists one into <head>, Preact does not)
 * and given back when the page goes.
 */
export function PageTitle({ title }: { title?: string }) {
  const { name } = usePlatformName();
  const text = title ? `${title} · ${name}` : name;
  useEffect(() => {
    const before = document.title;
    document.title = text;
    return () => {
      document.title = before;
    };
  }, [text]);
  return null;
}

/** The platform's name where the product names itself in text. */
export function PlatformName() {
  return <>{usePlatformName().name}</>;
}
