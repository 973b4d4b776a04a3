import { Search } from 'lucide-react';
import { useEffect, useEffectEvent, useId, useState } from 'react';

interface SearchInputProps {
  label: string;
  /** The term in force (from the URL, say); a change from outside replaces what is typed. */
  value: string;
  /** Called once typing pauses for `delay` ms, with the text as typed. */
  onSearch: (value: string) => void;
  placeholder?: string;
  delay?: number;
  className?: string;
}

/** A labelled search box that reports its text only once typing pauses. */
export function SearchInput({
  label,
  value,
  onSearch,
  placeholder,
  delay = 300,
  className = '',
}: SearchInputProps) {
  const inputId = useId();
  const [text, setText] = useState(value);
  const [lastValue, setLastValue] = useState(value);
  // The back button or a reset changed the term: show it (adjusting state while rendering).
  if (value !== lastValue) {
    setLastValue(value);
    setText(value);
  }

  const report = useEffectEvent((next: string) => onSearch(next));
  useEffect(() => {
    if (text === value) return;
    const timer = setTimeout(() => report(text), delay);
    return () => clearTimeout(timer);
  }, [text, value, delay]);

  return (
    <div className={className}>
      <label htmlFor={inputId} className="mb-1 block text-sm font-medium text-slate-700">
        {label}
      </label>
      <div className="relative">
        <Search
          aria-hidden="true"
          className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-400"
        />
        <input
          id={inputId}
          type="search"
          value={text}
          placeholder={placeholder}
          onChange={(event) => setText(event.target.value)}
          className="block w-full rounded-md border border-slate-300 py-2 pr-3 pl-9 text-sm text-slate-900 shadow-sm placeholder:text-slate-400"
        />
      </div>
    </div>
  );
}
