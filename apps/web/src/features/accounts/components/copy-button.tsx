import { useState } from 'react';
import { Check, Copy } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button.tsx';
import { toast } from '@/components/ui/sonner.tsx';

/** Copies `text` to the clipboard; says so with a toast and a check mark. */
export function CopyButton({ text, label }: { text: string; label: string }) {
  const { t } = useTranslation('profile');
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      setCopied(true);
      toast.success(t('profile:twoFactor.copied'));
    } catch (error) {
      console.warn('[OpenWell] copy to clipboard failed:', error);
      toast.error(t('profile:twoFactor.copyFailed'));
    }
  };
  return (
    <Button type="button" variant="outline" size="sm" onClick={() => void copy()}>
      {copied ? <Check aria-hidden="true" /> : <Copy aria-hidden="true" />}
      {label}
    </Button>
  );
}
