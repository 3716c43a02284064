import { useTranslation } from 'react-i18next';
import { Building2 } from 'lucide-react';
import type { TCompanyLookupResponse } from '@openwell/contracts';
import { Input } from '@/components/ui/input.tsx';
import { Label } from '@/components/ui/label.tsx';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { FieldError } from './form-feedback.tsx';

interface CompanyFieldsProps {
  idPrefix: string;
  companyCode: string;
  departmentId: string;
  company: TCompanyLookupResponse | undefined;
  looking: boolean;
  companyError: string | undefined;
  departmentError: string | undefined;
  onCompanyCodeChange: (value: string) => void;
  onCompanyCodeBlur: () => void;
  onDepartmentChange: (value: string) => void;
}

/** Company code (looked up when left or after a pause in typing) and the department of that company. */
export function CompanyFields(props: CompanyFieldsProps) {
  const { t } = useTranslation('auth');
  const { idPrefix, company, companyError, departmentError } = props;
  const departments = company?.departments ?? [];
  const departmentValue = departments.some((department) => department.id === props.departmentId)
    ? props.departmentId
    : '';
  const codeDescribedBy = [`${idPrefix}-company-hint`, companyError ? `${idPrefix}-company-error` : '']
    .filter(Boolean)
    .join(' ');
  return (
    <>
      <div className="flex flex-col gap-2">
        <Label htmlFor={`${idPrefix}-company`}>{t('auth:fields.companyCode')}</Label>
        <div className="relative">
          <Input
            id={`${idPrefix}-company`}
            name="companyCode"
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            value={props.companyCode}
            onChange={(event) => props.onCompanyCodeChange(event.target.value)}
            onBlur={props.onCompanyCodeBlur}
            aria-invalid={companyError ? true : undefined}
            aria-describedby={codeDescribedBy}
            className="pr-9"
          />
          {props.looking ? (
            <Spinner size="sm" className="absolute top-1/2 right-3 -translate-y-1/2 text-muted-foreground" />
          ) : null}
        </div>
        <p id={`${idPrefix}-company-hint`} className="text-xs text-muted-foreground">
          {t('auth:signup.companyCodeHint')}
        </p>
        <p aria-live="polite" className="text-sm empty:hidden">
          {company && !companyError ? (
            <span className="flex items-center gap-2 font-medium text-success">
              <Building2 aria-hidden="true" className="size-4" />
              {t('auth:signup.companyFound', { name: company.companyName })}
            </span>
          ) : null}
        </p>
        <FieldError id={`${idPrefix}-company-error`}>{companyError}</FieldError>
      </div>
      <div className="flex flex-col gap-2">
        <Label htmlFor={`${idPrefix}-department`}>{t('auth:fields.department')}</Label>
        <Select value={departmentValue} onValueChange={props.onDepartmentChange} disabled={departments.length === 0}>
          <SelectTrigger
            id={`${idPrefix}-department`}
            className="w-full"
            aria-invalid={departmentError ? true : undefined}
            aria-describedby={departmentError ? `${idPrefix}-department-error` : undefined}
          >
            <SelectValue
              placeholder={
                departments.length === 0
                  ? t('auth:signup.departmentNeedsCompany')
                  : t('auth:signup.departmentPlaceholder')
              }
            />
          </SelectTrigger>
          <SelectContent>
            {departments.map((department) => (
              <SelectItem key={department.id} value={department.id}>
                {department.name}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
        <FieldError id={`${idPrefix}-department-error`}>{departmentError}</FieldError>
      </div>
    </>
  );
}
