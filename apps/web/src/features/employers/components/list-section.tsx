import { useId, type ReactNode } from 'react';
import type { LucideIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';

const HEAD = 'py-2 pr-3 font-medium';

/**
 * A titled list of the employers section (accounts, invitations): an empty note with an icon, or a table that
 * scrolls sideways on narrow screens (keyboard-focusable region) with the given column heads and a last, unnamed
 * actions column.
 */
export function ListSection({
  title,
  emptyIcon: EmptyIcon,
  emptyText,
  columns,
  minWidthClass,
  children,
}: {
  title: string;
  emptyIcon: LucideIcon;
  /** Shown instead of the table when there are no rows (`children` is then not rendered). */
  emptyText: string | null;
  columns: readonly string[];
  /** The table's smallest width before it scrolls, e.g. `min-w-[36rem]`. */
  minWidthClass: string;
  /** The table rows. */
  children: ReactNode;
}) {
  const { t } = useTranslation('employers');
  const id = useId();
  return (
    <section aria-labelledby={`${id}-title`} className="flex flex-col gap-3">
      <h3 id={`${id}-title`} className="font-semibold">
        {title}
      </h3>
      {emptyText !== null ? (
        <p className="flex items-center gap-3 rounded-lg border border-dashed p-4 text-sm text-muted-foreground">
          <EmptyIcon aria-hidden="true" className="size-5 shrink-0" />
          {emptyText}
        </p>
      ) : (
        <div
          className="relative -mx-6 min-w-0 overflow-x-auto px-6 outline-none focus-visible:ring-2 focus-visible:ring-ring"
          role="region"
          aria-labelledby={`${id}-title`}
          tabIndex={0}
        >
          <table className={`w-full ${minWidthClass} text-left text-sm`}>
            <thead className="border-b text-xs text-muted-foreground uppercase">
              <tr>
                {columns.map((column) => (
                  <th key={column} scope="col" className={HEAD}>
                    {column}
                  </th>
                ))}
                <th scope="col" className="py-2 font-medium">
                  <span className="sr-only">{t('employers:section.actions')}</span>
                </th>
              </tr>
            </thead>
            <tbody className="divide-y">{children}</tbody>
          </table>
        </div>
      )}
    </section>
  );
}
