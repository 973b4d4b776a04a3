import { Toaster as Sonner } from 'sonner';
import { TOAST_OPTIONS } from '@/lib/toast';

export function Toaster() {
  return <Sonner {...TOAST_OPTIONS} richColors />;
}
