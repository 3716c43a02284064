/**
 * An e-mail address that may wrap in a narrow column: before the "@" (and after dots of the domain) rather than
 * anywhere in a name, which `break-all` would do ("root@example.t|est").
 */
export function EmailAddress({ email, className }: { email: string; className?: string }) {
  const at = email.lastIndexOf('@');
  if (at <= 0) return <span className={className}>{email}</span>;
  const domain = email.slice(at + 1).split('.');
  return (
    <span className={className ? `break-words ${className}` : 'break-words'}>
      {email.slice(0, at)}
      <wbr />@
      {domain.map((part, index) => (
        <span key={index}>
          {index > 0 ? (
            <>
              .<wbr />
            </>
          ) : null}
          {part}
        </span>
      ))}
    </span>
  );
}
