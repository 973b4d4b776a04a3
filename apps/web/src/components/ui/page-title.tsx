import { usePlatformName } from '@/lib/platform-preferences';

/** The browser tab's title: the page, then the platform's name as saved in its settings. */
export function PageTitle({ title }: { title?: string }) {
  const { name } = usePlatformName();
  return <title>{title ? `${title} · ${name}` : name}</title>;
}

/** The platform's name where the product names itself in text. */
export function PlatformName() {
  return <>{usePlatformName().name}</>;
}
