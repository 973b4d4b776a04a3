/**
 * A phone number as people write one: digits, spaces and + - ( ), 7 to 20 characters once
 * trimmed. Zod-free, so that the public contact page can check it without loading zod.
 */
const PHONE = /^[0-9+()\- ]{7,20}$/;

import { fieldMessage } from './messages';

export const PHONE_MESSAGE = fieldMessage('phone', 'phone');

export const isPhone = (value: string): boolean => PHONE.test(value.trim());
