import { ErrorLayout } from '../../layout/ErrorLayout';

/** Any other path. */
export default function NotFoundPage() {
  return <ErrorLayout title="app.not_found.title" text="app.not_found.text" />;
}
