import type { UseMutationOptions, UseMutationResult } from '@tanstack/react-query';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { errorText } from '../lib/http/error-text.ts';
import { showFlash } from './flash.tsx';

/**
 * useMutation whose failure is said in a danger notice in the error's own words: the one way a
 * button or a menu entry changes server state (a form submits through useApiForm). A caller's
 * own onError replaces the notice where it has more to say.
 */
export function useNotifiedMutation<TData = unknown, TVariables = void, TContext = unknown>(
  options: UseMutationOptions<TData, Error, TVariables, TContext>,
): UseMutationResult<TData, Error, TVariables, TContext> {
  const { t } = useTranslation();
  return useMutation({
    onError: (error) => void showFlash({ type: 'danger', message: errorText(t, error) }),
    ...options,
  });
}
