import { CircleSlash } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { REWARD_ICONS } from '@openwell/contracts';
import { cn } from '@/lib/utils.ts';
import { NO_ICON } from '../lib/admin-reward-forms.ts';
import { REWARD_ICON_COMPONENTS } from './reward-icon.tsx';

const OPTIONS = [NO_ICON, ...REWARD_ICONS] as const;
type TOption = (typeof OPTIONS)[number];

/**
 * The reward's icon: a radio group of the built-in set (and "no icon"); Tab enters the group, the arrow keys move the
 * choice, each option is named for screen readers and shows a focus ring.
 */
export function AdminRewardIconPicker({
  name,
  value,
  onChange,
  labelId,
}: {
  name: string;
  value: TOption;
  onChange: (value: TOption) => void;
  labelId: string;
}) {
  const { t } = useTranslation('rewardsAdmin');
  return (
    <div role="radiogroup" aria-labelledby={labelId} className="grid grid-cols-4 gap-2 sm:grid-cols-7">
      {OPTIONS.map((option) => {
        const Icon = option === NO_ICON ? CircleSlash : REWARD_ICON_COMPONENTS[option];
        const label = t(`rewardsAdmin:icons.${option}`);
        return (
          <label
            key={option}
            title={label}
            className={cn(
              'relative flex h-12 cursor-pointer items-center justify-center rounded-md border bg-background text-muted-foreground transition-colors',
              'hover:bg-muted hover:text-foreground',
              'has-[:checked]:border-primary has-[:checked]:bg-primary/10 has-[:checked]:text-primary',
              'has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring has-[:focus-visible]:ring-offset-2 has-[:focus-visible]:ring-offset-background',
            )}
          >
            <input
              type="radio"
              name={name}
              value={option}
              checked={value === option}
              onChange={() => onChange(option)}
              className="sr-only"
            />
            <Icon aria-hidden="true" className="size-5" />
            <span className="sr-only">{label}</span>
          </label>
        );
      })}
    </div>
  );
}
