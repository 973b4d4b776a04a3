/**
 * A phone number as people write one: digits, spaces and + - ( ), 7 to 20 characters once
 * trimmed. Zod-free, so that the public contact page can check it without loading zod.
 */
const PHONE = /^[0-9+()\- ]{7,20}$/;

import { fieldMessage } from './messages';

/** The phone rule's message in the caller's (or reader's) language, written when asked. */
export const phoneMessage = () => fieldMessage('phone', 'phone');

export const isPhone = (value: string): boolean => PHONE.test(value.trim());
