import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TLanguage } from '@openwell/i18n';
import { toast } from '@/components/ui/sonner.tsx';
import { meQueryKey } from '@/lib/session/get-me.ts';
import { errorMessage } from '@/lib/error-messages.ts';
import { i18n } from '@/lib/i18n.ts';
import { updateProfile } from '../api/update-profile.ts';

/**
 * Stores the interface language on the profile (so e-mails use it too). The outcome is announced
 * from the mutation itself, not from the component: switching the language reloads the page's
 * translations, which may remount the component before the answer arrives.
 */
export function useStoreLanguage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (language: TLanguage) => updateProfile({ language }),
    onSuccess: (user) => {
      queryClient.setQueryData(meQueryKey, user);
      toast.success(i18n.t('profile:settings.languageSaved'));
    },
    onError: (error) => {
      toast.error(errorMessage(i18n.t, error));
    },
  });
}
