import { LogOut, MonitorSmartphone } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
  AlertDialogTrigger,
} from '@/components/ui/alert-dialog.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { useSignOut } from '@/lib/session/sign-out.ts';

/** Log out of this device, or (after a confirmation) of every device. */
export function SignOutCard() {
  const { t } = useTranslation('profile');
  const signOut = useSignOut();
  const everywhere = signOut.isPending && signOut.variables?.everywhere === true;
  return (
    <Card>
      <CardHeader>
        <CardTitle asChild className="leading-snug">
          <h2>{t('profile:sessions.title')}</h2>
        </CardTitle>
        <CardDescription>{t('profile:sessions.description')}</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-2 sm:flex-row">
        <Button type="button" variant="outline" disabled={signOut.isPending} onClick={() => signOut.mutate({})}>
          {signOut.isPending && !everywhere ? <Spinner size="sm" /> : <LogOut aria-hidden="true" />}
          {t('profile:sessions.logOut')}
        </Button>
        <AlertDialog>
          <AlertDialogTrigger asChild>
            <Button type="button" variant="destructive" disabled={signOut.isPending}>
              {everywhere ? <Spinner size="sm" /> : <MonitorSmartphone aria-hidden="true" />}
              {t('profile:sessions.logOutEverywhere')}
            </Button>
          </AlertDialogTrigger>
          <AlertDialogContent>
            <AlertDialogHeader>
              <AlertDialogTitle>{t('profile:sessions.confirmTitle')}</AlertDialogTitle>
              <AlertDialogDescription>{t('profile:sessions.confirmDescription')}</AlertDialogDescription>
            </AlertDialogHeader>
            <AlertDialogFooter>
              <AlertDialogCancel>{t('profile:sessions.cancel')}</AlertDialogCancel>
              <AlertDialogAction variant="destructive" onClick={() => signOut.mutate({ everywhere: true })}>
                {t('profile:sessions.confirm')}
              </AlertDialogAction>
            </AlertDialogFooter>
          </AlertDialogContent>
        </AlertDialog>
      </CardContent>
    </Card>
  );
}
