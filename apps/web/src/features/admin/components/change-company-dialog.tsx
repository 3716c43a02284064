import { useId, useState, type FormEvent } from 'react';
import { Building2, Search } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { TAdminUser } from '@openwell/contracts';
import { Button } from '@/components/ui/button.tsx';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@/components/ui/dialog.tsx';
import { Input } from '@/components/ui/input.tsx';
import { Label } from '@/components/ui/label.tsx';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select.tsx';
import { toast } from '@/components/ui/sonner.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { useCompanyLookup } from '@/features/companies/index.ts';
import { errorMessage } from '@/lib/error-messages.ts';
import { useChangeUserCompany } from '../api/change-user-company.ts';

function ChangeCompanyForm({ user, onDone }: { user: TAdminUser; onDone: () => void }) {
  const { t } = useTranslation(['admin', 'errors']);
  const id = useId();
  const [code, setCode] = useState(user.companyCode ?? '');
  // The code is looked up when the field is left or "Look up" is pressed, not on every key (rate limited).
  const [lookedUp, setLookedUp] = useState(user.companyCode ?? '');
  const [departmentId, setDepartmentId] = useState('');
  const [missingDepartment, setMissingDepartment] = useState(false);
  const company = useCompanyLookup(lookedUp);
  const change = useChangeUserCompany();

  const lookUp = () => {
    if (code.trim().toUpperCase() === lookedUp.trim().toUpperCase()) return;
    setLookedUp(code.trim());
    setDepartmentId('');
    change.reset();
  };

  const current = code.trim().toUpperCase() === lookedUp.trim().toUpperCase();
  const ready = current && company.isSuccess;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!current) {
      lookUp();
      return;
    }
    if (!ready) return;
    if (!departmentId) {
      setMissingDepartment(true);
      return;
    }
    setMissingDepartment(false);
    change.mutate(
      { userId: user.id, companyCode: lookedUp.trim(), departmentId },
      {
        onSuccess: (updated) => {
          toast.success(t('admin:changeCompany.saved', { email: updated.email }));
          onDone();
        },
      },
    );
  };

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4">
      <div className="flex flex-col gap-2">
        <Label htmlFor={`${id}-code`}>{t('admin:changeCompany.code')}</Label>
        <div className="flex gap-2">
          <Input
            id={`${id}-code`}
            value={code}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            onChange={(event) => setCode(event.target.value)}
            onBlur={lookUp}
            aria-invalid={current && company.isError ? true : undefined}
            aria-describedby={`${id}-company`}
            className="font-mono uppercase"
          />
          <Button type="button" variant="outline" onClick={lookUp} disabled={!code.trim()}>
            <Search aria-hidden="true" />
            {t('admin:changeCompany.lookUp')}
          </Button>
        </div>
        <p id={`${id}-company`} aria-live="polite" className="min-h-5 text-sm">
          {!current || !code.trim() ? (
            <span className="text-muted-foreground">{t('admin:changeCompany.lookUpHint')}</span>
          ) : company.isFetching ? (
            <span className="inline-flex items-center gap-2 text-muted-foreground">
              <Spinner size="sm" />
              {t('admin:changeCompany.checking')}
            </span>
          ) : company.isError ? (
            <span role="alert" className="text-destructive">
              {errorMessage(t, company.error)}
            </span>
          ) : company.isSuccess ? (
            <span className="inline-flex items-center gap-2">
              <Building2 aria-hidden="true" className="size-4 text-muted-foreground" />
              {company.data.companyName}
            </span>
          ) : null}
        </p>
      </div>
      <div className="flex flex-col gap-2">
        <Label htmlFor={`${id}-department`}>{t('admin:changeCompany.department')}</Label>
        <Select value={departmentId} onValueChange={setDepartmentId} disabled={!ready}>
          <SelectTrigger
            id={`${id}-department`}
            className="w-full"
            aria-invalid={missingDepartment ? true : undefined}
            aria-describedby={missingDepartment ? `${id}-department-error` : undefined}
          >
            <SelectValue placeholder={t('admin:changeCompany.departmentPlaceholder')} />
          </SelectTrigger>
          <SelectContent>
            {(ready ? company.data.departments : []).map((department) => (
              <SelectItem key={department.id} value={department.id}>
                {department.name}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
        {missingDepartment ? (
          <p id={`${id}-department-error`} role="alert" className="text-sm text-destructive">
            {t('admin:changeCompany.departmentRequired')}
          </p>
        ) : null}
      </div>
      {change.isError ? (
        <p role="alert" className="text-sm text-destructive">
          {errorMessage(t, change.error)}
        </p>
      ) : null}
      <DialogFooter>
        <Button type="button" variant="outline" onClick={onDone} disabled={change.isPending}>
          {t('admin:changeCompany.cancel')}
        </Button>
        <Button type="submit" disabled={change.isPending || (current && !ready)}>
          {change.isPending ? <Spinner size="sm" /> : null}
          {t('admin:changeCompany.save')}
        </Button>
      </DialogFooter>
    </form>
  );
}

/** "Change company": company code (looked up) and one of that company's departments. */
export function ChangeCompanyDialog({ user }: { user: TAdminUser }) {
  const { t } = useTranslation('admin');
  const [open, setOpen] = useState(false);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button
          type="button"
          variant="outline"
          size="sm"
          aria-label={t('admin:changeCompany.openFor', { email: user.email })}
        >
          <Building2 aria-hidden="true" />
          {t('admin:changeCompany.open')}
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{t('admin:changeCompany.title')}</DialogTitle>
          <DialogDescription>{t('admin:changeCompany.description', { email: user.email })}</DialogDescription>
        </DialogHeader>
        {open ? <ChangeCompanyForm user={user} onDone={() => setOpen(false)} /> : null}
      </DialogContent>
    </Dialog>
  );
}
