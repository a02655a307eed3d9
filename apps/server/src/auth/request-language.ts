/**
 * The language a register or reset request named, carried through better-auth to our
 * callbacks (new-user provisioning, the reset mail), which only receive the user.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import type { Language } from '@docsift/core/settings';

export const requestLanguage = new AsyncLocalStorage<Language | undefined>();
