/** The OpenWell mark (same drawing as public/favicon.svg), decorative beside the product name. */
export function AppLogo({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 64 64" aria-hidden="true" focusable="false" className={className}>
      <rect width="64" height="64" rx="14" className="fill-primary" />
      <path
        d="M32 50c-1 0-2-.4-2.7-1.1L15.6 35.6A10.6 10.6 0 0 1 32 22.3a10.6 10.6 0 0 1 16.4 13.3L34.7 48.9c-.7.7-1.7 1.1-2.7 1.1z"
        className="fill-primary-foreground"
      />
      <path
        d="M17 36h8l3-6 5 11 3-7h11"
        fill="none"
        strokeWidth="3.2"
        strokeLinecap="round"
        strokeLinejoin="round"
        className="stroke-primary"
      />
    </svg>
  );
}
