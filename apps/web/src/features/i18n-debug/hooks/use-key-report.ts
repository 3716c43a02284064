import { useQuery } from '@tanstack/react-query';
import {
  LANGUAGES,
  WEB_NAMESPACES,
  loaders,
  type TLanguage,
  type TResourceTree,
  type TWebNamespace,
} from '@openwell/i18n';
import { buildKeyReport, type TLoadedResources } from '../lib/build-key-report.ts';

/** Downloads every language's files through the same lazy loaders the app uses (the browser's namespaces). */
async function loadAllResources(): Promise<TLoadedResources> {
  const entries = await Promise.all(
    LANGUAGES.map(async (language) => {
      const files = await Promise.all(
        WEB_NAMESPACES.map(async (namespace) => [namespace, (await loaders[language][namespace]()).default] as const),
      );
      return [language, Object.fromEntries(files) as Record<TWebNamespace, TResourceTree>] as const;
    }),
  );
  return Object.fromEntries(entries) as Record<TLanguage, Record<TWebNamespace, TResourceTree>>;
}

export function useKeyReport() {
  return useQuery({
    queryKey: ['i18n-debug', 'key-report'],
    queryFn: async () => buildKeyReport(await loadAllResources(), LANGUAGES, WEB_NAMESPACES),
    staleTime: Infinity,
  });
}
