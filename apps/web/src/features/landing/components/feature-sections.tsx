import { PUBLIC_TEXT } from '@gatling/shared/spec/public';
import { publicConfig } from '@/lib/public-config';
import { FeatureSection } from './feature-section';
import { SwipeVisual, ToneVisual } from './feature-visuals';
import { NetworkRules } from './network-rules';

export function SwipeFeatureSection() {
  return (
    <FeatureSection
      id="feature-swipe"
      eyebrow="Review in seconds"
      title={PUBLIC_TEXT.landing.featureSwipe}
      body="Every draft arrives as a card. Flick the good ones right to approve, flick one up to reshape it, and flick the rest left to let them go. Nothing is posted until you say so."
      points={[
        'Nothing goes out without your swipe',
        'A few seconds to undo after every send',
        'Thumb on the phone, arrow keys on the desktop',
      ]}
      visual={<SwipeVisual />}
      footer={<NetworkRules />}
    />
  );
}

export function ToneFeatureSection() {
  const { product_name } = publicConfig();
  return (
    <FeatureSection
      id="feature-tone"
      eyebrow="Your voice, not a template"
      title={PUBLIC_TEXT.landing.featureNoSlop}
      body={`${product_name} learns how you speak from your own posts and keeps learning from every edit you make. No filler, no buzzwords, no “Great point!”.`}
      points={[
        'A speaking style built from your own posts',
        'Your rules decide which posts are worth a reply',
        'Drafts get closer to you with every edit',
      ]}
      visual={<ToneVisual />}
      reverse
    />
  );
}
