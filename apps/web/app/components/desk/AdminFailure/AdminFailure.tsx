/** Why an admin action or screen failed, announced at once; nothing when `message` is empty. */
export function AdminFailure({ message }: { readonly message: string | null | undefined }) {
  if (!message) return null;
  return (
    <p className="admin__failure" role="alert">
      {message}
    </p>
  );
}
