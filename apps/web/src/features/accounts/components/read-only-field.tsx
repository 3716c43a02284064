import { useId } from 'react';
import { Lock } from 'lucide-react';
import { Input } from '@/components/ui/input.tsx';
import { Label } from '@/components/ui/label.tsx';

/** A fixed value: a read-only input (focusable, selectable, announced as read-only) with a note why. */
export function ReadOnlyField({ label, value, note }: { label: string; value: string; note: string }) {
  const id = useId();
  const noteId = `${id}-note`;
  return (
    <div className="flex flex-col gap-2">
      <Label htmlFor={id}>{label}</Label>
      <Input
        id={id}
        value={value}
        readOnly
        aria-readonly="true"
        aria-describedby={noteId}
        className="bg-muted/50 text-muted-foreground"
      />
      <p id={noteId} className="flex items-start gap-1.5 text-xs text-muted-foreground">
        <Lock aria-hidden="true" className="mt-px size-3.5 shrink-0" />
        <span>{note}</span>
      </p>
    </div>
  );
}
