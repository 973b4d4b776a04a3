/**
 * A phone number as people write one: digits, spaces and + - ( ), 7 to 20 characters once
 * trimmed. Zod-free, so that the public contact page can check it without loading zod.
 */
const PHONE = /^[0-9+()\- ]{7,20}$/;

import { FIELD_LABELS } from './labels';
import { fieldMessage, RULE_MESSAGES } from './messages';

/** The phone rule's message in the caller's (or reader's) language, written when asked. */
export const phoneMessage = () => fieldMessage('phone', 'phone');

/** The phone rule's message in English (read at module load): prefer `phoneMessage()`. */
export const PHONE_MESSAGE = RULE_MESSAGES.phone.replace('{{label}}', FIELD_LABELS.phone);

export const isPhone = (value: string): boolean => PHONE.test(value.trim());
