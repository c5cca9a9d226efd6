import { AdminFailure } from '../AdminFailure/AdminFailure';

/** An admin screen's data could not be read: what, and why, announced at once. */
export function AdminLoadFailure({
  what,
  message,
}: {
  readonly what: string;
  readonly message: string;
}) {
  return <AdminFailure message={`We could not load ${what}. ${message}`} />;
}
