import { Link } from '@/lib/router';
import { buttonVariants } from '@/components/ui/button';
import { useDocumentTitle } from './screen-page';

export function NotFoundPage() {
  useDocumentTitle('Page not found');
  return (
    <main className="flex min-h-dvh flex-col items-center justify-center gap-4 px-6 text-center">
      <p className="text-sm font-semibold text-accent">404</p>
      <h1 className="text-2xl font-semibold tracking-tight">This page does not exist</h1>
      <p className="max-w-sm text-muted">The address may be mistyped, or the page may have moved.</p>
      <Link to="/" className={buttonVariants({ variant: 'primary' })}>
        Go to the home page
      </Link>
    </main>
  );
}
