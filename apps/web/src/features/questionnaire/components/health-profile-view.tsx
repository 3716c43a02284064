import type { THealthProfileResult } from '@openwell/contracts';

/** The personal health profile: a rating per domain with its reasons, and the focus areas. (Being written.) */
export function HealthProfileView({ profile }: { profile: THealthProfileResult }) {
  void profile;
  return null;
}
