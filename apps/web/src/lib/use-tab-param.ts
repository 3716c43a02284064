import { useSearchParams } from 'react-router';

/**
 * The open tab of a page, kept in the address (`?tab=second`), so a link or a reload opens the same one. The first of
 * `tabs` is the default and is left out of the address; an unknown value opens it too. `select` ignores unknown values
 * (pass it straight to a Tabs component's onValueChange).
 */
export function useTabParam<const T extends string>(tabs: readonly [T, ...T[]]): [T, (value: string) => void] {
  const [searchParams, setSearchParams] = useSearchParams();
  const isTab = (value: string | null): value is T => (tabs as readonly (string | null)[]).includes(value);
  const requested = searchParams.get('tab');
  const tab = isTab(requested) ? requested : tabs[0];
  const select = (value: string) => {
    if (!isTab(value)) return;
    setSearchParams(value === tabs[0] ? {} : { tab: value }, { replace: true });
  };
  return [tab, select];
}
