import { useState } from 'react';
import { Check, Copy } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button.tsx';
import { toast } from '@/components/ui/sonner.tsx';

/** Copies the company code to the clipboard; says so with a toast and a check mark. */
export function CopyCodeButton({ code }: { code: string }) {
  const { t } = useTranslation('companies');
  const [copied, setCopied] = useState<string | null>(null);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(code);
      setCopied(code);
      toast.success(t('companies:code.copied'));
    } catch (error) {
      console.warn('[OpenWell] copy to clipboard failed:', error);
      toast.error(t('companies:code.copyFailed'));
    }
  };
  return (
    <Button type="button" variant="outline" onClick={() => void copy()}>
      {copied === code ? <Check aria-hidden="true" /> : <Copy aria-hidden="true" />}
      {t('companies:code.copy')}
    </Button>
  );
}
