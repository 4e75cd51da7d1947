import { TEXT } from '@gatling/shared/spec';
import { useDocumentTitle } from './screen-page';

/** /your-feed: a placeholder (docs/product/screens.md#placeholders). */
export function YourFeedPage() {
  useDocumentTitle('Your Feed');
  return (
    <div className="mx-auto flex min-h-[50dvh] max-w-3xl items-center justify-center px-4">
      <p className="text-lg font-medium text-muted">{TEXT.featureComingSoon}</p>
    </div>
  );
}
