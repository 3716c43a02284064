import { ArrowLeft } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Button } from '@/components/ui/button.tsx';

/** History state index the data router keeps; 0 means this page opened the tab's history. */
function hasPreviousPage(): boolean {
  const state: unknown = window.history.state;
  if (typeof state !== 'object' || state === null || !('idx' in state)) return false;
  return typeof state.idx === 'number' && state.idx > 0;
}

/** Goes back one page, or to the landing page when there is no page to go back to. */
export function BackButton() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <Button
      variant="ghost"
      size="sm"
      className="-ml-2"
      onClick={() => {
        if (hasPreviousPage()) void navigate(-1);
        else void navigate('/');
      }}
    >
      <ArrowLeft aria-hidden="true" />
      {t('common:actions.back')}
    </Button>
  );
}
