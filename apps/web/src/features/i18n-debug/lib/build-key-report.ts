import { FALLBACK_LANGUAGE, type TLanguage, type TNamespace, type TResourceTree } from '@openwell/i18n';
import { diffKeys, flattenKeys } from '@openwell/i18n/key-diff.ts';

export interface TNamespaceReport {
  namespace: TNamespace;
  /** Keys in the English reference. */
  referenceCount: number;
  missing: string[];
  extra: string[];
}

export interface TLanguageReport {
  language: TLanguage;
  namespaces: TNamespaceReport[];
  missingCount: number;
  extraCount: number;
}

/** The files loaded per language and namespace (a namespace not loaded counts as empty). */
export type TLoadedResources = Record<TLanguage, Partial<Record<TNamespace, TResourceTree>>>;

/** Per language and namespace: keys missing from or extra to the English reference. */
export function buildKeyReport(
  resources: TLoadedResources,
  languages: readonly TLanguage[],
  namespaces: readonly TNamespace[],
): TLanguageReport[] {
  const reference = resources[FALLBACK_LANGUAGE];
  return languages.map((language) => {
    const rows = namespaces.map((namespace) => {
      const referenceTree = reference[namespace] ?? {};
      const { missing, extra } = diffKeys(referenceTree, resources[language][namespace] ?? {});
      return { namespace, referenceCount: flattenKeys(referenceTree).length, missing, extra };
    });
    return {
      language,
      namespaces: rows,
      missingCount: rows.reduce((sum, row) => sum + row.missing.length, 0),
      extraCount: rows.reduce((sum, row) => sum + row.extra.length, 0),
    };
  });
}
