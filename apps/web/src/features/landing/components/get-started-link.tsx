import { ArrowRight } from './landing-icons';
import { SIGN_UP_HREF } from '@gatling/shared/spec/public';
import { buttonVariants } from '@/components/ui/button-variants';

/** The landing page's call to sign up, where it opens and where it closes. */
export function GetStartedLink() {
  return (
    <a href={SIGN_UP_HREF} className={buttonVariants({ size: 'lg' })}>
      Get started
      <ArrowRight aria-hidden="true" />
    </a>
  );
}
