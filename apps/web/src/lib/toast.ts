import { toast as sonner } from 'sonner';

/** Spec 01 sections 4 and 9: every toast closes itself after 5 s and stacks at the top right. */
export const TOAST_OPTIONS = {
  duration: 5000,
  position: 'top-right',
  closeButton: true,
} as const;

/** The four toast types of the product; screens use these rather than sonner directly. */
export const toast = {
  success: (message: string) => sonner.success(message),
  error: (message: string) => sonner.error(message),
  warning: (message: string) => sonner.warning(message),
  info: (message: string) => sonner.info(message),
};
