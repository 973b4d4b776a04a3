interface AvatarProps {
  name: string;
  pictureUrl?: string | null | undefined;
  className?: string;
}

/** The user's picture, or their initials when they have none. Decorative: the name is shown nearby. */
export function Avatar({ name, pictureUrl, className = 'size-9 text-sm' }: AvatarProps) {
  if (pictureUrl) {
    return <img src={pictureUrl} alt="" className={`rounded-full object-cover ${className}`} />;
  }
  const initials = name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]?.toUpperCase())
    .join('');
  return (
    <span
      aria-hidden="true"
      className={`inline-flex items-center justify-center rounded-full bg-brand-100 font-semibold text-brand-800 ${className}`}
    >
      {initials || '?'}
    </span>
  );
}
